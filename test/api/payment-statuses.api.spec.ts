import { PAYMENT_STATUS_MESSAGES } from '../../services/additionals/payment-status.decider';
import { demoStage } from '../support/demo-stage';

type PaymentStatus = Record<string, unknown> & { id: string; status: number; interactions: unknown[] };

/** The project the tests write in: no demo additionals there, so the table holds only what they create. */
const projectId = 'demo-lo-aguirre';

describe('Estados de Pago API', () => {
  const stage = demoStage();

  /** An additional in UF (costs in cents), created by the Jefe OT and, if asked, accepted by the ITO. */
  async function additional(
    costs: [number, number, number],
    accept = true,
    fields: Record<string, string> = {},
  ): Promise<string> {
    const amount = (cents: number) => (cents / 100).toFixed(2);
    const created = await stage.server.form(
      '/additionals/create',
      {
        project_id: projectId,
        title: 'Muro cortafuego en eje 4',
        type: 1,
        code: 'AD-EP-1',
        description: '<p>Muro no incluido en el plano</p>',
        especialidades: JSON.stringify([1]),
        currency_id: 2,
        direct_cost: amount(costs[0]),
        general_expenses: amount(costs[1]),
        utility: amount(costs[2]),
        ...fields,
      },
      stage.jefe,
    );
    expect(created.status).toBe(200);
    const additionalId = (created.body.additional as { id: string }).id;
    if (accept) {
      const accepted = { additional_id: additionalId, new_status: 2 };
      expect((await stage.server.call('/additionals/changeStatus', accepted, stage.ito)).status).toBe(200);
    }
    return additionalId;
  }

  const create = (body: Record<string, unknown>, token = stage.jefe) =>
    stage.server.call(
      '/additionals/newPaymentStatus',
      { project_id: projectId, description: 'Avance muros', ...body },
      token,
    );
  const paymentStatusOf = (answer: { body: Record<string, unknown> }) => answer.body.payment_status as PaymentStatus;
  const table = (query: Record<string, string>, token = stage.jefe) =>
    fetch(`${stage.server.url}/api/additionals/listPaymentStatus?${new URLSearchParams(query)}`, {
      headers: { authorization: `Bearer ${token}` },
    }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as Record<string, unknown>,
    }));

  it('creates, observes, modifies and approves an Estado de Pago, which the table then shows', async () => {
    // UF 1,000.10 × 35.5 % = 355.0355: rounded half up to 355.04.
    const additionalId = await additional([80_000, 15_000, 5010]);
    const created = await create({ additionals_included: [additionalId], progress: 0.355 });
    expect(created.status).toBe(200);
    const first = paymentStatusOf(created);
    expect(first).toMatchObject({
      number: 1,
      project_id: projectId,
      additional_ids: [additionalId],
      status: 1,
      statustext: 'Solicitado',
      progress: 0.355,
      amount: 355.04,
      base: 1000.1,
      currency_id: 2,
      description: 'Avance muros',
      created_by_user: { id: 'demo-jefe-ot', name: 'Javiera Soto' },
      interactions: [{ kind: 'created', created_by_user: { name: 'Javiera Soto' }, progress: 0.355, amount: 355.04 }],
      can: { observe: true, modify: true, approve: true },
    });
    const id = first.id;

    const observed = await stage.server.call(
      '/additionals/newPaymentStatusInteraction',
      { additional_payment_status_id: id, description: '<p>Falta el segundo piso</p>', progress: 0.3, amount: '300.5' },
      stage.ito,
    );
    expect(observed.status).toBe(200);
    // The ITO observes and approves; modifying is the contractor's (spec 6).
    expect(paymentStatusOf(observed)).toMatchObject({
      status: 2,
      statustext: 'Observado',
      progress: 0.3,
      amount: 300.5,
      can: { observe: true, modify: false, approve: true },
    });

    // Spec 6: the ITO cannot modify an Estado de Pago.
    const byIto = await stage.server.call(
      '/additionals/updatePaymentStatus',
      { additional_payment_status_id: id, progress: 0.4 },
      stage.ito,
    );
    expect(byIto).toMatchObject({ status: 403, body: { message: PAYMENT_STATUS_MESSAGES.ito } });
    const modified = await stage.server.call(
      '/additionals/updatePaymentStatus',
      { additional_payment_status_id: id, progress: 0.4 },
      stage.jefe,
    );
    // No amount typed: UF 1,000.10 × 40 % = 400.04.
    expect(paymentStatusOf(modified)).toMatchObject({ status: 1, progress: 0.4, amount: 400.04 });

    const approval = { additional_payment_status_id: id, status: 3 };
    const approved = await stage.server.call('/additionals/setStatusToPaymentStatus', approval, stage.ito);
    expect(paymentStatusOf(approved)).toMatchObject({
      status: 3,
      statustext: 'Aprobado',
      progress: 0.4,
      amount: 400.04,
      can: { observe: false, modify: false, approve: false },
    });
    expect(paymentStatusOf(approved).interactions.map((step) => (step as { kind: string }).kind)).toEqual([
      'created',
      'observed',
      'updated',
      'approved',
    ]);
    const refusedAfter = [
      await stage.server.call(
        '/additionals/newPaymentStatusInteraction',
        { additional_payment_status_id: id, description: '<p>Otra</p>', progress: 0.1 },
        stage.ito,
      ),
      await stage.server.call(
        '/additionals/updatePaymentStatus',
        { additional_payment_status_id: id, progress: 0.5 },
        stage.jefe,
      ),
    ];
    for (const refused of refusedAfter) {
      expect(refused).toMatchObject({ status: 409, body: { message: PAYMENT_STATUS_MESSAGES.approved } });
    }

    const second = paymentStatusOf(await create({ additionals_included: [additionalId], progress: 0.1, amount: 100 }));
    expect(second).toMatchObject({ number: 2, amount: 100, progress: 0.1 });

    const query = { project_id: projectId, statuses: '2', page: '1' };
    const read = await table(query);
    expect(read.status).toBe(200);
    const posted = await stage.server.call(
      '/additionals/listPaymentStatus',
      { ...query, statuses: [2], page: 1 },
      stage.jefe,
    );
    expect(posted.body).toEqual(read.body);
    const rows = read.body.additional as Array<Record<string, unknown> & { id: string }>;
    expect(rows.find((row) => row.id === additionalId)).toMatchObject({
      title: 'Muro cortafuego en eje 4',
      status: 2,
      statustext: 'Aceptado',
      approved_status: true,
      approved_status_change: { created_at: expect.any(String) },
      last_revision: { revision: 1, total_requested: 1000.1, currency_id: 2, currency_info: { code: 'UF' } },
      // Approved Estados de Pago only.
      total_progress: 0.4,
      total_amount: 400.04,
      can: { request_payment_status: true },
    });
    const columns = (read.body.agps as Record<string, PaymentStatus[]>)[additionalId]!;
    expect(columns.map((column) => [column.number, column.status, column.amount])).toEqual([
      [1, 3, 400.04],
      [2, 1, 100],
    ]);
    expect(read.body.total_additional).toBe(rows.length);
  });

  it('pages the table by number descending, filtered by status', async () => {
    const pending = await additional([10_000, 0, 0], false);
    const accepted = await additional([20_000, 0, 0]);
    const ids = (body: Record<string, unknown>) => (body.additional as Array<{ id: string }>).map((row) => row.id);
    const all = await table({ project_id: projectId });
    expect(ids(all.body).slice(0, 2)).toEqual([accepted, pending]);
    const numbersShown = (all.body.additional as Array<{ number: number }>).map((row) => row.number);
    expect(numbersShown).toEqual([...numbersShown].sort((a, b) => b - a));
    const vigentes = await table({ project_id: projectId, statuses: '[1]' });
    expect(ids(vigentes.body)).toContain(pending);
    expect(ids(vigentes.body)).not.toContain(accepted);
    expect((await table({ project_id: projectId, page: '9' })).body.additional).toEqual([]);
    // The '+' of a row: an accepted additional, to the contractor only (spec 1 and 6).
    const canRequest = async (token: string) =>
      Object.fromEntries(
        ((await table({ project_id: projectId }, token)).body.additional as Array<Record<string, unknown>>).map(
          (row) => [row.id, (row.can as { request_payment_status: boolean }).request_payment_status],
        ),
      );
    expect(await canRequest(stage.jefe)).toMatchObject({ [accepted]: true, [pending]: false });
    expect(await canRequest(stage.ito)).toMatchObject({ [accepted]: false, [pending]: false });
  });

  it('refuses an Estado de Pago of an additional not yet accepted, or by the ITO', async () => {
    const pending = await additional([10_000, 0, 0], false);
    expect(await create({ additionals_included: [pending], progress: 0.5 })).toMatchObject({
      status: 409,
      body: { message: PAYMENT_STATUS_MESSAGES.notAccepted },
    });
    const accepted = await additional([10_000, 0, 0]);
    expect(await create({ additionals_included: [accepted], progress: 0.5 }, stage.ito)).toMatchObject({
      status: 403,
      body: { message: PAYMENT_STATUS_MESSAGES.ito },
    });
  });

  it('answers every refused field with the message of spec 5', async () => {
    const refused = await create({ additionals_included: [], progress: 1.5, amount: '12,345' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { field: 'additionals_included', message: 'Campo requerido' },
      { field: 'progress', message: 'El porcentaje de avance debe estar entre 0 y 100' },
      { field: 'amount', message: 'El monto puede tener 2 decimales, formato XXXXXX.XX' },
    ]);
    const missing = await create({ additionals_included: ['a'] });
    expect(missing.body.errors).toEqual([{ field: 'progress', message: 'Campo requerido' }]);
    const empty = await stage.server.call(
      '/additionals/newPaymentStatusInteraction',
      { additional_payment_status_id: 'x', description: '<p> </p>', progress: 0.1 },
      stage.ito,
    );
    expect(empty.body.errors).toEqual([{ field: 'description', message: 'Campo requerido' }]);
  });

  it('refuses the table and Estados de Pago to a member without view_additionals', async () => {
    const accepted = await additional([10_000, 0, 0]);
    const id = paymentStatusOf(await create({ additionals_included: [accepted], progress: 0.2 })).id;
    const capabilities = { user_id: 'demo-terreno', project_id: projectId, capabilities: ['view_rdi'] };
    expect((await stage.server.call('/user/setCapabilitiesByUserProject', capabilities, stage.admin)).status).toBe(200);
    expect(await table({ project_id: projectId }, stage.terreno)).toMatchObject({
      status: 403,
      body: { message: 'No tienes permiso para ver adicionales.' },
    });
    const observed = await stage.server.call(
      '/additionals/newPaymentStatusInteraction',
      { additional_payment_status_id: id, description: '<p>Revisar</p>', progress: 0.2 },
      stage.terreno,
    );
    expect(observed).toMatchObject({ status: 403, body: { message: 'No tienes permiso para ver adicionales.' } });
    expect((await table({ project_id: 'otro-proyecto' }, stage.jefe)).status).toBe(404);
  });

  it('answers in the detail where every amount came from: possible additional, RDI, revisions, Estados de Pago', async () => {
    const possible = await stage.server.form(
      '/additionals/createAdditionalLikely',
      {
        project_id: projectId,
        title: 'Refuerzo de losa por nueva carga',
        description: '<p>La sala de máquinas pesa más</p>',
        priority: 2,
        responsable: 'demo-ito',
        participants: JSON.stringify(['demo-terreno']),
        is_posible_additional: 'true',
      },
      stage.jefe,
    );
    const task = possible.body.task as { id: string; number: number };
    const rdi = await stage.server.form(
      '/rdi/create',
      {
        project_id: projectId,
        title: '¿Se refuerza la losa?',
        description: '<p>Confirmar carga</p>',
        especialidades: JSON.stringify([1]),
        subject_id: 1,
        task_id: task.id,
      },
      stage.jefe,
    );
    const sent = rdi.body.rdi as { id: string; number: number };
    const additionalId = await additional([100_000, 0, 0], false, { task_id: task.id });
    const revised = await stage.server.form(
      '/additionals/addRevision',
      {
        additional_id: additionalId,
        currency_id: 2,
        direct_cost: '1200.00',
        general_expenses: '100.00',
        utility: '0.55',
        description: '<p>Se ajusta la cubicación</p>',
      },
      stage.jefe,
    );
    expect(revised.status).toBe(200);
    // Accepting is the ITO's act (docs/decisions.md, "Adicionales: quién acepta").
    const accepted = { additional_id: additionalId, new_status: 2 };
    expect((await stage.server.call('/additionals/changeStatus', accepted, stage.ito)).status).toBe(200);
    // UF 1,300.55 × 12.34 % = 160.48787: 160.49.
    await create({ additionals_included: [additionalId], progress: 0.1234 });
    const detail = await stage.server.call(
      '/additionals/getAdditionalByID',
      { additional_id: additionalId },
      stage.ito,
    );
    const shown = detail.body.additional as Record<string, unknown>;
    expect(shown.payment_statuses).toEqual([
      expect.objectContaining({ number: 1, progress: 0.1234, amount: 160.49, base: 1300.55 }),
    ]);
    expect(shown.lineage).toEqual({
      possible_additional: { id: task.id, number: task.number, title: 'Refuerzo de losa por nueva carga' },
      rdi: { id: sent.id, number: sent.number, title: '¿Se refuerza la losa?' },
      revisions: [
        expect.objectContaining({ revision: 1, direct_cost: 1000, total_requested: 1000 }),
        expect.objectContaining({ revision: 2, direct_cost: 1200, utility: 0.55, total_requested: 1300.55 }),
      ],
      payment_statuses: [
        {
          id: expect.any(String),
          number: 1,
          status: 1,
          statustext: 'Solicitado',
          base: 1300.55,
          progress: 0.1234,
          amount: 160.49,
          steps: [
            { kind: 'created', at: expect.any(String), by_name: 'Javiera Soto', progress: 0.1234, amount: 160.49 },
          ],
        },
      ],
    });
  });
});
