import { readableAdditional } from '../../projections/additionals/additionals.policy';
import { ADDITIONALS, type AdditionalDocument } from '../../projections/additionals/additionals.projection';
import { readablePaymentStatus } from '../../projections/additionals/payment-statuses.policy';
import { numberIn } from '../../projections/additionals/payment-statuses.projection';
import { citedOrNull, type ReferableItem } from '../items/referable-items';

/** An additional as a folio cites it: 'Adicional Nº 2: …', to whoever may read it. */
export const additionalReferable: ReferableItem = {
  cited: (reads, actor, id) =>
    citedOrNull(
      () => readableAdditional(reads, actor, id),
      (additional) => ({
        projectId: additional.project_id,
        label: `Adicional Nº ${additional.number}: ${additional.title}`,
        private: false,
      }),
    ),
};

/** An Estado de Pago as a folio cites it: 'Estado de Pago Nº 1 del Adicional Nº 2'. */
export const paymentStatusReferable: ReferableItem = {
  cited: (reads, actor, id) =>
    citedOrNull(
      () => readablePaymentStatus(reads, actor, id),
      async (status) => {
        const [additionalId] = status.additional_ids;
        const additional = additionalId
          ? await reads.collection<AdditionalDocument>(ADDITIONALS).get(additionalId)
          : null;
        const label = additional
          ? `Estado de Pago Nº ${numberIn(status, additional.id)} del Adicional Nº ${additional.number}`
          : 'Estado de Pago';
        return { projectId: status.project_id, label, private: false };
      },
    ),
};
