import {
  ADDITIONAL_TABLE,
  type AdditionalTableRow,
  TABLE_ORDER,
  tableListKey,
} from '../../projections/additionals/additional-table.projection';
import {
  numberIn,
  PAYMENT_STATUSES,
  type PaymentStatusDocument,
} from '../../projections/additionals/payment-statuses.projection';
import { USERS, type UserDocument } from '../../projections/users/user-directory.projection';
import type { PaymentStatus, PaymentStatusTable, TableRow } from '../contracts/additional-answers';
import { CURRENCIES, centsNumber, progressFraction } from '../contracts/money';
import type { Filter, ReadStore } from '../platform/read-store/read-store.port';
import { ADDITIONAL_STATUS_TEXTS, type AdditionalStatus } from './additional.events';
import { PAYMENT_STATUS_TEXTS } from './payment-status.events';

/** Spec 9: 50 additionals a page, as the list. */
export const TABLE_PAGE = 50;
const ALL_STATUSES: readonly AdditionalStatus[] = [1, 2, 3, 4];

/** The names of the people the Estados de Pago show (requesters and every step's author), read once. */
export async function namesIn(reads: ReadStore, statuses: readonly PaymentStatusDocument[]) {
  const ids = new Set(statuses.flatMap((status) => [status.created_by, ...status.steps.map((step) => step.user_id)]));
  const users = await reads.collection<UserDocument>(USERS).find({ _id: { $in: [...ids] } });
  return new Map(users.map((user) => [user._id, user.name]));
}

/**
 * An Estado de Pago as the API answers it (`payment_status`, the contract of issue 19); its number
 * is the one it has in `additionalId`'s row, by default in its first additional's.
 */
export function paymentStatusView(
  status: PaymentStatusDocument,
  names: ReadonlyMap<string, string>,
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
  };
}

/** The Estados de Pago over one additional, numbered and ordered as its row of the table shows them. */
export async function additionalPaymentStatuses(reads: ReadStore, additionalId: string): Promise<PaymentStatus[]> {
  const statuses = await reads
    .collection<PaymentStatusDocument>(PAYMENT_STATUSES)
    .find({ additional_ids: additionalId });
  const names = await namesIn(reads, statuses);
  return statuses.map((status) => paymentStatusView(status, names, additionalId)).sort((a, b) => a.number - b.number);
}

/** One additional as a row of the informative table shows it (spec 2), for `readerId`. */
export function tableRowView(row: AdditionalTableRow, readerId: string): TableRow {
  const seen = row.seen_by[readerId];
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
  };
}

/**
 * The informative table (`/additionals/listPaymentStatus`): the project's additionals of the
 * chosen statuses (all four by default), by number descending, 50 a page, and each row's Estados
 * de Pago oldest first (`agps`). The caller has checked view_additionals.
 */
export async function paymentStatusTable(
  reads: ReadStore,
  readerId: string,
  query: { projectId: string; page?: number; statuses?: readonly AdditionalStatus[] },
): Promise<PaymentStatusTable> {
  const statuses = query.statuses?.length ? [...new Set(query.statuses)] : ALL_STATUSES;
  // Every status (the default) is the whole project: one index set, counted by its size.
  const filter: Filter =
    statuses.length === ALL_STATUSES.length
      ? { project_id: query.projectId }
      : { list_key: { $in: statuses.map((status) => tableListKey(query.projectId, status)) } };
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
      return status ? [paymentStatusView(status, names, row.id)] : [];
    });
  }
  return { additional: rows.map((row) => tableRowView(row, readerId)), agps, total_additional: total };
}
