import type { CompanyDocument } from '../../projections/organisation/companies.projection';

/** A company as the companies screen shows one: its profile without internals. */
export const publicCompany = ({ _id, ...company }: CompanyDocument) => company;
