import { paymentStatusesProjection } from '../../projections/additionals/payment-statuses.projection';
import type { AsOfDeclaration } from '../platform/read-store/as-of-declaration';
import { readablePaymentStatusView } from './payment-status-view';

/**
 * An Estado de Pago as it stood, as its detail and the table's column show it. Who may read it is
 * asked of the additionals it covers as they are now (their read model is not folded here).
 */
export const paymentStatusAsOf: AsOfDeclaration = {
  projections: [paymentStatusesProjection],
  detail: (reads, { actor }, id) => readablePaymentStatusView(reads, actor, id),
};
