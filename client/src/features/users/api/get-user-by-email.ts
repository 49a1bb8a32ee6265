import type { UserProfile } from '../../../../../services/contracts/user-answers';
import { post } from '../../../lib/http';

/**
 * The user who owns an e-mail, refused with 404 when nobody does. Who it is (id, name, e-mail)
 * for whoever may look users up; the profile (`info`) only for those who manage one of the user's
 * companies.
 */
export type LookedUpUser = Pick<UserProfile, 'id' | 'name' | 'email'> & Partial<Pick<UserProfile, 'info'>>;

export async function getUserByEmail(email: string): Promise<LookedUpUser> {
  const { user } = await post<{ user: LookedUpUser }>('/user/getUserByEmail', { email: email.trim() });
  return user;
}
