import type { UserSummary } from '../../../lib/api/project-users';
import { toFormData } from '../../../lib/form-data';
import { post } from '../../../lib/http';
import { refreshUserQueries } from './refresh-user-queries';

export interface UserChanges {
  userId: string;
  name: string;
  phone: string;
  address: string;
  /** A new picture, or null to keep the current one. */
  avatar: File | null;
}

/** Name, phone, address and picture of a user; the e-mail never changes. */
export async function updateUser(changes: UserChanges, commandId: string): Promise<UserSummary> {
  const body = toFormData({
    user_id: changes.userId,
    name: changes.name,
    phone: changes.phone,
    address: changes.address,
    avatar: changes.avatar,
  });
  const { user } = await post<{ user: UserSummary }>('/user/update', body, { commandId });
  await refreshUserQueries();
  return user;
}
