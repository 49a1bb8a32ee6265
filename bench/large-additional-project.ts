import type { AdditionalEvent, RevisionData } from '../services/additionals/additional.events';
import { percentOf } from '../services/additionals/money';
import type { PaymentStatusEvent } from '../services/additionals/payment-status.events';
import type { ReadStore } from '../services/platform/read-store/read-store.port';
import { applier, DAY_MS, sequence, stored, WORDS } from './large-task-project';

/**
 * 20,000 additionals in one project, each with 5 revisions and 3 Estados de Pago (two approved
 * after an observation, the newest still asked for), folded straight into a read store through
 * the registered projections, as the RDI and task fillers do: the log is not the subject here.
 */
export const ADDITIONAL_COUNT = 20_000;
export const REVISIONS = 5;
export const PAYMENT_STATUSES_EACH = 3;

export async function fillAdditionalProject(
  store: ReadStore,
  projectId: string,
  people: { creators: readonly string[]; jefe: string; ito: string },
  now: Date,
): Promise<void> {
  const apply = applier(store);
  const random = sequence(41);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const words = (count: number) => Array.from({ length: count }, () => pick(WORDS)).join(' ');
  const start = now.getTime() - 365 * DAY_MS;
  const jefe = { userId: people.jefe, jobTypeId: 2 };
  const ito = { userId: people.ito, jobTypeId: 4 };
  const event = (e: AdditionalEvent | PaymentStatusEvent, actorId: string, at: Date) => apply(stored(e, actorId, at));
  for (let number = 1; number <= ADDITIONAL_COUNT; number += 1) {
    const additionalId = `bench-additional-${number}`;
    const of = { additionalId, projectId };
    const createdAt = start + (number / ADDITIONAL_COUNT) * 300 * DAY_MS;
    const at = (days: number) => new Date(Math.min(now.getTime() - 60_000, createdAt + days * DAY_MS));
    const currencyId = random() < 0.7 ? 2 : 1;
    const scale = currencyId === 2 ? 100 : 100_000;
    const costs = (revision: number): RevisionData => {
      const directCost = Math.round((50 + random() * 950) * scale);
      const generalExpenses = Math.round(directCost * 0.12);
      const utility = Math.round(directCost * 0.08);
      return {
        revisionId: `${additionalId}-r${revision}`,
        revision,
        currencyId,
        directCost,
        generalExpenses,
        utility,
        totalRequested: directCost + generalExpenses + utility,
        description: `<p>${words(15)}</p>`,
        fileIds: [],
      };
    };
    const title = words(3 + Math.floor(random() * 4));
    const creator = pick(people.creators);
    await event(
      {
        type: 'AdditionalCreated',
        data: {
          ...of,
          number,
          title: title[0]!.toUpperCase() + title.slice(1),
          additionalType: pick([1, 2, 3] as const),
          code: `AD-${number}`,
          specialties: [{ id: 1 + Math.floor(random() * 4), name: 'Obra gruesa' }],
          copyTo: [],
          reminder: { days: [], repeatable: false },
          fromTaskId: null,
          createdBy: { userId: creator, jobTypeId: 2 },
          firstRevision: costs(1),
          responseStatus: 1,
        },
      },
      creator,
      at(0),
    );
    let total = 0;
    for (let revision = 2; revision <= REVISIONS; revision += 1) {
      const data = costs(revision);
      total = data.totalRequested;
      // The ITO and the Jefe OT take turns; the last revision is the Jefe OT's, then the ITO accepts.
      await event(
        {
          type: 'AdditionalRevisionAdded',
          data: { ...of, ...data, author: jefe, status: 1, responseStatus: 1 },
        },
        people.jefe,
        at(revision * 2),
      );
    }
    await event(
      { type: 'AdditionalStatusChanged', data: { ...of, by: ito, status: 2, requested: 2, responseStatus: null } },
      people.ito,
      at(12),
    );
    if (random() < 0.3) {
      await event(
        { type: 'AdditionalSeenStatusSet', data: { ...of, userId: people.jefe, status: 1 } },
        people.jefe,
        at(12),
      );
    }
    for (let n = 1; n <= PAYMENT_STATUSES_EACH; n += 1) {
      const paymentStatusId = `${additionalId}-ep${n}`;
      const ps = { paymentStatusId, projectId };
      const progress = 1000 + Math.floor(random() * 2000);
      const amount = percentOf(total, progress);
      await event(
        {
          type: 'PaymentStatusCreated',
          data: {
            ...ps,
            additionalIds: [additionalId],
            currencyId,
            base: total,
            progress,
            amount,
            description: `Estado de pago ${n}: ${words(6)}`,
            requestedBy: people.jefe,
          },
        },
        people.jefe,
        at(12 + n * 20),
      );
      if (n === PAYMENT_STATUSES_EACH) continue;
      const agreed = { progress: progress - 500, amount: percentOf(total, progress - 500) };
      await event(
        {
          type: 'PaymentStatusObserved',
          data: {
            ...ps,
            ...agreed,
            observationId: `${paymentStatusId}-o`,
            authorId: people.ito,
            description: words(8),
          },
        },
        people.ito,
        at(14 + n * 20),
      );
      await event(
        { type: 'PaymentStatusApproved', data: { ...ps, ...agreed, approvedBy: people.ito } },
        people.ito,
        at(16 + n * 20),
      );
    }
  }
}
