import type { UserSummary } from '../../../lib/api/project-users';
import { post } from '../../../lib/http';

/** The user who owns an e-mail; refused with 404 when nobody does. */
export async function getUserByEmail(email: string): Promise<UserSummary> {
  const { user } = await post<{ user: UserSummary }>('/user/getUserByEmail', { email: email.trim() });
  return user;
}
