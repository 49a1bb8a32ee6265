import {
  ADDITIONAL_EVENT_TYPES,
  type AdditionalEvent,
  type AdditionalPriority,
  type AdditionalRegisterEvent,
  type AdditionalStatus,
  type AdditionalType,
  FINISHED_STATUSES,
  type NamedEntry,
  type ResponseStatus,
  type RevisionData,
} from '../../services/additionals/additional.events';
import type { PaymentStatusEvent } from '../../services/additionals/payment-status.events';
import { ADDITIONAL_REVISIONS, ADDITIONALS } from '../../services/contracts/collections';
import type { BasisPoints, Cents, CurrencyId } from '../../services/contracts/money';
import type { CopyRecipient, SeenStatus } from '../../services/items/item.events';
import { ITO_JOB } from '../../services/organisation/job-types';
import { chileDate, mondayOf } from '../../services/platform/clock/calendar';
import { isEventOf, type Stored, type StoredEvent } from '../../services/platform/event-store/event-store.port';
import type { ReadStore } from '../../services/platform/read-store/read-store.port';
import { lastChange } from '../items/last-change';
import type { Projection } from '../runtime/projection';

// Named once in services/contracts, for the live gateway and the client too.
export { ADDITIONAL_REVISIONS, ADDITIONALS };
/** Per project: the last number and code taken (`getLastAdditionalData`). */
export const ADDITIONAL_REGISTERS = 'additional_registers';
/** Per project: what the statistics count (not pushed live: the statistics are asked for). */
export const ADDITIONAL_STATS = 'additional_stats';
/** Per payment status: the additionals it covers, so its approval reaches each of them. */
export const ADDITIONAL_PAYMENT_LINKS = 'additional_payment_links';

/** The newest revision, as list cards show the current amount. */
export interface LastRevision {
  id: string;
  revision: number;
  total_requested: Cents;
  currency_id: CurrencyId;
  created_at: string;
}

/**
 * One additional as its list, detail, statistics and export read it (spec 3, 'Additional'), by
 * its id. Revisions are in their own collection; people are kept by id (names joined when read),
 * each person's own marks by user id, amounts in cents and progress in hundredths of a percent.
 */
export interface AdditionalDocument {
  _id: string;
  id: string;
  project_id: string;
  number: number;
  code: string;
  title: string;
  additional_type: AdditionalType;
  status: AdditionalStatus;
  /** Who must respond (1 ITO, 2 Jefe OT), null once finished; and since when (waitingresponsetime). */
  response_status: ResponseStatus | null;
  response_since: string;
  priority: AdditionalPriority;
  specialties: NamedEntry[];
  last_revision: LastRevision;
  revisions_count: number;
  critical_date: string | null;
  created_at: string;
  created_by: string;
  /** When it was accepted (status 2), and when it finished (2 or 4). */
  approved_at: string | null;
  ended_at: string | null;
  /** The last ITO (job 4) who acted on it, if one did. */
  ito_id: string | null;
  from_task_id: string | null;
  copy_to: CopyRecipient[];
  /**
   * The approved payment statuses covering it: their progress and amount each count here. A list,
   * not a record keyed by id: see `docs/performance.md` (ids as keys).
   */
  approved_payments: Array<{ id: string; progress: BasisPoints; amount: Cents }>;
  approved_progress: BasisPoints;
  approved_amount: Cents;
  /** Every turn that ended with a response: how many, and how long they took (average response days). */
  responses: { count: number; ms: number };
  seen_by: Record<string, { status: SeenStatus; prev: SeenStatus | null; at: string }>;
  subscriptions: Record<string, { subscribed: boolean; by_email: boolean }>;
  reminders: Record<string, { days: number[]; repeatable: boolean }>;
  /**
   * The list a page reads from an index, `<project>:<status>`, and the same narrowed by each
   * filter (`…:t<type>`, `…:e<specialty>`, `…:r<response_status>`): the read store starts from
   * the smallest of those a query names (`additionalListKeys`).
   */
  list_key: string;
  type_key: string;
  specialty_keys: string[];
  response_key: string;
  number_key: string;
  priority_key: string;
  updated_at: string;
  /** The additional stream's revision after the last of its events folded in: what an edit sends back (edit-version.ts). */
  version: number;
  /** Why its annulment was asked for, while it stands asked (status 3 from 'Anular Adicional'). */
  annulment_reason: string | null;
  [key: string]: unknown;
}

/** One revision (spec 3, 'Revision'), by its id; its files are the files of owner type 6 naming it. */
export interface AdditionalRevisionDocument {
  _id: string;
  id: string;
  additional_id: string;
  project_id: string;
  revision: number;
  created_at: string;
  created_by: string;
  /** HTML as the editor wrote it. */
  description: string;
  currency_id: CurrencyId;
  direct_cost: Cents;
  general_expenses: Cents;
  utility: Cents;
  total_requested: Cents;
  /** The status the revision set (revision 1: 1). */
  status: 1 | 2 | 3;
  [key: string]: unknown;
}

export interface AdditionalRegisterDocument {
  _id: string;
  project_id: string;
  number: number;
  code: string;
  [key: string]: unknown;
}

/** A project's statistics as sums, so each change only moves what it changed. */
export interface AdditionalStatsDocument {
  _id: string;
  project_id: string;
  /** By `<type>:<status>:<currency>`: how many, and their current total requested. */
  amounts: Record<string, { count: number; total: Cents }>;
  /** By Monday (YYYY-MM-DD, Chile's calendar): created and solved (accepted or cancelled) that week. */
  weeks: Record<string, { created: number; solved: number }>;
  response_count: number;
  response_ms: number;
  [key: string]: unknown;
}

export interface PaymentLinkDocument {
  _id: string;
  project_id: string;
  additional_ids: string[];
  [key: string]: unknown;
}

/** The orders the list pages through (as the tasks' and RDI's): priority either way then newest, and by number. */
export const ADDITIONAL_ORDERS = [
  { priority_key: -1, number_key: -1 },
  { priority_key: 1, number_key: -1 },
  { number_key: -1 },
] as const satisfies ReadonlyArray<Record<string, 1 | -1>>;

export const additionalListKeys = {
  all: (projectId: string, status: number) => `${projectId}:${status}`,
  type: (projectId: string, status: number, type: number) => `${projectId}:${status}:t${type}`,
  specialty: (projectId: string, status: number, id: number) => `${projectId}:${status}:e${id}`,
  response: (projectId: string, status: number, response: number) => `${projectId}:${status}:r${response}`,
};
const pad = (n: number) => String(n).padStart(10, '0');

const isFinished = (status: AdditionalStatus) => FINISHED_STATUSES.includes(status);

function withKeys(additional: AdditionalDocument): AdditionalDocument {
  const { project_id: p, status: s } = additional;
  let progress = 0;
  let amount = 0;
  for (const payment of additional.approved_payments) {
    progress += payment.progress;
    amount += payment.amount;
  }
  return {
    ...additional,
    approved_progress: progress,
    approved_amount: amount,
    list_key: additionalListKeys.all(p, s),
    type_key: additionalListKeys.type(p, s, additional.additional_type),
    specialty_keys: additional.specialties.map((specialty) => additionalListKeys.specialty(p, s, specialty.id)),
    response_key: additionalListKeys.response(p, s, additional.response_status ?? 0),
    number_key: pad(additional.number),
    priority_key: String(additional.priority),
  };
}

const lastRevisionOf = (revision: RevisionData, at: string): LastRevision => ({
  id: revision.revisionId,
  revision: revision.revision,
  total_requested: revision.totalRequested,
  currency_id: revision.currencyId,
  created_at: at,
});

function revisionDocument(
  of: { additionalId: string; projectId: string },
  revision: RevisionData,
  meta: { at: string; by: string; status: 1 | 2 | 3 },
): AdditionalRevisionDocument {
  return {
    _id: revision.revisionId,
    id: revision.revisionId,
    additional_id: of.additionalId,
    project_id: of.projectId,
    revision: revision.revision,
    created_at: meta.at,
    created_by: meta.by,
    description: revision.description,
    currency_id: revision.currencyId,
    direct_cost: revision.directCost,
    general_expenses: revision.generalExpenses,
    utility: revision.utility,
    total_requested: revision.totalRequested,
    status: meta.status,
  };
}

function createdAdditional(event: Stored<Extract<AdditionalEvent, { type: 'AdditionalCreated' }>>, at: string) {
  const d = event.data;
  const creator = d.createdBy.userId;
  return withKeys({
    _id: d.additionalId,
    id: d.additionalId,
    project_id: d.projectId,
    number: d.number,
    code: d.code,
    title: d.title,
    additional_type: d.additionalType,
    status: 1,
    response_status: d.responseStatus,
    response_since: at,
    priority: 1,
    specialties: d.specialties,
    last_revision: lastRevisionOf(d.firstRevision, at),
    revisions_count: 1,
    critical_date: null,
    created_at: at,
    created_by: creator,
    approved_at: null,
    ended_at: null,
    ito_id: d.createdBy.jobTypeId === ITO_JOB ? creator : null,
    from_task_id: d.fromTaskId,
    copy_to: d.copyTo,
    approved_payments: [],
    approved_progress: 0,
    approved_amount: 0,
    responses: { count: 0, ms: 0 },
    seen_by: {},
    subscriptions: {},
    reminders: { [creator]: d.reminder },
    list_key: '',
    type_key: '',
    specialty_keys: [],
    response_key: '',
    number_key: '',
    priority_key: '',
    updated_at: at,
    version: event.revision,
    annulment_reason: null,
  });
}

/**
 * Someone responded (a revision or a status change): the turn that was running ends, counted for
 * the average response time, and the next one starts now; a finished additional stops the clock.
 */
function responded(
  additional: AdditionalDocument,
  change: {
    status: AdditionalStatus;
    responseStatus: ResponseStatus | null;
    by: { userId: string; jobTypeId: number | null };
  },
  at: string,
): AdditionalDocument {
  const finished = isFinished(change.status);
  const took = Math.max(0, Date.parse(at) - Date.parse(additional.response_since));
  return {
    ...additional,
    status: change.status,
    response_status: change.responseStatus,
    response_since: at,
    responses: { count: additional.responses.count + 1, ms: additional.responses.ms + took },
    ito_id: change.by.jobTypeId === ITO_JOB ? change.by.userId : additional.ito_id,
    approved_at: change.status === 2 ? at : additional.approved_at,
    ended_at: finished ? at : null,
  };
}

type Next = Exclude<AdditionalEvent, { type: 'AdditionalCreated' | 'AdditionalDeleted' }>;

/** The additional after one event; `at` is the event's time. */
function next(additional: AdditionalDocument, event: Next, at: string): AdditionalDocument {
  switch (event.type) {
    case 'AdditionalRevisionAdded': {
      const d = event.data;
      return {
        ...responded(additional, { status: d.status, responseStatus: d.responseStatus, by: d.author }, at),
        last_revision: lastRevisionOf(d, at),
        revisions_count: additional.revisions_count + 1,
        // A revision answers the request to annul, or asks again with its own description.
        annulment_reason: null,
      };
    }
    case 'AdditionalStatusChanged': {
      const d = event.data;
      return {
        ...responded(additional, { status: d.status, responseStatus: d.responseStatus, by: d.by }, at),
        annulment_reason: d.status === 3 ? (d.reason ?? null) : null,
      };
    }
    case 'AdditionalModified': {
      const { priority, criticalDate } = event.data.changes;
      return {
        ...additional,
        ...(priority !== undefined ? { priority } : {}),
        ...(criticalDate !== undefined ? { critical_date: criticalDate } : {}),
      };
    }
    case 'AdditionalSubscriptionSet': {
      const { userId, subscribed, byEmail } = event.data;
      return {
        ...additional,
        subscriptions: { ...additional.subscriptions, [userId]: { subscribed, by_email: byEmail } },
      };
    }
    case 'AdditionalReminderSet': {
      const { userId, days, repeatable } = event.data;
      return { ...additional, reminders: { ...additional.reminders, [userId]: { days, repeatable } } };
    }
    case 'AdditionalSeenStatusSet': {
      const { userId, status } = event.data;
      const prev = additional.seen_by[userId]?.status ?? null;
      return { ...additional, seen_by: { ...additional.seen_by, [userId]: { status, prev, at } } };
    }
    case 'AdditionalSentByEmail':
      return additional;
  }
}

/** The Monday of the Chile calendar week of an instant (YYYY-MM-DD). */
export const weekOf = (at: string): string => mondayOf(chileDate(new Date(at)));

/** What one additional adds to its project's statistics. */
function statsShare(additional: AdditionalDocument | null) {
  if (!additional) return null;
  const { additional_type: type, status, last_revision: last } = additional;
  return {
    amountKey: `${type}:${status}:${last.currency_id}`,
    total: last.total_requested,
    createdWeek: weekOf(additional.created_at),
    solvedWeek: additional.ended_at ? weekOf(additional.ended_at) : null,
    responses: additional.responses,
  };
}
type StatsShare = NonNullable<ReturnType<typeof statsShare>>;

function addToStats(stats: AdditionalStatsDocument, share: StatsShare | null, sign: 1 | -1): void {
  if (!share) return;
  const amount = stats.amounts[share.amountKey] ?? { count: 0, total: 0 };
  const counted = { count: amount.count + sign, total: amount.total + sign * share.total };
  if (counted.count > 0) stats.amounts[share.amountKey] = counted;
  else delete stats.amounts[share.amountKey];
  const bump = (week: string, field: 'created' | 'solved') => {
    const entry = { created: 0, solved: 0, ...stats.weeks[week] };
    entry[field] += sign;
    if (entry.created > 0 || entry.solved > 0) stats.weeks[week] = entry;
    else delete stats.weeks[week];
  };
  bump(share.createdWeek, 'created');
  if (share.solvedWeek) bump(share.solvedWeek, 'solved');
  stats.response_count += sign * share.responses.count;
  stats.response_ms += sign * share.responses.ms;
}

async function moveStats(store: ReadStore, projectId: string, was: StatsShare | null, is: StatsShare | null) {
  if (JSON.stringify(was) === JSON.stringify(is)) return;
  const collection = store.collection<AdditionalStatsDocument>(ADDITIONAL_STATS);
  const stats = (await collection.get(projectId)) ?? {
    _id: projectId,
    project_id: projectId,
    amounts: {},
    weeks: {},
    response_count: 0,
    response_ms: 0,
  };
  addToStats(stats, was, -1);
  addToStats(stats, is, 1);
  await collection.upsert(stats);
}

/** An additional document written, with the statistics moved by what it changed. */
async function write(store: ReadStore, before: AdditionalDocument | null, after: AdditionalDocument | null) {
  const additionals = store.collection<AdditionalDocument>(ADDITIONALS);
  const projectId = (after ?? before)?.project_id;
  if (projectId) await moveStats(store, projectId, statsShare(before), statsShare(after));
  if (after) await additionals.upsert(after);
  else if (before) await additionals.delete(before._id);
}

/** The events that tell about an additional without changing it: they keep its `updated_at`. */
const NOT_CHANGES: readonly AdditionalEvent['type'][] = [
  'AdditionalSeenStatusSet',
  'AdditionalSubscriptionSet',
  'AdditionalReminderSet',
  'AdditionalSentByEmail',
];

/**
 * An additional's document after one of its events, null once deleted (or never created): pure,
 * so the dashboard folds the same additional itself.
 */
export function foldAdditional(before: AdditionalDocument | null, event: Stored<AdditionalEvent>) {
  const at = event.metadata.occurredAt;
  if (event.type === 'AdditionalCreated') return createdAdditional(event, at);
  if (event.type === 'AdditionalDeleted' || !before) return null;
  const updatedAt = lastChange(NOT_CHANGES, event, before.updated_at);
  return withKeys({ ...next(before, event, at), updated_at: updatedAt, version: event.revision });
}

async function applyAdditional(event: Stored<AdditionalEvent>, store: ReadStore, at: string) {
  const additionals = store.collection<AdditionalDocument>(ADDITIONALS);
  const revisions = store.collection<AdditionalRevisionDocument>(ADDITIONAL_REVISIONS);
  const before = event.type === 'AdditionalCreated' ? null : await additionals.get(event.data.additionalId);
  if (!before && event.type !== 'AdditionalCreated') return;
  if (event.type === 'AdditionalCreated') {
    const d = event.data;
    await revisions.upsert(revisionDocument(d, d.firstRevision, { at, by: d.createdBy.userId, status: 1 }));
  }
  if (event.type === 'AdditionalDeleted') await revisions.deleteMany({ additional_id: event.data.additionalId });
  if (event.type === 'AdditionalRevisionAdded') {
    const d = event.data;
    await revisions.upsert(revisionDocument(d, d, { at, by: d.author.userId, status: d.status }));
  }
  await write(store, before, foldAdditional(before, event));
}

type PaymentEvent = Extract<PaymentStatusEvent, { type: 'PaymentStatusCreated' | 'PaymentStatusApproved' }>;
type ApprovedPayment = Extract<PaymentEvent, { type: 'PaymentStatusApproved' }>;

/** A payment status's approval counts its progress and amount for every additional it covers. */
async function applyPayment(event: Stored<PaymentEvent>, store: ReadStore) {
  const links = store.collection<PaymentLinkDocument>(ADDITIONAL_PAYMENT_LINKS);
  if (event.type === 'PaymentStatusCreated') {
    const { paymentStatusId, projectId, additionalIds } = event.data;
    await links.upsert({ _id: paymentStatusId, project_id: projectId, additional_ids: additionalIds });
    return;
  }
  const link = await links.get(event.data.paymentStatusId);
  const additionals = store.collection<AdditionalDocument>(ADDITIONALS);
  for (const id of link?.additional_ids ?? []) {
    const before = await additionals.get(id);
    if (before) await additionals.upsert(withApprovedPayment(before, event));
  }
}

/** A covered additional after an Estado de Pago's approval: its progress and amount count there. */
export function withApprovedPayment(
  additional: AdditionalDocument,
  event: Stored<ApprovedPayment>,
): AdditionalDocument {
  const { paymentStatusId, progress, amount } = event.data;
  const approved = [
    ...additional.approved_payments.filter((payment) => payment.id !== paymentStatusId),
    { id: paymentStatusId, progress, amount },
  ];
  return withKeys({ ...additional, approved_payments: approved, updated_at: event.metadata.occurredAt });
}

/** Updates and observations before an approval change nothing approved, and an approval is final. */
type HandledEvent = AdditionalEvent | AdditionalRegisterEvent | PaymentEvent;
const PAYMENT_EVENTS: readonly PaymentEvent['type'][] = ['PaymentStatusCreated', 'PaymentStatusApproved'];
const HANDLED: readonly HandledEvent['type'][] = [
  ...ADDITIONAL_EVENT_TYPES,
  'AdditionalNumberTaken',
  ...PAYMENT_EVENTS,
];

/**
 * The additionals read models: one document per additional (list, detail, export), its revisions,
 * the project's register (last number and code), the statistics sums, and the payment statuses'
 * links to the additionals they cover (for the approved progress and amount).
 */
export const additionalsProjection: Projection = {
  name: 'additionals',
  // 6: seen, subscription and reminder events keep `updated_at` (only real changes move it).
  version: 6,
  collections: [ADDITIONALS, ADDITIONAL_REVISIONS, ADDITIONAL_REGISTERS, ADDITIONAL_STATS, ADDITIONAL_PAYMENT_LINKS],
  handles: HANDLED,

  async setup(store: ReadStore) {
    const additionals = store.collection(ADDITIONALS);
    await additionals.ensureIndex(['project_id', 'list_key', 'type_key', 'specialty_keys', 'response_key']);
    for (const sort of ADDITIONAL_ORDERS) await additionals.ensureSortIndex(sort);
    await store.collection(ADDITIONAL_REVISIONS).ensureIndex(['additional_id']);
  },

  async apply(event: StoredEvent, store: ReadStore) {
    if (!isEventOf<HandledEvent>(event, HANDLED)) return;
    const at = event.metadata.occurredAt;
    if (event.type === 'AdditionalNumberTaken') {
      const { projectId, number, code } = event.data;
      await store
        .collection<AdditionalRegisterDocument>(ADDITIONAL_REGISTERS)
        .upsert({ _id: projectId, project_id: projectId, number, code });
      return;
    }
    if (event.type === 'PaymentStatusCreated' || event.type === 'PaymentStatusApproved') {
      await applyPayment(event, store);
      return;
    }
    await applyAdditional(event, store, at);
  },
};
