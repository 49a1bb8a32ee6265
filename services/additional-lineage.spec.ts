/**
 * The additionals' amount lineage fed by the tasks' and RDI's own lineage facts, wired as the
 * composition root wires them (services/manifests.ts): it sits at the services root because it
 * joins three item features, which never import one another.
 */

import {
  additionalLineageProjection,
  readAdditionalLineage,
} from '../projections/additionals/additional-lineage.projection';
import { paymentStatusesProjection } from '../projections/additionals/payment-statuses.projection';
import { USERS } from '../projections/users/user-directory.projection';
import {
  additionalAccepted,
  additionalCreated,
  paymentStatusApproved,
  paymentStatusCreated,
  paymentStatusObserved,
  revision,
  revisionAdded,
  T0,
  T1,
  T2,
  T3,
} from '../test/support/additional-events';
import { stored } from '../test/support/projection-spec';
import { taskCreatedData } from '../test/support/task-events';
import { MemoryReadStore } from './platform/read-store/memory-read-store';
import type { RdiEvent } from './rdi/rdi.events';
import { rdiLineage } from './rdi/rdi.lineage';
import { taskLineage } from './tasks/task.lineage';

type DataOf<E extends { type: string; data: object }, T extends E['type']> = Extract<E, { type: T }>['data'];

const taskCreated = (taskId: string, possibleAdditional = true) =>
  stored(
    'TaskCreated',
    taskCreatedData({
      taskId,
      projectId: 'p1',
      number: 41,
      title: 'Muro cortafuego adicional',
      responsibleId: 'javi',
      createdBy: 'iris',
      possibleAdditional,
    }),
    T0,
    'iris',
  );
const rdiCreated = (rdiId: string, taskId: string | null) =>
  stored(
    'RdiCreated',
    {
      rdiId,
      projectId: 'p1',
      number: 12,
      title: '¿Cortafuego en el eje 4?',
      description: '<p>Confirmar</p>',
      priority: 1,
      specialties: [],
      subject: { id: 1, name: 'Estructura' },
      criticalDate: null,
      copyTo: [],
      reminder: { days: [], repeatable: false },
      taskId,
      createdBy: 'iris',
      fileIds: [],
    } satisfies DataOf<RdiEvent, 'RdiCreated'>,
    T0,
    'iris',
  );
const linked = (taskId: string, rdiId: string) =>
  stored('TaskLinkedToRdi', { taskId, projectId: 'p1', rdiId, rdiNumber: 12 }, T0, 'iris');

/** The lineage of `additionalId` after the events, read as the detail reads it. */
async function lineageAfter(events: ReturnType<typeof stored>[], additionalId = 'a1') {
  const store = new MemoryReadStore();
  const projections = [paymentStatusesProjection, additionalLineageProjection([taskLineage, rdiLineage])];
  for (const projection of projections) await projection.setup?.(store);
  await store.collection(USERS).upsert({ _id: 'javi', name: 'Javiera Soto' });
  await store.collection(USERS).upsert({ _id: 'iris', name: 'Iris ITO' });
  for (const event of events) {
    for (const projection of projections) {
      if (projection.handles.includes(event.type)) await projection.apply(event, store);
    }
  }
  return readAdditionalLineage(store, additionalId);
}

describe('amount lineage', () => {
  it('starts at the possible additional and the RDI it was sent to, then every revision’s amounts', async () => {
    const second = revision('a1-r2', 2, [90_000, 10_000, 5]);
    const lineage = await lineageAfter([
      taskCreated('t1'),
      rdiCreated('rdi1', 't1'),
      linked('t1', 'rdi1'),
      additionalCreated('a1', 1, { fromTaskId: 't1' }),
      revisionAdded('a1', second, 1, T1),
    ]);
    expect(lineage).toEqual({
      possible_additional: { id: 't1', number: 41, title: 'Muro cortafuego adicional' },
      rdi: { id: 'rdi1', number: 12, title: '¿Cortafuego en el eje 4?' },
      revisions: [
        {
          id: 'a1-r1',
          revision: 1,
          created_at: T0,
          currency_id: 2,
          direct_cost: 1000,
          general_expenses: 150,
          utility: 84.56,
          total_requested: 1234.56,
        },
        {
          id: 'a1-r2',
          revision: 2,
          created_at: T1,
          currency_id: 2,
          direct_cost: 900,
          general_expenses: 100,
          utility: 0.05,
          total_requested: 1000.05,
        },
      ],
      payment_statuses: [],
    });
  });

  it('follows an RDI linked after the additional, and forgets a deleted one', async () => {
    const start = [taskCreated('t1'), additionalCreated('a1', 1, { fromTaskId: 't1' })];
    const sent = [...start, rdiCreated('rdi1', 't1'), linked('t1', 'rdi1')];
    expect((await lineageAfter(start))?.rdi).toBeNull();
    expect((await lineageAfter(sent))?.rdi).toEqual({ id: 'rdi1', number: 12, title: '¿Cortafuego en el eje 4?' });
    const deleted = stored('RdiDeleted', { rdiId: 'rdi1', projectId: 'p1' }, T1, 'iris');
    expect((await lineageAfter([...sent, deleted]))?.rdi).toBeNull();
  });

  it('has no start for an additional raised directly, nor for a plain task', async () => {
    expect((await lineageAfter([additionalCreated('a1', 1)]))?.possible_additional).toBeNull();
    const fromPlainTask = [taskCreated('t2', false), additionalCreated('a1', 1, { fromTaskId: 't2' })];
    expect((await lineageAfter(fromPlainTask))?.possible_additional).toBeNull();
  });

  it('ends at each Estado de Pago: its base, its number here, and every step’s progress and amount', async () => {
    const lineage = await lineageAfter([
      additionalCreated('a1', 1),
      additionalCreated('a2', 2),
      additionalAccepted('a1'),
      additionalAccepted('a2'),
      paymentStatusCreated('ps0', ['a2'], { progress: 1000, amount: 12_346, base: 123_456 }),
      paymentStatusCreated('ps1', ['a1', 'a2'], { progress: 3550, amount: 87_654, base: 246_912 }, T2),
      paymentStatusObserved('ps1', { progress: 3000, amount: 74_074 }, T3),
      paymentStatusApproved('ps1', { progress: 3000, amount: 74_074 }, T3),
    ]);
    expect(lineage?.payment_statuses).toEqual([
      {
        id: 'ps1',
        number: 1,
        status: 3,
        statustext: 'Aprobado',
        base: 2469.12,
        progress: 0.3,
        amount: 740.74,
        steps: [
          { kind: 'created', at: T2, by_name: 'Javiera Soto', progress: 0.355, amount: 876.54 },
          { kind: 'observed', at: T3, by_name: 'Iris ITO', progress: 0.3, amount: 740.74 },
          { kind: 'approved', at: T3, by_name: 'Iris ITO', progress: 0.3, amount: 740.74 },
        ],
      },
    ]);
    expect(await lineageAfter([additionalCreated('a1', 1)], 'a9')).toBeNull();
  });
});
