import { companiesProjection } from '../../projections/organisation/companies.projection';
import { COMPANIES } from '../contracts/collections';
import { forbidden, notFound } from '../platform/domain-error';
import type { FeatureManifest } from '../platform/feature-manifest';
import { companyAsOf } from './company.as-of';
import { companyAggregate } from './company.decider';
import { companyHistory } from './company.history';

/** A company's past is for whoever may edit it. */
export const companyManifest: FeatureManifest = {
  type: 'company',
  aggregate: companyAggregate,
  readable: async (reads, actor, id) => {
    if (!actor.canInCompany('edit_company', id)) throw forbidden();
    if (!(await reads.collection(COMPANIES).get(id))) throw notFound('La empresa no existe.');
    return null;
  },
  history: companyHistory,
  asOf: companyAsOf,
  projections: [companiesProjection],
};
