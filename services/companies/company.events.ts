import type { CompanyCapability } from '../contracts/capabilities';

/** What happens to a company, one stream per company: the contract between its decider and the read models. */

export interface CompanyProfile {
  name: string;
  description: string;
  /** Blob key of the logo, or null. */
  logo: string | null;
  url: string | null;
}

export type CompanyEvent =
  | { type: 'CompanyCreated'; data: { companyId: string } & CompanyProfile }
  | { type: 'CompanyUpdated'; data: { companyId: string } & CompanyProfile }
  | { type: 'CompanyMemberJoined'; data: { companyId: string; userId: string } }
  | {
      type: 'CompanyMemberCapabilitiesSet';
      data: { companyId: string; userId: string; capabilities: CompanyCapability[] };
    };
