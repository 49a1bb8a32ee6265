import type { AdditionalEvent, AdditionalStatus } from '../../services/additionals/additional.events';
import { addCents, splitCents } from '../../services/additionals/money';
import type { PaymentStatusEvent } from '../../services/additionals/payment-status.events';
import { ADDITIONAL_TABLE } from '../../services/contracts/collections';
import { type BasisPoints, type Cents, type CurrencyId } from '../../services/contracts/money';
import type { SeenStatus } from '../../services/items/item.events';
import { isEventOf, type StoredEvent } from '../../services/platform/event-store/event-store.port';
import type { ReadStore } from '../../services/platform/read-store/read-store.port';
import type { Projection } from '../runtime/projection';

export { ADDITIONAL_TABLE };

/** The newest revision as the table's "current amount" and "last revision date" read it. */
export interface TableRevision {
  id: string;
  revision: number;
  currency_id: CurrencyId;
  total_requested: Cents;
  created_at: string;
}

/**
 * One additional as the informative table shows it (spec 2, 'Informative table'), and the facts
 * an Estado de Pago's creation reads of each additional it covers (status, currency, current
 * total requested, project): one document per additional, by its id; deleted ones are removed.
 */
export interface AdditionalTableRow {
  _id: string;
  id: string;
  project_id: string;
  number: number;
  title: string;
  created_by: string;
  created_at: string;
  status: AdditionalStatus;
  last_revision: TableRevision;
  /** When it was accepted (status 2): the agreement date, `approved_status_change`. */
  accepted_at: string | null;
  seen_by: Record<string, { status: SeenStatus; prev: SeenStatus | null }>;
  /** Its Estados de Pago, oldest first: the table's columns 'Estado de Pago 1..n'. */
  payment_status_ids: string[];
  /**
   * Beside each of `payment_status_ids`, this additional's weight in it (its total requested when
   * it was created) and its place among the covered additionals: an approved amount is shared by
   * these. A list, not a record keyed by id: see `docs/performance.md` (ids as keys).
   */
  payment_weights: Array<{ weight: Cents; rank: number }>;
  /** Approved Estados de Pago only (docs/decisions.md): progress summed, this additional's share of the amounts. */
  approved_progress: BasisPoints;
  approved_amount: Cents;
  /** `<project>:<status>`: the table reads a page of the chosen statuses from this index. */
  list_key: string;
  /** Zero-padded number: the table's order (number descending). */
  number_key: string;
  [key: string]: unknown;
}

export const tableListKey = (projectId: string, status: number) => `${projectId}:${status}`;
export const TABLE_ORDER = { number_key: -1 } as const;
const pad = (n: number) => String(n).padStart(10, '0');

function createdRow(event: Extract<AdditionalEvent, { type: 'AdditionalCreated' }>, at: string): AdditionalTableRow {
  const d = event.data;
  const first = d.firstRevision;
  return {
    _id: d.additionalId,
    id: d.additionalId,
    project_id: d.projectId,
    number: d.number,
    title: d.title,
    created_by: d.createdBy.userId,
    created_at: at,
    status: 1,
    last_revision: {
      id: first.revisionId,
      revision: first.revision,
      currency_id: first.currencyId,
      total_requested: first.totalRequested,
      created_at: at,
    },
    accepted_at: null,
    seen_by: {},
    payment_status_ids: [],
    payment_weights: [],
    approved_progress: 0,
    approved_amount: 0,
    list_key: tableListKey(d.projectId, 1),
    number_key: pad(d.number),
  };
}

/** The status an additional event leaves, and when it became accepted. */
function withStatus(row: AdditionalTableRow, status: AdditionalStatus, at: string): AdditionalTableRow {
  const acceptedAt = status === 2 ? (row.status === 2 ? row.accepted_at : at) : null;
  return { ...row, status, accepted_at: acceptedAt, list_key: tableListKey(row.project_id, status) };
}

type Changed = Extract<
  AdditionalEvent,
  { type: 'AdditionalRevisionAdded' | 'AdditionalStatusChanged' | 'AdditionalSeenStatusSet' }
>;

/** The row after one event of its additional; `at` is the event's time. */
function nextRow(row: AdditionalTableRow, event: Changed, at: string): AdditionalTableRow {
  switch (event.type) {
    case 'AdditionalRevisionAdded': {
      const d = event.data;
      const revision = {
        id: d.revisionId,
        revision: d.revision,
        currency_id: d.currencyId,
        total_requested: d.totalRequested,
        created_at: at,
      };
      return withStatus({ ...row, last_revision: revision }, d.status, at);
    }
    case 'AdditionalStatusChanged':
      return withStatus(row, event.data.status, at);
    case 'AdditionalSeenStatusSet': {
      const { userId, status } = event.data;
      const prev = row.seen_by[userId]?.status ?? null;
      return { ...row, seen_by: { ...row.seen_by, [userId]: { status, prev } } };
    }
  }
}

type Handled =
  | Changed
  | Extract<AdditionalEvent, { type: 'AdditionalCreated' | 'AdditionalDeleted' }>
  | Extract<PaymentStatusEvent, { type: 'PaymentStatusCreated' | 'PaymentStatusApproved' }>;
const HANDLED: readonly Handled['type'][] = [
  'AdditionalCreated',
  'AdditionalRevisionAdded',
  'AdditionalStatusChanged',
  'AdditionalSeenStatusSet',
  'AdditionalDeleted',
  'PaymentStatusCreated',
  'PaymentStatusApproved',
];

/** A new Estado de Pago becomes the next column of each row it covers, weighted by its total then. */
async function addColumn(store: ReadStore, event: Extract<Handled, { type: 'PaymentStatusCreated' }>) {
  const rows = store.collection<AdditionalTableRow>(ADDITIONAL_TABLE);
  const { paymentStatusId: id, additionalIds } = event.data;
  for (const [rank, additionalId] of additionalIds.entries()) {
    const row = await rows.get(additionalId);
    if (!row) continue;
    await rows.upsert({
      ...row,
      payment_status_ids: [...row.payment_status_ids, id],
      payment_weights: [...row.payment_weights, { weight: row.last_revision.total_requested, rank }],
    });
  }
}

/** An approval adds its progress to each covered row and shares its amount among them by weight. */
async function addApproved(store: ReadStore, event: Extract<Handled, { type: 'PaymentStatusApproved' }>) {
  const rows = store.collection<AdditionalTableRow>(ADDITIONAL_TABLE);
  const { paymentStatusId: id, progress, amount } = event.data;
  const weightIn = (row: AdditionalTableRow) => row.payment_weights[row.payment_status_ids.indexOf(id)];
  const covered = (await rows.find({ payment_status_ids: id })).sort(
    (a, b) => (weightIn(a)?.rank ?? 0) - (weightIn(b)?.rank ?? 0),
  );
  const shares = splitCents(
    amount,
    covered.map((row) => weightIn(row)?.weight ?? 0),
  );
  for (const [index, row] of covered.entries()) {
    await rows.upsert({
      ...row,
      approved_progress: row.approved_progress + progress,
      approved_amount: addCents(row.approved_amount, shares[index] ?? 0),
    });
  }
}

/** The informative table's rows: one per additional, with its Estados de Pago in order. */
export const additionalTableProjection: Projection = {
  name: 'additional-table',
  version: 2,
  collections: [ADDITIONAL_TABLE],
  handles: HANDLED,

  async setup(store: ReadStore) {
    const rows = store.collection(ADDITIONAL_TABLE);
    await rows.ensureIndex(['project_id', 'list_key', 'payment_status_ids']);
    await rows.ensureSortIndex(TABLE_ORDER);
  },

  async apply(event: StoredEvent, store: ReadStore) {
    if (!isEventOf<Handled>(event, HANDLED)) return;
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'PaymentStatusCreated':
        return addColumn(store, event);
      case 'PaymentStatusApproved':
        return addApproved(store, event);
      case 'AdditionalCreated':
        return store.collection<AdditionalTableRow>(ADDITIONAL_TABLE).upsert(createdRow(event, at));
      case 'AdditionalDeleted':
        return store.collection(ADDITIONAL_TABLE).delete(event.data.additionalId);
      default: {
        const rows = store.collection<AdditionalTableRow>(ADDITIONAL_TABLE);
        const row = await rows.get(event.data.additionalId);
        if (row) await rows.upsert(nextRow(row, event, at));
      }
    }
  },
};
