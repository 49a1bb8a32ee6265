import useSWR from 'swr';
import type { UserDetails } from '../../../../services/contracts/user-answers';
import { USER_DETAILS_PATH } from '../first-read-requests';
import { post } from '../http';
import { aboutMe, refreshOn } from '../live';
import { preloadableRead } from '../preload-answer';

interface UserDetailsResponse {
  code: 200;
  user: UserDetails;
}

export { USER_DETAILS_PATH };
export const userDetailsKey = [USER_DETAILS_PATH] as const;

// The signed-in user's profile and company capabilities, with their companies' names and logos.
const userDetailsLive = refreshOn({ user: aboutMe, company_member: aboutMe, company: true });

export async function fetchUserDetails(): Promise<UserDetails> {
  const { user } = await post<UserDetailsResponse>(USER_DETAILS_PATH);
  return user;
}

const userDetailsRead = preloadableRead(fetchUserDetails);

/** Starts reading the signed-in user before the first render; `useUserDetails` takes the answer over. */
export const preloadUserDetails = (): Promise<void> => userDetailsRead.preload(userDetailsKey);

/** The signed-in user, shared by the shell and every screen that needs it. */
export function useUserDetails() {
  const { data, error, isLoading } = useSWR(userDetailsKey, userDetailsRead.fetch, { use: [userDetailsLive] });
  return { user: data, error: error as Error | undefined, isLoading };
}
