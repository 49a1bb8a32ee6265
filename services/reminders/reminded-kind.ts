import type { ItemDocument, ItemReadRules } from '../../projections/reminders/reminders.policy';
import type { ReminderItemType } from '../contracts/reminders';
import type { Actor } from '../platform/commands/actor';
import type { ReadStore } from '../platform/read-store/read-store.port';

/**
 * What reminders and daily reports need of one item type that reminds (tasks, RDI, additionals), from its
 * manifest: with its read rules, an item reminds its reader only while open and readable.
 */
export interface RemindedKind<Item extends ItemDocument = ItemDocument> extends ItemReadRules<Item> {
  /** Its kind in reminders and activity entries. */
  itemType: ReminderItemType;
  /** The items of this kind with these ids, as its read model holds them; a deleted one is missing. */
  load(reads: ReadStore, ids: string[]): Promise<Item[]>;
  /** Its kind's name ('Tarea', 'Posible adicional', 'RDI', 'Adicional') and where the app opens it, from the site's root. */
  named(item: Item): { label: string; path: string };
  /** Since when an open item waits on its turn. */
  waitingSince(item: Item): string;
  /** The ids of the project's items whose next step is the reader's, as the lists that hold them tell. */
  waitingOn(reads: ReadStore, actor: Actor, projectId: string): Promise<string[]>;
}

/** The item types that remind, in the manifests' order: the composition root provides them. */
export const REMINDED_KINDS = Symbol('RemindedKinds');
