import { additionalReadRefusal } from '../../services/additionals/additional.decider';
import { PAYMENT_STATUS_MESSAGES } from '../../services/additionals/payment-status.decider';
import { refusal } from '../../services/organisation/refusal';
import type { Actor } from '../../services/platform/commands/actor';
import { DomainError } from '../../services/platform/domain-error';
import type { ReadStore } from '../../services/platform/read-store/read-store.port';
import { ADDITIONAL_TABLE, type AdditionalTableRow } from './additional-table.projection';
import { PAYMENT_STATUSES, type PaymentStatusDocument } from './payment-statuses.projection';

/**
 * The informative table is the project's view of its additionals: a member holding
 * view_additionals reads it (issue 19), anyone else is refused. The caller has read the project
 * (404 to a non-member).
 */
export function tableRefusal(actor: Actor, projectId: string): DomainError | null {
  return actor.can('view_additionals', projectId) ? null : refusal('view_additionals');
}

/**
 * An Estado de Pago is read by whoever may read one of the additionals it covers (the additional
 * decider's rule: view_additionals in the project, or the additional's creator).
 */
export function paymentStatusRefusal(
  actor: Actor,
  status: Pick<PaymentStatusDocument, 'project_id'>,
  covered: ReadonlyArray<Pick<AdditionalTableRow, 'project_id' | 'created_by'>>,
): DomainError | null {
  if (!actor.sees(status.project_id)) return notFound();
  const readable = covered.some((row) => additionalReadRefusal(actor, row) === null);
  return readable || tableRefusal(actor, status.project_id) === null ? null : refusal('view_additionals');
}

const notFound = () => new DomainError('payment_status.not_found', PAYMENT_STATUS_MESSAGES.notFound, 404);

/** The Estado de Pago's document when the actor may read it; 404 when it does not exist for them. */
export async function readablePaymentStatus(
  reads: ReadStore,
  actor: Actor,
  id: string,
): Promise<PaymentStatusDocument> {
  const status = await reads.collection<PaymentStatusDocument>(PAYMENT_STATUSES).get(id);
  if (!status) throw notFound();
  const covered = await reads
    .collection<AdditionalTableRow>(ADDITIONAL_TABLE)
    .find({ _id: { $in: status.additional_ids } });
  const refused = paymentStatusRefusal(actor, status, covered);
  if (refused) throw refused;
  return status;
}
