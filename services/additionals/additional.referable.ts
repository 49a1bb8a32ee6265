import { readableAdditional } from '../../projections/additionals/additionals.policy';
import { ADDITIONALS, type AdditionalDocument } from '../../projections/additionals/additionals.projection';
import { paymentStatusRefusal, readablePaymentStatus } from '../../projections/additionals/payment-statuses.policy';
import {
  numberIn,
  PAYMENT_STATUSES,
  type PaymentStatusDocument,
} from '../../projections/additionals/payment-statuses.projection';
import { NEWEST_FIRST } from '../items/item-list-order';
import { type CitableItem, citedOrNull, type ReferableItem } from '../items/referable-items';
import type { Actor } from '../platform/commands/actor';
import type { ReadStore } from '../platform/read-store/read-store.port';
import { startsWordsOf } from '../platform/text/words';
import { additionalReadRefusal } from './additional.decider';

type Cited = Pick<AdditionalDocument, 'id' | 'number' | 'title' | 'project_id' | 'created_by'>;

const additionalLabel = (additional: Pick<Cited, 'number' | 'title'>) =>
  `Adicional Nº ${additional.number}: ${additional.title}`;

/** An Estado de Pago is named by the first additional it covers: 'Estado de Pago Nº 1 del Adicional Nº 2'. */
const paymentStatusLabel = (status: PaymentStatusDocument, first: Cited | null | undefined) =>
  first ? `Estado de Pago Nº ${numberIn(status, first.id)} del Adicional Nº ${first.number}` : 'Estado de Pago';

/** The project's additionals, newest first, as citations need them (the project's are few: no search fields kept). */
const additionalsOf = (reads: ReadStore, projectId: string): Promise<Cited[]> =>
  reads
    .collection<AdditionalDocument>(ADDITIONALS)
    .find(
      { project_id: projectId },
      { sort: NEWEST_FIRST, projection: { id: 1, number: 1, title: 1, project_id: 1, created_by: 1 } },
    );

/** The first `limit` of the found items whose text starts the search's words. */
const matching = <T>(
  found: readonly T[],
  search: string,
  limit: number,
  text: (item: T) => string,
  item: (item: T) => CitableItem,
) =>
  found
    .filter((one) => startsWordsOf(text(one), search))
    .slice(0, limit)
    .map(item);

const readableAdditionals = async (reads: ReadStore, actor: Actor, projectId: string) =>
  actor.sees(projectId)
    ? (await additionalsOf(reads, projectId)).filter((additional) => additionalReadRefusal(actor, additional) === null)
    : [];

/** An additional as a folio cites it: 'Adicional Nº 2: …', to whoever may read it. */
export const additionalReferable: ReferableItem = {
  cited: (reads, actor, id) =>
    citedOrNull(
      () => readableAdditional(reads, actor, id),
      (additional) => ({ projectId: additional.project_id, label: additionalLabel(additional), private: false }),
    ),
  async citable(reads, actor, { projectId, search, limit }) {
    const additionals = await readableAdditionals(reads, actor, projectId);
    return matching(
      additionals,
      search,
      limit,
      (additional) => `${additional.number} ${additional.title}`,
      (additional) => ({ id: additional.id, label: additionalLabel(additional) }),
    );
  },
};

/** An Estado de Pago as a folio cites it, to whoever may read one of the additionals it covers. */
export const paymentStatusReferable: ReferableItem = {
  cited: (reads, actor, id) =>
    citedOrNull(
      () => readablePaymentStatus(reads, actor, id),
      async (status) => {
        const [additionalId] = status.additional_ids;
        const first = additionalId ? await reads.collection<AdditionalDocument>(ADDITIONALS).get(additionalId) : null;
        return { projectId: status.project_id, label: paymentStatusLabel(status, first), private: false };
      },
    ),
  async citable(reads, actor, { projectId, search, limit }) {
    if (!actor.sees(projectId)) return [];
    const [statuses, additionals] = await Promise.all([
      reads
        .collection<PaymentStatusDocument>(PAYMENT_STATUSES)
        .find({ project_id: projectId }, { sort: { created_at: -1 } }),
      additionalsOf(reads, projectId),
    ]);
    const byId = new Map(additionals.map((additional) => [additional.id, additional]));
    const readable = statuses.filter((status) => {
      const covered = status.additional_ids.flatMap((id) => byId.get(id) ?? []);
      return paymentStatusRefusal(actor, status, covered) === null;
    });
    const first = (status: PaymentStatusDocument) => byId.get(status.additional_ids[0] ?? '');
    return matching(
      readable,
      search,
      limit,
      (status) => `${paymentStatusLabel(status, first(status))} ${first(status)?.title ?? ''}`,
      (status) => ({ id: status.id, label: paymentStatusLabel(status, first(status)) }),
    );
  },
};
