import useSWR from 'swr';
import { COMPANY_MEMBERS } from '../../../../../services/contracts/collections';
import type { UserCompany } from '../../../lib/api/user-details';
import { post } from '../../../lib/http';
import { revalidateOnChange, sameUser } from '../../../lib/live';

export const USER_COMPANIES_PATH = '/company/getCompaniesByUserID';

revalidateOnChange(COMPANY_MEMBERS, USER_COMPANIES_PATH, sameUser);

const fetchUserCompanies = async ([path, userId]: readonly [string, string]) =>
  (await post<{ companies: UserCompany[] }>(path, { user_id: userId })).companies;

/** The companies another user belongs to. */
export function useUserCompanies(userId: string) {
  const { data, error } = useSWR([USER_COMPANIES_PATH, userId] as const, fetchUserCompanies, {
    revalidateOnFocus: false,
  });
  return { companies: data, error: error as Error | undefined };
}
