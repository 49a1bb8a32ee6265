import {
  COMPANIES,
  COMPANY_MEMBERS,
  type CompanyDocument,
  type CompanyMemberDocument,
} from '../../projections/organisation/companies.projection';
import type { UserCompany } from '../contracts/user-answers';
import type { ReadStore } from '../platform/read-store/read-store.port';
import { compareSpanish } from '../platform/read-store/spanish-collation';

/**
 * Each company entry of a user, by name: company_id, the company's id, name, logo and version (what
 * an edit of it sends back), and the capabilities there.
 */
export async function userCompanies(reads: ReadStore, userId: string): Promise<UserCompany[]> {
  const entries = await reads.collection<CompanyMemberDocument>(COMPANY_MEMBERS).find({ user_id: userId });
  const companies = reads.collection<CompanyDocument>(COMPANIES);
  const result: UserCompany[] = [];
  for (const entry of entries) {
    const company = await companies.get(entry.company_id);
    if (company) {
      result.push({
        company_id: entry.company_id,
        company: { id: company.id, name: company.name, logo: company.logo, version: company.version },
        capabilities: entry.capabilities,
      });
    }
  }
  return result.sort((a, b) => compareSpanish(a.company.name, b.company.name));
}
