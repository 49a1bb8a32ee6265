import type { ReminderItemType } from '../../services/contracts/reminders';
import type { Actor } from '../../services/platform/commands/actor';
import type { ReminderDocument } from './reminders.projection';
import type { ActivityEntry } from './report-activity.projection';

/** What reminders read of any item's document; the rest of it is its own type's. */
export interface RemindedDocument {
  id: string;
  number: number;
  title: string;
  project_id: string;
  created_by: string;
}

/** An item (a task, an RDI, an additional) as its own read model holds it, with its kind (spec: item_type). */
export interface ItemDocument<Doc extends RemindedDocument = RemindedDocument> {
  item_type: ReminderItemType;
  doc: Doc;
}

/** What each item type tells of its own items: who may read one, and whether it is still open. */
export interface ItemReadRules<Item extends ItemDocument = ItemDocument> {
  /** Whether the actor may read the item: its kind's own rule (a private task only for its creator and responsible). */
  mayRead(actor: Actor, item: Item): boolean;
  /** Not finished: a task or RDI not closed, an additional neither accepted nor cancelled. */
  isOpen(item: Item): boolean;
}

/** An open item the actor may read: only those remind or wait on their reader. */
export const readableWhileOpen = (actor: Actor, item: ItemDocument, rules: ItemReadRules) =>
  rules.isOpen(item) && rules.mayRead(actor, item);

/**
 * A reminder is its own user's, in the reminders menu and the e-mail, while its item is open and
 * they may still read it: a task made private later, or an RDI out of their reach, reminds no more.
 */
export const mayBeReminded = (
  actor: Actor,
  reminder: Pick<ReminderDocument, 'user_id'>,
  item: ItemDocument,
  rules: ItemReadRules,
) => reminder.user_id === actor.id && readableWhileOpen(actor, item, rules);

/** A daily report tells its reader what others did to the items the reader may read. */
export const reportsTo = (
  actor: Actor,
  entry: Pick<ActivityEntry, 'actor_id'>,
  item: ItemDocument,
  rules: ItemReadRules,
) => entry.actor_id !== actor.id && rules.mayRead(actor, item);
