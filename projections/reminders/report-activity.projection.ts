import type { ReminderItemType } from '../../services/contracts/reminders';
import { FactReader, type FactTranslation } from '../../services/items/fact-translation';
import { type ActivityFact } from '../../services/items/item-facts';
import { addDays, chileDate } from '../../services/platform/clock/calendar';
import type { StoredEvent } from '../../services/platform/event-store/event-store.port';
import type { ReadStore } from '../../services/platform/read-store/read-store.port';
import type { Projection } from '../runtime/projection';

/** Per project and day (Chile), what happened to its items: what the daily reports tell. */
export const REPORT_ACTIVITY = 'report_activity';

/** How many days of activity are kept, counted by the events' own time: a report reads its last day. */
export const ACTIVITY_DAYS = 7;

/** What a daily report says happened to an item. */
export type ActivityKind = ActivityFact['kind'];

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

/**
 * Folds activity facts: each item type says in its folder which of its events are news for a report
 * (created, answered, closed; plain interactions are conversation, not news) and lists that in its
 * manifest, so this projection names no item type.
 */
export const reportActivityProjection = (translations: readonly FactTranslation<ActivityFact>[]): Projection => {
  const activityFacts = new FactReader<ActivityFact>(translations);
  return {
    name: 'report-activity',
    version: 1,
    collections: [REPORT_ACTIVITY],
    handles: activityFacts.handles,

    async setup(store: ReadStore) {
      await store.collection(REPORT_ACTIVITY).ensureIndex(['project_id']);
    },

    async apply(event: StoredEvent, store: ReadStore) {
      const fact = activityFacts.factOf(event);
      if (!fact) return;
      const { projectId } = fact;
      const at = event.metadata.occurredAt;
      const day = chileDate(new Date(at));
      const entry: ActivityEntry = {
        at,
        item_type: fact.itemType,
        item_id: fact.itemId,
        kind: fact.kind,
        actor_id: event.metadata.actorId,
      };
      const days = store.collection<ReportActivityDocument>(REPORT_ACTIVITY);
      const id = `${projectId}:${day}`;
      if (await days.update(id, { $push: { entries: entry } })) return;
      await days.handOver({ _id: id, project_id: projectId, day, entries: [entry] });
      // A project's first event of a day lets go of the days no report reads any more.
      await days.deleteMany({ project_id: projectId, day: { $lt: addDays(day, -ACTIVITY_DAYS) } });
    },
  };
};
