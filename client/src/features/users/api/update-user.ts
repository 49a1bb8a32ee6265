import type { UserProfile } from '../../../../../services/contracts/user-answers';
import { toFormData } from '../../../lib/form-data';
import { post } from '../../../lib/http';
import type { ProfileValues } from '../user-validation';
import { refreshUserQueries } from './refresh-user-queries';

/**
 * The profile fields the person changed (name, phone, address, a new picture; a field left out
 * stays as it is) on the version the form was opened on: a field someone else changed since is
 * refused (409 edit.conflict, lib/edit-conflict.ts). The e-mail never changes.
 */
export async function updateUser(
  userId: string,
  changes: Partial<ProfileValues>,
  expectedVersion: number,
  commandId: string,
): Promise<UserProfile> {
  const body = toFormData({ user_id: userId, ...changes, expected_version: expectedVersion });
  const { user } = await post<{ user: UserProfile }>('/user/update', body, { commandId });
  await refreshUserQueries();
  return user;
}
