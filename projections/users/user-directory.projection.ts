import { USERS } from '../../services/contracts/collections';
import { isEventOf, type StoredEvent } from '../../services/platform/event-store/event-store.port';
import type { ReadStore } from '../../services/platform/read-store/read-store.port';
import type { UserEvent } from '../../services/users/user.decider';
import type { Projection } from '../runtime/projection';

/** What lists and `/user/details` show of a user. */
export interface UserDocument {
  _id: string;
  id: string;
  name: string;
  email: string;
  info: { phone: string; address: string; avatar: string | null; default_job: number };
  created_at: string;
  [key: string]: unknown;
}

// Named once in services/contracts, for the live gateway and the client too.
export { USERS };

type DirectoryEvent = Extract<UserEvent, { type: 'UserCreated' | 'UserProfileUpdated' }>;
const USER_EVENTS: readonly DirectoryEvent['type'][] = ['UserCreated', 'UserProfileUpdated'];

export const userDirectoryProjection: Projection = {
  name: 'user-directory',
  // 3: credentials left the read models for the credential store (services/platform/credentials).
  version: 3,
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
        await store.collection<UserDocument>(USERS).upsert({
          _id: userId,
          id: userId,
          name,
          email,
          // Events from before avatars existed carry none.
          info: { phone, address, avatar: avatar ?? null, default_job: defaultJob },
          created_at: event.metadata.occurredAt,
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
          },
        });
        return;
      }
    }
  },
};
