import { type FeedMappers, feedFamily } from '../platform/feed/feed-family';
import { arrayOf, int, object, oneOfValues, str } from '../platform/feed/json-schema';
import type { PaymentStatusEvent, ProgressAndAmount } from './payment-status.events';

const ofPaymentStatus = { payment_status_id: str };
/** Progress in hundredths of a percent (3550 is 35.5 %), amount in integer cents. */
const progressAndAmount = { progress_bp: int, amount_cents: int };
const pair = ({ progress, amount }: ProgressAndAmount) => ({ progress_bp: progress, amount_cents: amount });

/** Estados de Pago in the feed (topic `faena.payment_statuses`). */
const mappers: FeedMappers<PaymentStatusEvent> = {
  PaymentStatusCreated: ({ data }) => ({
    type: 'payment_status.requested',
    data: {
      payment_status_id: data.paymentStatusId,
      additional_ids: data.additionalIds,
      currency_id: data.currencyId,
      ...pair(data),
      base_cents: data.base,
      description: data.description,
      requested_by: data.requestedBy,
    },
  }),
  PaymentStatusUpdated: ({ data }) => ({
    type: 'payment_status.updated',
    data: { payment_status_id: data.paymentStatusId, ...pair(data) },
  }),
  PaymentStatusObserved: ({ data }) => ({
    type: 'payment_status.observed',
    data: {
      payment_status_id: data.paymentStatusId,
      observation_id: data.observationId,
      author_id: data.authorId,
      description: data.description,
      ...pair(data),
    },
  }),
  PaymentStatusApproved: ({ data }) => ({
    type: 'payment_status.approved',
    data: { payment_status_id: data.paymentStatusId, ...pair(data), approved_by: data.approvedBy },
  }),
};

export const paymentStatusFeed = feedFamily<PaymentStatusEvent>({
  name: 'payment_statuses',
  topic: 'faena.payment_statuses',
  published: [
    {
      type: 'payment_status.requested',
      version: 1,
      description: 'Estado de Pago solicitado (estado 1) sobre uno o más adicionales.',
      schema: object({
        ...ofPaymentStatus,
        additional_ids: arrayOf(str),
        currency_id: oneOfValues([1, 2]),
        ...progressAndAmount,
        base_cents: int,
        description: str,
        requested_by: str,
      }),
    },
    {
      type: 'payment_status.updated',
      version: 1,
      description: 'Nuevo avance y monto: se solicita de nuevo (estado 1).',
      schema: object({ ...ofPaymentStatus, ...progressAndAmount }),
    },
    {
      type: 'payment_status.observed',
      version: 1,
      description: 'Observación con su avance y monto (estado 2).',
      schema: object({
        ...ofPaymentStatus,
        observation_id: str,
        author_id: str,
        description: str,
        ...progressAndAmount,
      }),
    },
    {
      type: 'payment_status.approved',
      version: 1,
      description: 'Estado de Pago aprobado (estado 3) con el avance y monto aprobados.',
      schema: object({ ...ofPaymentStatus, ...progressAndAmount, approved_by: str }),
    },
  ],
  mappers,
});
