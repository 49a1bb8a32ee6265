import { readablePaymentStatus } from '../../projections/additionals/payment-statuses.policy';
import { paymentStatusesProjection } from '../../projections/additionals/payment-statuses.projection';
import type { ItemManifest } from '../items/item-manifest';
import { paymentStatusReferable } from './additional.referable';
import { paymentStatusAsOf } from './payment-status.as-of';
import { paymentStatusAggregate } from './payment-status.decider';
import { paymentStatusFeed } from './payment-status.feed';
import { paymentStatusHistory } from './payment-status.history';
import { paymentStatusFacts } from './payment-status.item-facts';

export const paymentStatusManifest: ItemManifest = {
  type: 'payment_status',
  aggregate: paymentStatusAggregate,
  readable: async (reads, actor, id) => (await readablePaymentStatus(reads, actor, id)).project_id,
  history: paymentStatusHistory,
  asOf: paymentStatusAsOf,
  projections: [paymentStatusesProjection],
  feed: paymentStatusFeed,
  facts: paymentStatusFacts,
  referable: paymentStatusReferable,
};
