import {
  ADDITIONAL_TABLE,
  type AdditionalTableRow,
  TABLE_ORDER,
  tableListKey,
} from '../../projections/additionals/additional-table.projection';
import { readablePaymentStatus } from '../../projections/additionals/payment-statuses.policy';
import {
  numberIn,
  PAYMENT_STATUSES,
  type PaymentStatusDocument,
} from '../../projections/additionals/payment-statuses.projection';
import { PROJECTS, type ProjectDocument } from '../../projections/organisation/projects.projection';
import { USERS, type UserDocument } from '../../projections/users/user-directory.projection';
import type { PaymentStatus, PaymentStatusTable, TableRow } from '../contracts/additional-answers';
import { CURRENCIES, centsNumber, progressFraction } from '../contracts/money';
import { projectFactsOf } from '../organisation/project-facts';
import type { ProjectFacts } from '../organisation/refusal';
import type { Actor } from '../platform/commands/actor';
import type { Filter, ReadStore } from '../platform/read-store/read-store.port';
import { ADDITIONAL_STATUS_TEXTS, type AdditionalStatus } from './additional.events';
import { mayRequestPaymentStatus, paymentStatusCan } from './payment-status.decider';
import { PAYMENT_STATUS_TEXTS } from './payment-status.events';

/**
 * One Estado de Pago as `actor` may read it (its detail, its as-of view, a command's answer). A
 * project the read model no longer holds takes no change, as a closed one.
 */
export async function readablePaymentStatusView(reads: ReadStore, actor: Actor, id: string): Promise<PaymentStatus> {
  const status = await readablePaymentStatus(reads, actor, id);
  const [project, names] = await Promise.all([
    reads.collection<ProjectDocument>(PROJECTS).get(status.project_id),
    namesIn(reads, [status]),
  ]);
  const facts = project ? projectFactsOf(project) : { projectId: status.project_id, closed: true };
  return paymentStatusView(status, { actor, project: facts, names });
}

/** Spec 9: 50 additionals a page, as the list. */
export const TABLE_PAGE = 50;
const ALL_STATUSES: readonly AdditionalStatus[] = [1, 2, 3, 4];

/** The names of the people the Estados de Pago show (requesters and every step's author), read once. */
export async function namesIn(reads: ReadStore, statuses: readonly PaymentStatusDocument[]) {
  const ids = new Set(statuses.flatMap((status) => [status.created_by, ...status.steps.map((step) => step.user_id)]));
  const users = await reads.collection<UserDocument>(USERS).find({ _id: { $in: [...ids] } });
  return new Map(users.map((user) => [user._id, user.name]));
}

/** Who reads Estados de Pago of one project, and the names of the people they show. */
export interface PaymentStatusReader {
  actor: Actor;
  project: ProjectFacts;
  names: ReadonlyMap<string, string>;
}

/**
 * An Estado de Pago as the API answers it (`payment_status`, the contract of issue 19) to `reader`;
 * its number is the one it has in `additionalId`'s row, by default in its first additional's.
 */
export function paymentStatusView(
  status: PaymentStatusDocument,
  { actor, project, names }: PaymentStatusReader,
  additionalId = status.additional_ids[0] ?? '',
): PaymentStatus {
  return {
    id: status.id,
    number: numberIn(status, additionalId),
    project_id: status.project_id,
    additional_ids: status.additional_ids,
    status: status.status,
    statustext: PAYMENT_STATUS_TEXTS[status.status],
    progress: progressFraction(status.progress),
    amount: centsNumber(status.amount),
    base: centsNumber(status.base),
    currency_id: status.currency_id,
    description: status.description,
    created_at: status.created_at,
    created_by_user: { id: status.created_by, name: names.get(status.created_by) ?? '' },
    interactions: status.steps.map((step) => ({
      id: step.id,
      kind: step.kind,
      created_by_user: { name: names.get(step.user_id) ?? '' },
      updated_at: step.at,
      description: step.description,
      progress: progressFraction(step.progress),
      amount: centsNumber(step.amount),
    })),
    /** Its stream revision: what 'Modificar' sends back as `expected_version`. */
    version: status.version,
    can: paymentStatusCan(actor, project, status.status),
  };
}

/** The Estados de Pago over one additional, numbered and ordered as its row of the table shows them. */
export async function additionalPaymentStatuses(
  reads: ReadStore,
  reader: Omit<PaymentStatusReader, 'names'>,
  additionalId: string,
): Promise<PaymentStatus[]> {
  const statuses = await reads
    .collection<PaymentStatusDocument>(PAYMENT_STATUSES)
    .find({ additional_ids: additionalId });
  const names = await namesIn(reads, statuses);
  return statuses
    .map((status) => paymentStatusView(status, { ...reader, names }, additionalId))
    .sort((a, b) => a.number - b.number);
}

/** One additional as a row of the informative table shows it (spec 2), for `reader` in its project. */
export function tableRowView(row: AdditionalTableRow, reader: Actor, project: ProjectFacts): TableRow {
  const seen = row.seen_by[reader.id];
  const revision = row.last_revision;
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    status: row.status,
    statustext: ADDITIONAL_STATUS_TEXTS[row.status],
    seen_by_me: seen ? { seen_status: seen.status } : null,
    prev_seen_by_me: seen && seen.prev !== null ? { seen_status: seen.prev } : null,
    last_revision: {
      id: revision.id,
      revision: revision.revision,
      total_requested: centsNumber(revision.total_requested),
      currency_id: revision.currency_id,
      currency_info: { code: CURRENCIES[revision.currency_id] },
      created_at: revision.created_at,
    },
    approved_status: row.status === 2,
    approved_status_change: row.accepted_at ? { created_at: row.accepted_at } : null,
    // Approved Estados de Pago only; progress beyond 100 % shows as full (docs/decisions.md).
    total_progress: Math.min(1, progressFraction(row.approved_progress)),
    total_amount: centsNumber(row.approved_amount),
    created_at: row.created_at,
    can: { request_payment_status: mayRequestPaymentStatus(reader, project, row.status) },
  };
}

/**
 * The informative table (`/additionals/listPaymentStatus`): the project's additionals of the
 * chosen statuses (all four by default), by number descending, 50 a page, and each row's Estados
 * de Pago oldest first (`agps`). The caller has checked view_additionals.
 */
export async function paymentStatusTable(
  reads: ReadStore,
  reader: Actor,
  project: ProjectFacts,
  query: { page?: number; statuses?: readonly AdditionalStatus[] },
): Promise<PaymentStatusTable> {
  const statuses = query.statuses?.length ? [...new Set(query.statuses)] : ALL_STATUSES;
  // Every status (the default) is the whole project: one index set, counted by its size.
  const filter: Filter =
    statuses.length === ALL_STATUSES.length
      ? { project_id: project.projectId }
      : { list_key: { $in: statuses.map((status) => tableListKey(project.projectId, status)) } };
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const table = reads.collection<AdditionalTableRow>(ADDITIONAL_TABLE);
  const [total, rows] = await Promise.all([
    table.count(filter),
    table.find(filter, { sort: TABLE_ORDER, skip: (page - 1) * TABLE_PAGE, limit: TABLE_PAGE }),
  ]);
  const ids = rows.flatMap((row) => row.payment_status_ids);
  const found = ids.length
    ? await reads.collection<PaymentStatusDocument>(PAYMENT_STATUSES).find({ _id: { $in: ids } })
    : [];
  const byId = new Map(found.map((status) => [status._id, status]));
  const names = await namesIn(reads, found);
  const agps: Record<string, PaymentStatus[]> = {};
  for (const row of rows) {
    agps[row.id] = row.payment_status_ids.flatMap((id) => {
      const status = byId.get(id);
      return status ? [paymentStatusView(status, { actor: reader, project, names }, row.id)] : [];
    });
  }
  return { additional: rows.map((row) => tableRowView(row, reader, project)), agps, total_additional: total };
}
