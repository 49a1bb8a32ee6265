import { isEventOf, type StoredEvent } from '../../services/platform/event-store/event-store.port';
import type { ReadStore } from '../../services/platform/read-store/read-store.port';
import type { MembershipEvent } from '../../services/projects/membership.events';
import type { Projection } from '../runtime/projection';

/**
 * Every membership stream a project ever had, removed members' included: a project's 'Historial'
 * reads them beside the project's own stream without scanning the log (docs/decisions.md, "Historial").
 * The server's own: not pushed to clients.
 */
export const MEMBERSHIP_STREAMS = 'membership_streams';

export interface MembershipStreamDocument {
  /** The stream, `membership-<project>:<user>`. */
  _id: string;
  project_id: string;
  [key: string]: unknown;
}

type Joined = Extract<MembershipEvent, { type: 'ProjectMemberAdded' | 'ProjectMemberImported' }>;
const JOINED: readonly Joined['type'][] = ['ProjectMemberAdded', 'ProjectMemberImported'];

export const membershipStreamsProjection: Projection = {
  name: 'membership-streams',
  version: 1,
  collections: [MEMBERSHIP_STREAMS],
  handles: JOINED,

  async setup(store: ReadStore) {
    await store.collection(MEMBERSHIP_STREAMS).ensureIndex(['project_id']);
  },

  async apply(event: StoredEvent, store: ReadStore) {
    // Memberships recorded in project streams before they had their own were carried over (imported).
    if (!isEventOf<Joined>(event, JOINED) || !event.stream.startsWith('membership-')) return;
    await store
      .collection<MembershipStreamDocument>(MEMBERSHIP_STREAMS)
      .handOver({ _id: event.stream, project_id: event.data.projectId });
  },
};
