import type { Stored } from '../../services/platform/event-store/event-store.port';
import type { ReadStore } from '../../services/platform/read-store/read-store.port';
import type { UserEvent } from '../../services/users/user.events';

export type UserNameEvent = Extract<UserEvent, { type: 'UserCreated' | 'UserProfileUpdated' }>;
export const USER_NAME_EVENTS: readonly UserNameEvent['type'][] = ['UserCreated', 'UserProfileUpdated'];

interface UserNameDocument {
  _id: string;
  /** Absent until the user is created: a profile update of an unknown user names nobody. */
  name?: string;
  /** The projection's documents refer to the user (`mark`): only then may a rename touch them. */
  referred?: true;
  [key: string]: unknown;
}

/**
 * A projection's own copy of every user's name, in a collection of its own (`collection`), so it
 * names people without reading the user directory: it rebuilds alone, in any order.
 */
export function userNames(collection: string) {
  const names = (store: ReadStore) => store.collection<UserNameDocument>(collection);
  return {
    collection,
    /** As the directory folds them: answers whether the projection's documents refer to the user. */
    async fold(event: Stored<UserNameEvent>, store: ReadStore): Promise<boolean> {
      const { userId, name } = event.data;
      const users = names(store);
      const known = await users.getShared(userId);
      if (event.type === 'UserCreated') await users.handOver({ ...known, _id: userId, name });
      else if (known?.name !== undefined && known.name !== name) await users.update(userId, { $set: { name } });
      return known?.referred === true;
    },
    async name(store: ReadStore, userId: string): Promise<string> {
      return (await names(store).getShared(userId))?.name ?? '';
    },
    /** The projection's documents now refer to the user: their renames must reach them. Answers the name, read once. */
    async mark(store: ReadStore, userId: string): Promise<string> {
      const users = names(store);
      const known = await users.getShared(userId);
      if (!known?.referred) await users.handOver({ ...known, _id: userId, referred: true });
      return known?.name ?? '';
    },
  };
}
