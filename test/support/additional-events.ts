import type { AdditionalEvent, RevisionData } from '../../services/additionals/additional.events';
import type { PaymentStatusEvent } from '../../services/additionals/payment-status.events';
import { stored } from './projection-spec';

/** Stored additional and Estado de Pago events for projection specs: what happened, by whom, when. */
type DataOf<E extends { type: string; data: object }, T extends E['type']> = Extract<E, { type: T }>['data'];

export const T0 = '2026-11-02T12:00:00.000Z';
export const T1 = '2026-11-03T12:00:00.000Z';
export const T2 = '2026-11-05T12:00:00.000Z';
export const T3 = '2026-11-09T12:00:00.000Z';

/** A revision in UF: direct cost, general expenses and utility in cents, and their total. */
export const revision = (revisionId: string, number: number, costs: [number, number, number]): RevisionData => ({
  revisionId,
  revision: number,
  currencyId: 2,
  directCost: costs[0],
  generalExpenses: costs[1],
  utility: costs[2],
  totalRequested: costs[0] + costs[1] + costs[2],
  description: '<p>Detalle</p>',
  fileIds: [],
});

export function additionalCreated(
  additionalId: string,
  number: number,
  fields: Partial<DataOf<AdditionalEvent, 'AdditionalCreated'>> = {},
  at = T0,
) {
  const data: DataOf<AdditionalEvent, 'AdditionalCreated'> = {
    additionalId,
    projectId: 'p1',
    number,
    title: `Muro ${number}`,
    additionalType: 1,
    code: `AD-${number}`,
    specialties: [],
    copyTo: [],
    reminder: { days: [], repeatable: false },
    fromTaskId: null,
    createdBy: { userId: 'javi', jobTypeId: 2 },
    // UF 1,000.00 + 150.00 + 84.56 = UF 1,234.56
    firstRevision: revision(`${additionalId}-r1`, 1, [100_000, 15_000, 8456]),
    responseStatus: 1,
    ...fields,
  };
  return stored('AdditionalCreated', data, at, data.createdBy.userId);
}

export const additionalAccepted = (additionalId: string, at = T1) =>
  stored(
    'AdditionalStatusChanged',
    {
      additionalId,
      projectId: 'p1',
      by: { userId: 'iris', jobTypeId: 4 },
      status: 2,
      requested: 2,
      responseStatus: null,
    } satisfies DataOf<AdditionalEvent, 'AdditionalStatusChanged'>,
    at,
    'iris',
  );

export const revisionAdded = (additionalId: string, data: RevisionData, status: 1 | 2 | 3 = 1, at = T1) =>
  stored(
    'AdditionalRevisionAdded',
    {
      additionalId,
      projectId: 'p1',
      ...data,
      author: { userId: 'javi', jobTypeId: 2 },
      status,
      responseStatus: status === 2 ? null : 1,
    } satisfies DataOf<AdditionalEvent, 'AdditionalRevisionAdded'>,
    at,
    'javi',
  );

export const paymentStatusCreated = (
  paymentStatusId: string,
  additionalIds: string[],
  pair: { progress: number; amount: number; base: number },
  at = T2,
) =>
  stored(
    'PaymentStatusCreated',
    {
      paymentStatusId,
      projectId: 'p1',
      additionalIds,
      currencyId: 2,
      ...pair,
      description: 'Avance de muros',
      requestedBy: 'javi',
    } satisfies DataOf<PaymentStatusEvent, 'PaymentStatusCreated'>,
    at,
    'javi',
  );

export const paymentStatusObserved = (paymentStatusId: string, pair: { progress: number; amount: number }, at = T3) =>
  stored(
    'PaymentStatusObserved',
    {
      paymentStatusId,
      projectId: 'p1',
      ...pair,
      observationId: `${paymentStatusId}-o`,
      authorId: 'iris',
      description: 'Falta el segundo piso',
    } satisfies DataOf<PaymentStatusEvent, 'PaymentStatusObserved'>,
    at,
    'iris',
  );

export const paymentStatusApproved = (paymentStatusId: string, pair: { progress: number; amount: number }, at = T3) =>
  stored(
    'PaymentStatusApproved',
    { paymentStatusId, projectId: 'p1', ...pair, approvedBy: 'iris' } satisfies DataOf<
      PaymentStatusEvent,
      'PaymentStatusApproved'
    >,
    at,
    'iris',
  );
