import { useMemo } from 'react';
import { COMPANY_CAPABILITIES, type CompanyCapability } from '../../../services/contracts/capabilities';
import type { UserCompany, UserDetails } from '../../../services/contracts/user-answers';
import { useUserDetails } from './api/user-details';

export type { CompanyCapability };

/** Spec 1: administrators are users whose default job is 1 or 8; they hold every capability. */
const ADMINISTRATOR_JOBS: ReadonlySet<number> = new Set([1, 8]);

export const isAdministratorJob = (jobTypeId: number): boolean => ADMINISTRATOR_JOBS.has(jobTypeId);

export const isAdministrator = (user: UserDetails | undefined): boolean =>
  Boolean(user && isAdministratorJob(user.info.default_job));

export interface CompanyAccess {
  /** False until the user's details have loaded. */
  loaded: boolean;
  isAdministrator: boolean;
  /** Whether the user holds `capability` in the company (the server checks again). */
  can(companyId: string, capability: CompanyCapability): boolean;
  /** Whether some company grants `capability` (an administrator's always does). */
  canAnywhere(capability: CompanyCapability): boolean;
  /** The user's companies that grant `capability`; an administrator gets all of theirs. */
  companiesWith(capability: CompanyCapability): UserCompany[];
  /** Every capability the user holds in the company (an administrator holds them all). */
  capabilitiesIn(companyId: string): readonly CompanyCapability[];
}

export function companyAccess(user: UserDetails | undefined): CompanyAccess {
  const administrator = isAdministrator(user);
  const companies = user?.companies ?? [];
  const grants = (entry: UserCompany, capability: CompanyCapability) =>
    administrator || entry.capabilities.includes(capability);
  const can = (companyId: string, capability: CompanyCapability) =>
    administrator || companies.some((entry) => entry.company_id === companyId && grants(entry, capability));
  return {
    loaded: user !== undefined,
    isAdministrator: administrator,
    can,
    canAnywhere: (capability) => administrator || companies.some((entry) => grants(entry, capability)),
    companiesWith: (capability) => companies.filter((entry) => grants(entry, capability)),
    capabilitiesIn: (companyId) => COMPANY_CAPABILITIES.filter((capability) => can(companyId, capability)),
  };
}

/** What the signed-in user may do in each of their companies, read from their details. */
export function useCompanyAccess(): CompanyAccess {
  const { user } = useUserDetails();
  return useMemo(() => companyAccess(user), [user]);
}
