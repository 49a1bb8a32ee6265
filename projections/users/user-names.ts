import type { Stored } from '../../services/platform/event-store/event-store.port';
import type { ReadStore } from '../../services/platform/read-store/read-store.port';
import type { UserEvent } from '../../services/users/user.decider';

export type UserNameEvent = Extract<UserEvent, { type: 'UserCreated' | 'UserProfileUpdated' }>;
export const USER_NAME_EVENTS: readonly UserNameEvent['type'][] = ['UserCreated', 'UserProfileUpdated'];

interface UserNameDocument {
  _id: string;
  name: string;
  [key: string]: unknown;
}

/**
 * A projection's own copy of every user's name, in a collection of its own (`collection`), so it
 * names people without reading the user directory: it rebuilds alone, in any order.
 */
export function userNames(collection: string) {
  return {
    collection,
    /** As the directory folds them: a profile update of an unknown user names nobody. */
    async fold(event: Stored<UserNameEvent>, store: ReadStore): Promise<void> {
      const { userId, name } = event.data;
      const names = store.collection<UserNameDocument>(collection);
      if (event.type === 'UserCreated') await names.upsert({ _id: userId, name });
      else await names.update(userId, { $set: { name } });
    },
    async name(store: ReadStore, userId: string): Promise<string> {
      return (await store.collection<UserNameDocument>(collection).get(userId))?.name ?? '';
    },
  };
}
