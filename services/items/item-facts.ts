import type { ReminderItemType } from '../contracts/reminders';
import type { Stored, StoredEvent } from '../platform/event-store/event-store.port';
import { type FactTranslation, translate } from './fact-translation';
import type { WeeklyReminder } from './item.events';
import type { NoticeTranslation } from './item-notices';

/**
 * The item facts: what the read models every item type shares (files, feed, reminders, reports)
 * fold, in the kernel's words. Each item feature translates its own events into them
 * (`services/tasks/task.item-facts.ts`) and lists the translations in its manifest; the
 * composition root hands them to those read models, so they name no item feature.
 */

/** Who reads a private item: its creator and its responsible, by the read models' field names. */
export interface ItemAudience {
  private: boolean;
  created_by: string;
  responsable: string;
}

/** The item was created with this audience, or one part of its audience changed. */
export type AudienceFact =
  | { kind: 'opened'; itemId: string; audience: ItemAudience }
  | { kind: 'changed'; itemId: string; change: Partial<ItemAudience> };

/** The audience facts of an item type whose items may be private. */
export interface AudienceFacts extends FactTranslation<AudienceFact> {
  /** The key a file's owner names such an item by (`task_id`). */
  readonly ownerKey: string;
  /** Its only readers when private; null when every member of its project reads it. */
  privateReaders(audience: ItemAudience): string[] | null;
}

/** One user set their weekly reminder on an item (on creation too), or the item was deleted. */
export type ReminderFact =
  | {
      kind: 'set';
      itemType: ReminderItemType;
      itemId: string;
      projectId: string;
      userId: string;
      reminder: WeeklyReminder;
    }
  | { kind: 'deleted'; itemType: ReminderItemType; itemId: string };

/** News of an item for its project's daily report. */
export interface ActivityFact {
  projectId: string;
  itemType: ReminderItemType;
  itemId: string;
  /** What a daily report says happened to it. */
  kind: 'created' | 'answered' | 'closed';
}

/** What one item type says to the shared read models; a type leaves out what it has none of. */
export interface ItemFacts {
  audience?: AudienceFacts;
  reminders?: FactTranslation<ReminderFact>;
  activity?: FactTranslation<ActivityFact>;
  notices?: NoticeTranslation;
}

/** Per event type of one item type, what the event says: the part of a translation the type writes. */
export type EventReaders<E extends { type: string; data: object }, Said> = {
  [Type in E['type']]?: (event: Stored<Extract<E, { type: Type }>>) => Said;
};

type ItemEvent = { type: string; data: { projectId: string } };

/** The reader of the event's type: a translation is handed only events of the types it reads. */
const readerOf = <Said>(readers: object, event: StoredEvent) =>
  (readers as Record<string, (event: StoredEvent) => Said>)[event.type]!;

/**
 * An item type's reminder facts, from what its reminder events say: whose reminder it is (the
 * creator's on creation, anyone's later), or that the item was deleted.
 */
export const reminderFacts = <E extends ItemEvent>(
  itemType: ReminderItemType,
  itemIdOf: (event: Stored<E>) => string,
  readers: EventReaders<E, { userId: string; reminder: WeeklyReminder } | 'deleted'>,
): FactTranslation<ReminderFact> =>
  translate<E, ReminderFact>(Object.keys(readers), (event) => {
    const itemId = itemIdOf(event);
    const said = readerOf<{ userId: string; reminder: WeeklyReminder } | 'deleted'>(readers, event)(event);
    if (said === 'deleted') return { kind: 'deleted', itemType, itemId };
    const { projectId } = event.data;
    return { kind: 'set', itemType, itemId, projectId, userId: said.userId, reminder: said.reminder };
  });

/** An item type's activity facts, from what each of its news events says happened (null: no news). */
export const activityFacts = <E extends ItemEvent>(
  itemType: ReminderItemType,
  itemIdOf: (event: Stored<E>) => string,
  readers: EventReaders<E, ActivityFact['kind'] | null>,
): FactTranslation<ActivityFact> =>
  translate<E, ActivityFact>(Object.keys(readers), (event) => {
    const kind = readerOf<ActivityFact['kind'] | null>(readers, event)(event);
    return kind && { projectId: event.data.projectId, itemType, itemId: itemIdOf(event), kind };
  });
