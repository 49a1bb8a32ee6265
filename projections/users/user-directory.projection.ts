import { USERS } from '../../services/contracts/collections';
import { isEventOf, type StoredEvent } from '../../services/platform/event-store/event-store.port';
import type { ReadStore } from '../../services/platform/read-store/read-store.port';
import type { UserEvent } from '../../services/users/user.events';
import type { Projection } from '../runtime/projection';

/** What lists and `/user/details` show of a user. */
export interface UserDocument {
  _id: string;
  id: string;
  name: string;
  email: string;
  info: { phone: string; address: string; avatar: string | null; default_job: number };
  created_at: string;
  /** The user's stream revision: what an edit sends back as `expected_version` (edit-conflict.ts). */
  version: number;
  [key: string]: unknown;
}

// Named once in services/contracts, for the live gateway and the client too.
export { USERS };

type DirectoryEvent = UserEvent;
/** A profile's events, and the password ones, which only move the user's version. */
const USER_EVENTS: readonly DirectoryEvent['type'][] = [
  'UserCreated',
  'UserProfileUpdated',
  'UserPasswordSet',
  'PasswordTokenIssued',
  'PasswordTokenUsed',
];

export const userDirectoryProjection: Projection = {
  name: 'user-directory',
  // 3: credentials left the read models for the credential store (services/platform/credentials).
  // 4: a user's version.
  version: 4,
  collections: [USERS],
  handles: USER_EVENTS,

  async setup(store: ReadStore) {
    await store.collection(USERS).ensureIndex(['email']);
  },

  async apply(event: StoredEvent, store: ReadStore) {
    if (!isEventOf<DirectoryEvent>(event, USER_EVENTS)) return;
    switch (event.type) {
      case 'UserCreated': {
        const { userId, name, email, phone, address, defaultJob, avatar } = event.data;
        await store.collection<UserDocument>(USERS).handOver({
          _id: userId,
          id: userId,
          name,
          email,
          // Events from before avatars existed carry none.
          info: { phone, address, avatar: avatar ?? null, default_job: defaultJob },
          created_at: event.metadata.occurredAt,
          version: event.revision,
        });
        return;
      }
      case 'UserProfileUpdated': {
        const { userId, name, phone, address, defaultJob, avatar } = event.data;
        await store.collection(USERS).update(userId, {
          $set: {
            name,
            'info.phone': phone,
            'info.address': address,
            'info.default_job': defaultJob,
            'info.avatar': avatar ?? null,
            version: event.revision,
          },
        });
        return;
      }
      default:
        await store.collection(USERS).update(event.data.userId, { $set: { version: event.revision } });
        return;
    }
  },
};
