import {
  type AdditionalDocument,
  foldAdditional,
  withApprovedPayment,
} from '../../projections/additionals/additionals.projection';
import { type DashboardItems, EVERY_READER, timedShare } from '../items/item-dashboard';
import { isEventOf, type Stored } from '../platform/event-store/event-store.port';
import { ADDITIONAL_EVENT_TYPES, type AdditionalEvent, FINISHED_STATUSES } from './additional.events';
import type { PaymentStatusEvent } from './payment-status.events';

type PaymentEvent = Extract<PaymentStatusEvent, { type: 'PaymentStatusCreated' | 'PaymentStatusApproved' }>;
const PAYMENT_EVENT_TYPES: readonly PaymentEvent['type'][] = ['PaymentStatusCreated', 'PaymentStatusApproved'];

/**
 * The Adicionales card: an additional is finished once accepted or cancelled; an accepted one adds
 * its money to 'Avance', which an Estado de Pago's approval moves for the additionals it covers.
 */
export const additionalDashboard: DashboardItems<AdditionalDocument> = {
  kind: 'additional',
  handles: [...ADDITIONAL_EVENT_TYPES, ...PAYMENT_EVENT_TYPES],
  async itemIds(event, links) {
    if (!isEventOf<PaymentEvent>(event, PAYMENT_EVENT_TYPES)) {
      return [(event.data as AdditionalEvent['data']).additionalId];
    }
    const { paymentStatusId } = event.data;
    if (event.type === 'PaymentStatusApproved') return links.of(paymentStatusId);
    await links.keep(paymentStatusId, event.data.additionalIds);
    return [];
  },
  fold(before, event) {
    if (event.type === 'PaymentStatusApproved') {
      return before && withApprovedPayment(before, event as Stored<Extract<PaymentEvent, { type: typeof event.type }>>);
    }
    return foldAdditional(before, event as Stored<AdditionalEvent>);
  },
  share: (additional) => {
    const { last_revision: last } = additional;
    const money =
      additional.status === 2
        ? { currency_id: last.currency_id, accepted: last.total_requested, paid: additional.approved_amount }
        : null;
    const base = { project_id: additional.project_id, module: 'additionals' as const, readers: EVERY_READER, money };
    const finished = FINISHED_STATUSES.includes(additional.status);
    return timedShare(base, { ...additional, waiting_since: additional.response_since }, finished);
  },
};
