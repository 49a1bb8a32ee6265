import type { ReminderItemType } from '../../services/contracts/reminders';
import { FactReader, type FactTranslation } from '../../services/items/fact-translation';
import { type ReminderFact } from '../../services/items/item-facts';
import type { StoredEvent } from '../../services/platform/event-store/event-store.port';
import type { ReadStore } from '../../services/platform/read-store/read-store.port';
import type { Projection } from '../runtime/projection';

/** Every user's weekly reminder on every item, by weekday: what a day's reminders are read from. */
export const REMINDERS = 'reminders';

/**
 * One user's weekly reminder on one task, RDI or additional (`<item_type>:<item_id>:<user_id>`).
 * Whether the item is open and the user may still read it is asked of the item when the
 * reminder is read (`reminders.policy.ts`): the reminder stays as the user set it.
 */
export interface ReminderDocument {
  _id: string;
  user_id: string;
  project_id: string;
  item_type: ReminderItemType;
  item_id: string;
  /** 0 lunes to 6 domingo. */
  days: number[];
  repeatable: boolean;
  /** When the user set it: a reminder that does not repeat counts its week from that day. */
  set_at: string;
  [key: string]: unknown;
}

/**
 * Folds reminder facts: each item type translates its own events (its creator's reminder, anyone's
 * later, its deletion) in its folder and lists the translation in its manifest, so this projection
 * names no item type and a new one appears here through its manifest alone.
 */
export const remindersProjection = (translations: readonly FactTranslation<ReminderFact>[]): Projection => {
  const reminderFacts = new FactReader<ReminderFact>(translations);
  return {
    name: 'reminders',
    version: 1,
    collections: [REMINDERS],
    handles: reminderFacts.handles,

    async setup(store: ReadStore) {
      await store.collection(REMINDERS).ensureIndex(['user_id', 'days', 'item_id']);
    },

    async apply(event: StoredEvent, store: ReadStore) {
      const fact = reminderFacts.factOf(event);
      if (!fact) return;
      const reminders = store.collection<ReminderDocument>(REMINDERS);
      if (fact.kind === 'deleted') {
        await reminders.deleteMany({ item_id: fact.itemId, item_type: fact.itemType });
        return;
      }
      const { itemType, itemId, projectId, userId, reminder } = fact;
      const id = `${itemType}:${itemId}:${userId}`;
      // No day left: no reminder.
      if (reminder.days.length === 0) {
        await reminders.delete(id);
        return;
      }
      await reminders.handOver({
        _id: id,
        user_id: userId,
        project_id: projectId,
        item_type: itemType,
        item_id: itemId,
        days: [...reminder.days],
        repeatable: reminder.repeatable,
        set_at: event.metadata.occurredAt,
      });
    },
  };
};
