import useSWR from 'swr';
import { post } from '../../../lib/http';
import { refreshOn, sameUser } from '../../../lib/live';

export const USER_COMPANY_CAPABILITIES_PATH = '/user/getCapabilitiesByUserCompany';

const entryLive = refreshOn({ company_member: sameUser });

const fetchCapabilities = async ([path, userId, companyId]: readonly [string, string, string]) =>
  (await post<{ user_company: { capabilities: string[] } }>(path, { user_id: userId, company_id: companyId }))
    .user_company.capabilities;

/** The user's capabilities in one company (none when they are not in it); `null` company fetches nothing. */
export function useUserCompanyCapabilities(userId: string, companyId: string | null) {
  const { data, error } = useSWR(
    companyId ? ([USER_COMPANY_CAPABILITIES_PATH, userId, companyId] as const) : null,
    fetchCapabilities,
    { revalidateOnFocus: false, use: [entryLive] },
  );
  return { capabilities: data, error: error as Error | undefined };
}
