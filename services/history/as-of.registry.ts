import { allProjections } from '../../projections/registry';
import { additionalAsOf } from '../additionals/additional.as-of';
import { paymentStatusAsOf } from '../additionals/payment-status.as-of';
import { companyAsOf } from '../companies/company.as-of';
import type { HistoryItemType } from '../contracts/history-items';
import type { FileLinks } from '../files/file-links';
import type { AsOfDeclaration, PastReader } from '../platform/read-store/as-of-declaration';
import { projectAsOf } from '../projects/project.as-of';
import { rdiAsOf } from '../rdi/rdi.as-of';
import { taskAsOf } from '../tasks/task.as-of';
import { userAsOf } from '../users/user.as-of';

/** Who reads a past detail: the details that list files sign their links for the reader. */
export type HistoryReader = PastReader & { links: FileLinks };

/** How each item type reads on a past date, declared beside its feature. */
const DECLARED: Record<HistoryItemType, AsOfDeclaration<HistoryReader>> = {
  project: projectAsOf,
  user: userAsOf,
  company: companyAsOf,
  task: taskAsOf,
  rdi: rdiAsOf,
  additional: additionalAsOf,
  payment_status: paymentStatusAsOf,
};

/** A declaration with its projections in the live engine's order, and the collections they own. */
export interface AsOfPlan extends AsOfDeclaration<HistoryReader> {
  owned: ReadonlySet<string>;
}

const plan = (declaration: AsOfDeclaration<HistoryReader>): AsOfPlan => ({
  ...declaration,
  // The engine's order, as the live read models were folded (no projection reads another's).
  projections: allProjections.filter((projection) => declaration.projections.includes(projection)),
  owned: new Set(declaration.projections.flatMap((projection) => projection.collections)),
});

export const AS_OF_PLANS = Object.fromEntries(
  Object.entries(DECLARED).map(([type, declaration]) => [type, plan(declaration)]),
) as Record<HistoryItemType, AsOfPlan>;
