import { USER_DETAILS_PATH } from '../../../lib/api/user-details';
import { toFormData } from '../../../lib/form-data';
import { post } from '../../../lib/http';
import { revalidatePaths } from '../../../lib/live';

export interface NewCompany {
  name: string;
  description: string;
  logo: File | null;
  url: string;
}

interface CreatedCompany {
  id: string;
  name: string;
}

/**
 * Creates the company (spec 2.14); its creator joins it with every company capability. The
 * user's details are refetched before this resolves, so the company is already among the ones a
 * form can select when the caller hears of it. The same command id sent again creates nothing twice.
 */
export async function createCompany(
  { name, description, logo, url }: NewCompany,
  commandId: string,
): Promise<CreatedCompany> {
  const body = toFormData({ name, description, logo, url });
  const { company: created } = await post<{ company: CreatedCompany }>('/company/create', body, { commandId });
  await revalidatePaths([USER_DETAILS_PATH]);
  return created;
}
