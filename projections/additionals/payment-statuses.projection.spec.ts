import {
  additionalCreated,
  paymentStatusApproved,
  paymentStatusCreated,
  paymentStatusObserved,
  T2,
  T3,
} from '../../test/support/additional-events';
import { projectionSpec, stored } from '../../test/support/projection-spec';
import { PAYMENT_STATUSES, type PaymentStatusDocument, paymentStatusesProjection } from './payment-statuses.projection';

const given = projectionSpec(paymentStatusesProjection);
const statusesAfter = async (events: ReturnType<typeof stored>[]) =>
  (await given(events).documents(PAYMENT_STATUSES)) as PaymentStatusDocument[];
// UF 1,234.56 × 35.5 % = 438.27
const asked = { progress: 3550, amount: 43_827, base: 123_456 };

describe('Estados de Pago projection', () => {
  it('holds a new Estado de Pago as Solicitado, its first step the request', async () => {
    const created = paymentStatusCreated('ps1', ['a1'], asked);
    const [status] = await statusesAfter([additionalCreated('a1', 1), created]);
    expect(status).toEqual({
      _id: 'ps1',
      id: 'ps1',
      project_id: 'p1',
      additional_ids: ['a1'],
      numbers: [1],
      status: 1,
      progress: 3550,
      amount: 43_827,
      base: 123_456,
      currency_id: 2,
      description: 'Avance de muros',
      created_by: 'javi',
      created_at: T2,
      steps: [
        {
          id: created.eventId,
          kind: 'created',
          user_id: 'javi',
          at: T2,
          description: 'Avance de muros',
          progress: 3550,
          amount: 43_827,
        },
      ],
      updated_at: T2,
      version: created.revision,
    });
  });

  it('numbers Estados de Pago 1.. within each additional they cover', async () => {
    const statuses = await statusesAfter([
      paymentStatusCreated('ps1', ['a1'], asked),
      paymentStatusCreated('ps2', ['a2'], asked),
      paymentStatusCreated('ps3', ['a1', 'a2'], asked),
      paymentStatusCreated('ps4', ['a1'], asked),
    ]);
    expect(statuses.map((status) => [status.id, status.numbers])).toEqual([
      ['ps1', [1]],
      ['ps2', [1]],
      ['ps3', [2, 2]],
      ['ps4', [3]],
    ]);
  });

  it('takes each step’s progress and amount as current: modified asks again, observed, then approved', async () => {
    const updated = stored(
      'PaymentStatusUpdated',
      { paymentStatusId: 'ps1', projectId: 'p1', progress: 4000, amount: 49_382 },
      T2,
      'javi',
    );
    const observed = paymentStatusObserved('ps1', { progress: 3000, amount: 37_037 });
    const approved = paymentStatusApproved('ps1', { progress: 3000, amount: 37_037 });
    const lastOf = (events: ReturnType<typeof stored>[]) =>
      statusesAfter([paymentStatusCreated('ps1', ['a1'], asked), ...events]).then(([status]) => status);
    expect(await lastOf([updated])).toMatchObject({ status: 1, progress: 4000, amount: 49_382 });
    expect(await lastOf([updated, observed])).toMatchObject({ status: 2, progress: 3000, amount: 37_037 });
    const done = await lastOf([updated, observed, approved]);
    expect(done).toMatchObject({ status: 3, progress: 3000, amount: 37_037, updated_at: T3 });
    expect(done?.steps.map((step) => [step.kind, step.user_id, step.description, step.progress, step.amount])).toEqual([
      ['created', 'javi', 'Avance de muros', 3550, 43_827],
      ['updated', 'javi', '', 4000, 49_382],
      ['observed', 'iris', 'Falta el segundo piso', 3000, 37_037],
      ['approved', 'iris', '', 3000, 37_037],
    ]);
    expect(done?.steps[2]?.id).toBe('ps1-o');
  });
});
