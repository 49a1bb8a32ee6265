/**
 * What happens to an Estado de Pago (spec 3, 4 and 7), one stream per payment status
 * (`payment-status-<id>`): its own aggregate, since it spans one or more additionals and its
 * observations and approval change none of them. The contract between the payment status decider
 * and the read models (the informative table's columns, the popover's timeline, the lineage).
 * Every event names its payment status and project; who did it and when are in the metadata.
 * Progress is in hundredths of a percent (3550 is 35.5 %), amounts in integer cents (money.ts).
 */
import type { BasisPoints, Cents, CurrencyId } from '../contracts/money';

type OfPaymentStatus = { paymentStatusId: string; projectId: string };

/** Ours but 3 (spec 4: approving sets 3): 1 Solicitado, 2 Observado, 3 Aprobado. */
export type PaymentStatusStatus = 1 | 2 | 3;

export const PAYMENT_STATUS_TEXTS: Readonly<Record<PaymentStatusStatus, string>> = {
  1: 'Solicitado',
  2: 'Observado',
  3: 'Aprobado',
};

/** The progress and amount a step asks for: the newest one is the payment status's current pair. */
export interface ProgressAndAmount {
  progress: BasisPoints;
  amount: Cents;
}

export type PaymentStatusEvent =
  | {
      type: 'PaymentStatusCreated';
      data: OfPaymentStatus &
        ProgressAndAmount & {
          additionalIds: string[];
          currencyId: CurrencyId;
          /** The covered additionals' total requested then: the base the amount came from (lineage). */
          base: Cents;
          description: string;
          requestedBy: string;
        };
    }
  /** 'Modificar': a new progress and amount; the payment status is asked for again (status 1). */
  | { type: 'PaymentStatusUpdated'; data: OfPaymentStatus & ProgressAndAmount }
  /** 'Agregar Observación': a timeline entry with its own progress and amount (status 2). */
  | {
      type: 'PaymentStatusObserved';
      data: OfPaymentStatus & ProgressAndAmount & { observationId: string; authorId: string; description: string };
    }
  /** Status 3: the current progress and amount are the approved ones. */
  | { type: 'PaymentStatusApproved'; data: OfPaymentStatus & ProgressAndAmount & { approvedBy: string } };

export type PaymentStatusEventType = PaymentStatusEvent['type'];

export const PAYMENT_STATUS_EVENT_TYPES: readonly PaymentStatusEventType[] = [
  'PaymentStatusCreated',
  'PaymentStatusUpdated',
  'PaymentStatusObserved',
  'PaymentStatusApproved',
];
