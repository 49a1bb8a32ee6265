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

/** A creation's data holds the creator's reminder; a reminder event's data is the user's reminder. */
type ReminderEventData = ItemEvent['data'] & { userId?: string; reminder?: WeeklyReminder };

/**
 * An item type's reminder facts: the creator's reminder on its creation (`creation` reads the
 * creation event's creator), anyone's later (`reminderSet`), and the item's deletion.
 */
export const reminderFacts = <E extends ItemEvent>(
  itemType: ReminderItemType,
  itemIdOf: (event: Stored<E>) => string,
  creation: EventReaders<E, string>,
  names: { reminderSet: E['type']; deleted: E['type'] },
): FactTranslation<ReminderFact> =>
  translate<E, ReminderFact>([...Object.keys(creation), names.reminderSet, names.deleted], (event) => {
    const itemId = itemIdOf(event);
    if (event.type === names.deleted) return { kind: 'deleted', itemType, itemId };
    const data = event.data as ReminderEventData;
    // A reminder set later is its event's data, as the user set it; a creation's is its field.
    const [userId, reminder] =
      event.type === names.reminderSet
        ? [data.userId!, data as ReminderEventData & WeeklyReminder]
        : [readerOf<string>(creation, event)(event), data.reminder!];
    return { kind: 'set', itemType, itemId, projectId: data.projectId, userId, reminder };
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
