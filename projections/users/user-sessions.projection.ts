import { USER_SESSIONS } from '../../services/contracts/collections';
import { isEventOf, type StoredEvent } from '../../services/platform/event-store/event-store.port';
import type { ReadStore } from '../../services/platform/read-store/read-store.port';
import type { UserEvent } from '../../services/users/user.events';
import type { Projection } from '../runtime/projection';

/** The session version a user's sign-ins must carry since their password was last replaced. */
export interface UserSessionsDocument {
  _id: string;
  id: string;
  session_version: number;
  ended_at: string;
  [key: string]: unknown;
}

type SessionsEvent = Extract<UserEvent, { type: 'UserSessionsEnded' }>;
const SESSION_EVENTS: readonly SessionsEvent['type'][] = ['UserSessionsEnded'];

/**
 * Each change of this collection tells the live gateway of every API replica that a user's earlier
 * sessions ended, so that it closes their connections (services/platform/live/live.gateway.ts).
 */
export const userSessionsProjection: Projection = {
  name: 'user-sessions',
  version: 1,
  collections: [USER_SESSIONS],
  handles: SESSION_EVENTS,

  async apply(event: StoredEvent, store: ReadStore) {
    if (!isEventOf<SessionsEvent>(event, SESSION_EVENTS)) return;
    const { userId, sessionVersion } = event.data;
    await store.collection<UserSessionsDocument>(USER_SESSIONS).handOver({
      _id: userId,
      id: userId,
      session_version: sessionVersion,
      ended_at: event.metadata.occurredAt,
    });
  },
};
