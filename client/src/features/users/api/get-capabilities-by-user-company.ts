import useSWR from 'swr';
import { COMPANY_MEMBERS } from '../../../../../services/contracts/collections';
import { post } from '../../../lib/http';
import { revalidateOnChange, sameUser } from '../../../lib/live';

export const USER_COMPANY_CAPABILITIES_PATH = '/user/getCapabilitiesByUserCompany';

revalidateOnChange(COMPANY_MEMBERS, USER_COMPANY_CAPABILITIES_PATH, sameUser);

const fetchCapabilities = async ([path, userId, companyId]: readonly [string, string, string]) =>
  (await post<{ user_company: { capabilities: string[] } }>(path, { user_id: userId, company_id: companyId }))
    .user_company.capabilities;

/** The user's capabilities in one company (none when they are not in it); `null` company fetches nothing. */
export function useUserCompanyCapabilities(userId: string, companyId: string | null) {
  const { data, error } = useSWR(
    companyId ? ([USER_COMPANY_CAPABILITIES_PATH, userId, companyId] as const) : null,
    fetchCapabilities,
    { revalidateOnFocus: false },
  );
  return { capabilities: data, error: error as Error | undefined };
}
