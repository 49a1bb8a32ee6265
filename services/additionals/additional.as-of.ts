import {
  ADDITIONAL_LINEAGE,
  type AdditionalLineageDocument,
  LINEAGE_SOURCES,
  type LineageSourceDocument,
} from '../../projections/additionals/additional-lineage.projection';
import { readableAdditional } from '../../projections/additionals/additionals.policy';
import { additionalsProjection } from '../../projections/additionals/additionals.projection';
import {
  PAYMENT_STATUSES,
  type PaymentStatusDocument,
  paymentStatusesProjection,
} from '../../projections/additionals/payment-statuses.projection';
import type { Projection } from '../../projections/runtime/projection';
import type { PastDetailReader } from '../items/item-manifest';
import { streamName } from '../platform/commands/decider';
import type { AsOfDeclaration, ItemStream } from '../platform/read-store/as-of-declaration';
import type { ReadStore } from '../platform/read-store/read-store.port';
import { additionalAnswer } from './additional-view';
import { paymentStatusAggregate } from './payment-status.decider';

/**
 * The streams that write into an additional's detail besides its own: the Estados de Pago over
 * it (approved progress and amount, the payment list) and, for its lineage, the possible
 * additional it was raised from and the RDI that one was sent to (streams of other slices, named
 * by item type through `streamOf`).
 */
async function feedingStreams(live: ReadStore, id: string, streamOf: ItemStream): Promise<string[]> {
  const [statuses, lineage] = await Promise.all([
    live.collection<PaymentStatusDocument>(PAYMENT_STATUSES).find({ additional_ids: id }, { projection: { _id: 1 } }),
    live.collection<AdditionalLineageDocument>(ADDITIONAL_LINEAGE).get(id),
  ]);
  const source = lineage?.from_task_id
    ? await live.collection<LineageSourceDocument>(LINEAGE_SOURCES).get(lineage.from_task_id)
    : null;
  return [
    ...statuses.map((status) => streamName(paymentStatusAggregate, status._id)),
    ...(source ? [streamOf('task', source._id)] : []),
    ...(source?.rdi_id ? [streamOf('rdi', source.rdi_id)] : []),
  ];
}

/**
 * An additional as it stood, with its revisions, payments and lineage (`lineage`, the projection
 * the composition root built); `/additionals/getAdditionalByID` answers it.
 */
export const additionalAsOf = (lineage: Projection): AsOfDeclaration<PastDetailReader> => ({
  projections: [additionalsProjection, paymentStatusesProjection, lineage],
  relatedStreams: (live, id, _reader, streamOf) => feedingStreams(live, id, streamOf),
  detail: async (reads, reader, id) =>
    additionalAnswer(reads, reader, reader.actor, await readableAdditional(reads, reader.actor, id), reader.now),
});
