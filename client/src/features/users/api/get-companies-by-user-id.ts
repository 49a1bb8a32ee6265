import useSWR from 'swr';
import type { UserCompany } from '../../../../../services/contracts/user-answers';
import { post } from '../../../lib/http';
import { refreshOn, sameUser } from '../../../lib/live';

export const USER_COMPANIES_PATH = '/company/getCompaniesByUserID';

const theirCompaniesLive = refreshOn({ company_member: sameUser });

const fetchUserCompanies = async ([path, userId]: readonly [string, string]) =>
  (await post<{ companies: UserCompany[] }>(path, { user_id: userId })).companies;

/** The companies another user belongs to. */
export function useUserCompanies(userId: string) {
  const { data, error } = useSWR([USER_COMPANIES_PATH, userId] as const, fetchUserCompanies, {
    revalidateOnFocus: false,
    use: [theirCompaniesLive],
  });
  return { companies: data, error: error as Error | undefined };
}
