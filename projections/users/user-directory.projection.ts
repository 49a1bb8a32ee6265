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

/** What sign-in needs: never sent to a client. */
export interface CredentialDocument {
  _id: string;
  user_id: string;
  password_hash: string | null;
  [key: string]: unknown;
}

export const USERS = 'users';
export const USER_CREDENTIALS = 'user_credentials';
/** Issued one-time tokens by hash, so a link's token finds its user; never sent to a client. */
export const PASSWORD_TOKENS = 'password_tokens';

export interface PasswordTokenDocument {
  _id: string;
  user_id: string;
  purpose: 'reset' | 'invitation';
  expires_at: string;
  used: boolean;
  [key: string]: unknown;
}

const USER_EVENTS: readonly UserEvent['type'][] = [
  'UserCreated',
  'UserPasswordSet',
  'UserProfileUpdated',
  'PasswordTokenIssued',
  'PasswordTokenUsed',
];

export const userDirectoryProjection: Projection = {
  name: 'user-directory',
  version: 2,
  collections: [USERS, USER_CREDENTIALS, PASSWORD_TOKENS],
  handles: USER_EVENTS,

  async setup(store: ReadStore) {
    await store.collection(USERS).ensureIndex(['email']);
    await store.collection(USER_CREDENTIALS).ensureIndex(['user_id']);
    await store.collection(PASSWORD_TOKENS).ensureIndex(['user_id']);
  },

  async apply(event: StoredEvent, store: ReadStore) {
    if (!isEventOf<UserEvent>(event, USER_EVENTS)) return;
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
        await store
          .collection<CredentialDocument>(USER_CREDENTIALS)
          .upsert({ _id: email, user_id: userId, password_hash: null });
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
      case 'PasswordTokenIssued': {
        const { userId, purpose, tokenHash, expiresAt } = event.data;
        // A newer token replaces the user's earlier ones.
        await store.collection(PASSWORD_TOKENS).deleteMany({ user_id: userId });
        await store
          .collection<PasswordTokenDocument>(PASSWORD_TOKENS)
          .upsert({ _id: tokenHash, user_id: userId, purpose, expires_at: expiresAt, used: false });
        return;
      }
      case 'PasswordTokenUsed':
        await store.collection(PASSWORD_TOKENS).update(event.data.tokenHash, { $set: { used: true } });
        return;
      case 'UserPasswordSet': {
        const [credential] = await store
          .collection<CredentialDocument>(USER_CREDENTIALS)
          .find({ user_id: event.data.userId }, { limit: 1 });
        if (credential) {
          await store
            .collection(USER_CREDENTIALS)
            .update(credential._id, { $set: { password_hash: event.data.passwordHash } });
        }
        return;
      }
    }
  },
};
