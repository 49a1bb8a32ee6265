import { post } from '../../../lib/http';
import { refreshUserQueries } from './refresh-user-queries';

/** Sets the user's capabilities in a company; a user not in it joins it (spec 4). */
export async function setUserCompanyCapabilities(
  userId: string,
  companyId: string,
  capabilities: readonly string[],
  commandId: string,
): Promise<void> {
  await post(
    '/user/setCapabilitiesByUserCompany',
    { user_id: userId, company_id: companyId, capabilities },
    { commandId },
  );
  await refreshUserQueries();
}
