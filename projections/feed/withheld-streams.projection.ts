import { isEventOf } from '../../services/platform/event-store/event-store.port';
import type { Doc } from '../../services/platform/read-store/read-store.port';
import type { TaskEvent } from '../../services/tasks/task.events';
import type { Projection } from '../runtime/projection';

/**
 * Streams the feed for company systems stops publishing, from the position where they went
 * private: a task created private, or the first time a public task was made private. Nothing of
 * such a stream after that position is published, even if the task is made public again, so a
 * consumer never holds what a private task said. Internal (`_`): served to no user, pushed to no one.
 */
export const WITHHELD_STREAMS = '_feed_withheld_streams';

export interface WithheldStream extends Doc {
  /** The stream (`task-<id>`). */
  _id: string;
  /** Position of the event that made it private; the feed publishes nothing of the stream after it. */
  since: number;
}

type PrivacyEvent = Extract<TaskEvent, { type: 'TaskCreated' | 'TaskModified' }>;

export const withheldStreamsProjection: Projection = {
  name: 'feed-withheld-streams',
  version: 1,
  collections: [WITHHELD_STREAMS],
  handles: ['TaskCreated', 'TaskModified'],
  // The feed publishes only up to this projection's checkpoint: going on past a task made private
  // that it failed to record would publish what the private task says (docs/decisions.md, "Cartas
  // muertas de las proyecciones"). It stops, and the feed with it, until the event folds.
  onFailure: 'stop',
  async apply(event, store) {
    if (!isEventOf<PrivacyEvent>(event, ['TaskCreated', 'TaskModified'])) return;
    const madePrivate = event.type === 'TaskCreated' ? event.data.private : event.data.changes.private === true;
    if (!madePrivate) return;
    const withheld = store.collection<WithheldStream>(WITHHELD_STREAMS);
    // The first time counts: a task made public and private again stays withheld from the first.
    if (await withheld.get(event.stream)) return;
    await withheld.upsert({ _id: event.stream, since: event.position });
  },
};
