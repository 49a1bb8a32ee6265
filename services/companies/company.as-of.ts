import {
  COMPANIES,
  type CompanyDocument,
  companiesProjection,
} from '../../projections/organisation/companies.projection';
import { notFound } from '../platform/domain-error';
import type { AsOfDeclaration } from '../platform/read-store/as-of-declaration';
import { publicCompany } from './company-view';

/** A company's profile as it stood, as the companies screen shows one (who may ask is the history's rule). */
export const companyAsOf: AsOfDeclaration = {
  projections: [companiesProjection],
  detail: async (reads, _reader, id) => {
    const company = await reads.collection<CompanyDocument>(COMPANIES).get(id);
    if (!company) throw notFound('La empresa no existe.');
    return publicCompany(company);
  },
};
