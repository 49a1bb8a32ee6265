import {
  PAYMENT_STATUS_EVENT_TYPES,
  type PaymentStatusEvent,
  type PaymentStatusStatus,
} from '../../services/additionals/payment-status.events';
import { PAYMENT_STATUSES } from '../../services/contracts/collections';
import type { BasisPoints, Cents, CurrencyId } from '../../services/contracts/money';
import { isEventOf, type StoredEvent } from '../../services/platform/event-store/event-store.port';
import type { ReadStore } from '../../services/platform/read-store/read-store.port';
import type { Projection } from '../runtime/projection';

export { PAYMENT_STATUSES };

/** One step of an Estado de Pago's timeline (the popover's): who, when, what they said and asked. */
export interface PaymentStatusStep {
  id: string;
  kind: 'created' | 'updated' | 'observed' | 'approved';
  user_id: string;
  at: string;
  description: string;
  progress: BasisPoints;
  amount: Cents;
}

/** One Estado de Pago (spec 3, 'Payment status') with its timeline, by its id. */
export interface PaymentStatusDocument {
  _id: string;
  id: string;
  project_id: string;
  additional_ids: string[];
  /**
   * Beside each of `additional_ids`, its number in that additional: 1.. by creation among its
   * Estados de Pago ('Estado de Pago n' in its row of the table). A list, not a record keyed by
   * id: see `docs/performance.md` (ids as keys).
   */
  numbers: number[];
  status: PaymentStatusStatus;
  /** The current (newest) progress and amount: the approved ones once status is 3. */
  progress: BasisPoints;
  amount: Cents;
  /** The covered additionals' total requested when it was created: what a computed amount came from. */
  base: Cents;
  currency_id: CurrencyId;
  description: string;
  created_by: string;
  created_at: string;
  steps: PaymentStatusStep[];
  updated_at: string;
  /** Its stream revision: what an edit sends back as `expected_version` (edit-conflict.ts). */
  version: number;
  [key: string]: unknown;
}

/** Its number in one of the additionals it covers ('Estado de Pago n'), 0 if it does not cover it. */
export const numberIn = (status: PaymentStatusDocument, additionalId: string): number =>
  status.numbers[status.additional_ids.indexOf(additionalId)] ?? 0;

/** The status each step leaves (spec 4: approving sets 3; ours: a modification asks again, 1). */
const STATUS_AFTER: Record<PaymentStatusStep['kind'], PaymentStatusStatus> = {
  created: 1,
  updated: 1,
  observed: 2,
  approved: 3,
};

async function created(
  store: ReadStore,
  event: Extract<PaymentStatusEvent, { type: 'PaymentStatusCreated' }>,
  step: PaymentStatusStep,
  version: number,
): Promise<PaymentStatusDocument> {
  const d = event.data;
  const statuses = store.collection<PaymentStatusDocument>(PAYMENT_STATUSES);
  const numbers: number[] = [];
  for (const additionalId of d.additionalIds)
    numbers.push((await statuses.count({ additional_ids: additionalId })) + 1);
  return {
    _id: d.paymentStatusId,
    id: d.paymentStatusId,
    project_id: d.projectId,
    additional_ids: d.additionalIds,
    numbers,
    status: 1,
    progress: d.progress,
    amount: d.amount,
    base: d.base,
    currency_id: d.currencyId,
    description: d.description,
    created_by: d.requestedBy,
    created_at: step.at,
    steps: [step],
    updated_at: step.at,
    version,
  };
}

/** The step an event adds to the timeline. */
function stepOf(event: PaymentStatusEvent, stored: StoredEvent): PaymentStatusStep {
  const at = stored.metadata.occurredAt;
  const { progress, amount } = event.data;
  const of = { user_id: stored.metadata.actorId, at, progress, amount };
  switch (event.type) {
    case 'PaymentStatusCreated':
      return { id: stored.eventId, kind: 'created', ...of, description: event.data.description };
    case 'PaymentStatusUpdated':
      return { id: stored.eventId, kind: 'updated', ...of, description: '' };
    case 'PaymentStatusObserved':
      return { id: event.data.observationId, kind: 'observed', ...of, description: event.data.description };
    case 'PaymentStatusApproved':
      return { id: stored.eventId, kind: 'approved', ...of, description: '' };
  }
}

/** The Estados de Pago: one document each, the current pair and status, and every step in order. */
export const paymentStatusesProjection: Projection = {
  name: 'payment-statuses',
  // 3: each Estado de Pago's version.
  version: 3,
  collections: [PAYMENT_STATUSES],
  handles: PAYMENT_STATUS_EVENT_TYPES,

  async setup(store: ReadStore) {
    await store.collection(PAYMENT_STATUSES).ensureIndex(['project_id', 'additional_ids']);
  },

  async apply(event: StoredEvent, store: ReadStore) {
    if (!isEventOf<PaymentStatusEvent>(event, PAYMENT_STATUS_EVENT_TYPES)) return;
    const statuses = store.collection<PaymentStatusDocument>(PAYMENT_STATUSES);
    const step = stepOf(event, event);
    if (event.type === 'PaymentStatusCreated') {
      await statuses.upsert(await created(store, event, step, event.revision));
      return;
    }
    const before = await statuses.get(event.data.paymentStatusId);
    if (!before) return;
    await statuses.upsert({
      ...before,
      status: STATUS_AFTER[step.kind],
      progress: step.progress,
      amount: step.amount,
      steps: [...before.steps, step],
      updated_at: step.at,
      version: event.revision,
    });
  },
};
