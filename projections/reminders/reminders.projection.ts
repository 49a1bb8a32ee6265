import type { AdditionalEvent } from '../../services/additionals/additional.events';
import type { ReminderItemType } from '../../services/contracts/reminders';
import type { WeeklyReminder } from '../../services/items/item.events';
import { isEventOf, type StoredEvent } from '../../services/platform/event-store/event-store.port';
import type { ReadStore } from '../../services/platform/read-store/read-store.port';
import type { RdiEvent } from '../../services/rdi/rdi.events';
import type { TaskEvent } from '../../services/tasks/task.events';
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

type Handled =
  | Extract<TaskEvent, { type: 'TaskCreated' | 'TaskReminderSet' | 'TaskDeleted' }>
  | Extract<RdiEvent, { type: 'RdiCreated' | 'RdiReminderSet' | 'RdiDeleted' }>
  | Extract<AdditionalEvent, { type: 'AdditionalCreated' | 'AdditionalReminderSet' | 'AdditionalDeleted' }>;

const HANDLED: readonly Handled['type'][] = [
  'TaskCreated',
  'TaskReminderSet',
  'TaskDeleted',
  'RdiCreated',
  'RdiReminderSet',
  'RdiDeleted',
  'AdditionalCreated',
  'AdditionalReminderSet',
  'AdditionalDeleted',
];

/** What an event says of one user's reminder on one item, or of the item's end. */
type Change =
  | ({
      kind: 'set';
      item_type: ReminderItemType;
      item_id: string;
      project_id: string;
      user_id: string;
    } & WeeklyReminder)
  | { kind: 'deleted'; item_type: ReminderItemType; item_id: string };

const set = (
  item_type: ReminderItemType,
  item_id: string,
  project_id: string,
  user_id: string,
  reminder: WeeklyReminder,
) =>
  ({
    kind: 'set',
    item_type,
    item_id,
    project_id,
    user_id,
    days: reminder.days,
    repeatable: reminder.repeatable,
  }) as const;

function changeOf(event: Handled): Change {
  switch (event.type) {
    case 'TaskCreated':
      return set(1, event.data.taskId, event.data.projectId, event.data.createdBy, event.data.reminder);
    case 'TaskReminderSet':
      return set(1, event.data.taskId, event.data.projectId, event.data.userId, event.data);
    case 'RdiCreated':
      return set(2, event.data.rdiId, event.data.projectId, event.data.createdBy, event.data.reminder);
    case 'RdiReminderSet':
      return set(2, event.data.rdiId, event.data.projectId, event.data.userId, event.data);
    case 'AdditionalCreated':
      return set(3, event.data.additionalId, event.data.projectId, event.data.createdBy.userId, event.data.reminder);
    case 'AdditionalReminderSet':
      return set(3, event.data.additionalId, event.data.projectId, event.data.userId, event.data);
    case 'TaskDeleted':
      return { kind: 'deleted', item_type: 1, item_id: event.data.taskId };
    case 'RdiDeleted':
      return { kind: 'deleted', item_type: 2, item_id: event.data.rdiId };
    case 'AdditionalDeleted':
      return { kind: 'deleted', item_type: 3, item_id: event.data.additionalId };
  }
}

export const remindersProjection: Projection = {
  name: 'reminders',
  version: 1,
  collections: [REMINDERS],
  handles: HANDLED,

  async setup(store: ReadStore) {
    await store.collection(REMINDERS).ensureIndex(['user_id', 'days', 'item_id']);
  },

  async apply(event: StoredEvent, store: ReadStore) {
    if (!isEventOf<Handled>(event, HANDLED)) return;
    const reminders = store.collection<ReminderDocument>(REMINDERS);
    const change = changeOf(event);
    if (change.kind === 'deleted') {
      await reminders.deleteMany({ item_id: change.item_id, item_type: change.item_type });
      return;
    }
    const { item_type, item_id, project_id, user_id, days, repeatable } = change;
    const id = `${item_type}:${item_id}:${user_id}`;
    // No day left: no reminder.
    if (days.length === 0) {
      await reminders.delete(id);
      return;
    }
    await reminders.upsert({
      _id: id,
      user_id,
      project_id,
      item_type,
      item_id,
      days: [...days],
      repeatable,
      set_at: event.metadata.occurredAt,
    });
  },
};
