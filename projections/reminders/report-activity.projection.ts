import type { AdditionalEvent } from '../../services/additionals/additional.events';
import type { ReminderItemType } from '../../services/contracts/reminders';
import { addDays, chileDate } from '../../services/platform/clock/calendar';
import { isEventOf, type StoredEvent } from '../../services/platform/event-store/event-store.port';
import type { ReadStore } from '../../services/platform/read-store/read-store.port';
import type { RdiEvent } from '../../services/rdi/rdi.events';
import type { TaskEvent } from '../../services/tasks/task.events';
import type { Projection } from '../runtime/projection';

/** Per project and day (Chile), what happened to its items: what the daily reports tell. */
export const REPORT_ACTIVITY = 'report_activity';

/** How many days of activity are kept, counted by the events' own time: a report reads its last day. */
export const ACTIVITY_DAYS = 7;

/** What a daily report says happened to an item. */
export type ActivityKind = 'created' | 'answered' | 'closed';

export interface ActivityEntry {
  at: string;
  item_type: ReminderItemType;
  item_id: string;
  kind: ActivityKind;
  /** Who did it: a report leaves out what its reader did. */
  actor_id: string;
}

/** One project's day (`<project_id>:<YYYY-MM-DD>`): whether its reader may see each item is asked when read. */
export interface ReportActivityDocument {
  _id: string;
  project_id: string;
  day: string;
  entries: ActivityEntry[];
  [key: string]: unknown;
}

type Handled =
  | Extract<TaskEvent, { type: 'TaskCreated' | 'TaskInteractionAdded' | 'TaskClosed' }>
  | Extract<RdiEvent, { type: 'RdiCreated' | 'RdiInteractionAdded' | 'RdiFinished' }>
  | Extract<AdditionalEvent, { type: 'AdditionalCreated' | 'AdditionalRevisionAdded' | 'AdditionalStatusChanged' }>;

const HANDLED: readonly Handled['type'][] = [
  'TaskCreated',
  'TaskInteractionAdded',
  'TaskClosed',
  'RdiCreated',
  'RdiInteractionAdded',
  'RdiFinished',
  'AdditionalCreated',
  'AdditionalRevisionAdded',
  'AdditionalStatusChanged',
];

/**
 * What an event tells a report: an item created, answered (an official response; an additional's
 * revision or request to cancel) or closed (a task or RDI finished; an additional accepted or
 * cancelled). Plain interactions are conversation, not news.
 */
function activityOf(event: Handled): { item_type: ReminderItemType; item_id: string; kind: ActivityKind } | null {
  switch (event.type) {
    case 'TaskCreated':
      return { item_type: 1, item_id: event.data.taskId, kind: 'created' };
    case 'TaskInteractionAdded':
      return event.data.isResponse ? { item_type: 1, item_id: event.data.taskId, kind: 'answered' } : null;
    case 'TaskClosed':
      return { item_type: 1, item_id: event.data.taskId, kind: 'closed' };
    case 'RdiCreated':
      return { item_type: 2, item_id: event.data.rdiId, kind: 'created' };
    case 'RdiInteractionAdded':
      return event.data.isResponse ? { item_type: 2, item_id: event.data.rdiId, kind: 'answered' } : null;
    case 'RdiFinished':
      return { item_type: 2, item_id: event.data.rdiId, kind: 'closed' };
    case 'AdditionalCreated':
      return { item_type: 3, item_id: event.data.additionalId, kind: 'created' };
    case 'AdditionalRevisionAdded':
    case 'AdditionalStatusChanged':
      return {
        item_type: 3,
        item_id: event.data.additionalId,
        kind: event.data.status === 2 || event.data.status === 4 ? 'closed' : 'answered',
      };
  }
}

export const reportActivityProjection: Projection = {
  name: 'report-activity',
  version: 1,
  collections: [REPORT_ACTIVITY],
  handles: HANDLED,

  async setup(store: ReadStore) {
    await store.collection(REPORT_ACTIVITY).ensureIndex(['project_id']);
  },

  async apply(event: StoredEvent, store: ReadStore) {
    if (!isEventOf<Handled>(event, HANDLED)) return;
    const activity = activityOf(event);
    if (!activity) return;
    const { projectId } = event.data;
    const at = event.metadata.occurredAt;
    const day = chileDate(new Date(at));
    const entry: ActivityEntry = { at, ...activity, actor_id: event.metadata.actorId };
    const days = store.collection<ReportActivityDocument>(REPORT_ACTIVITY);
    const id = `${projectId}:${day}`;
    if (await days.update(id, { $push: { entries: entry } })) return;
    await days.upsert({ _id: id, project_id: projectId, day, entries: [entry] });
    // A project's first event of a day lets go of the days no report reads any more.
    await days.deleteMany({ project_id: projectId, day: { $lt: addDays(day, -ACTIVITY_DAYS) } });
  },
};
