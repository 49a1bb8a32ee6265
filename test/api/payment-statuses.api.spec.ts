import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { type AdditionalCommand, additionalAggregate } from '../../services/additionals/additional.decider';
import { PAYMENT_STATUS_MESSAGES } from '../../services/additionals/payment-status.decider';
import { ExecuteCommand } from '../../services/platform/commands/execute-command';
import { startTestServer, type TestServer } from '../support/test-server';

type PaymentStatus = Record<string, unknown> & { id: string; status: number; interactions: unknown[] };

describe('Estados de Pago API', () => {
  let server: TestServer;
  let admin: string;
  let jefe: string;
  let ito: string;
  let terreno: string;
  let projectId: string;
  beforeAll(async () => {
    server = await startTestServer();
    ({ admin, jefe, ito, terreno } = await server.demoTokens());
    const projects = (await server.call('/project/getProjectsByUser', {}, jefe)).body.projects as Array<{ id: string }>;
    projectId = projects[0]!.id;
  });
  afterAll(() => server.close());

  let numbers = 0;
  /** An additional in UF, created by the Jefe OT through the command pipeline, accepted by the ITO if asked. */
  async function additional(costs: [number, number, number], accept = true): Promise<string> {
    const additionalId = randomUUID();
    numbers += 1;
    const run = (actorId: string, command: AdditionalCommand) =>
      server.app.get(CommandBus).execute(
        new ExecuteCommand({
          aggregate: additionalAggregate,
          aggregateId: additionalId,
          command,
          context: { actorId, commandId: randomUUID(), projectId },
        }),
      );
    const project = { projectId, closed: false };
    await run('demo-jefe-ot', {
      type: 'CreateAdditional',
      additionalId,
      project,
      number: numbers,
      title: `Muro cortafuego ${numbers}`,
      additionalType: 1,
      code: `AD-${numbers}`,
      specialties: [{ id: 1, name: 'Obra gruesa' }],
      copyTo: [],
      reminder: { days: [], repeatable: false },
      fromTaskId: null,
      firstRevision: {
        revisionId: randomUUID(),
        currencyId: 2,
        directCost: costs[0],
        generalExpenses: costs[1],
        utility: costs[2],
        description: '<p>Muro no incluido en el plano</p>',
        fileIds: [],
      },
    });
    if (accept) await run('demo-ito', { type: 'ChangeAdditionalStatus', additionalId, project, newStatus: 2 });
    return additionalId;
  }

  const create = (body: Record<string, unknown>, token = jefe) =>
    server.call(
      '/additionals/newPaymentStatus',
      { project_id: projectId, description: 'Avance muros', ...body },
      token,
    );
  const paymentStatusOf = (answer: { body: Record<string, unknown> }) => answer.body.payment_status as PaymentStatus;
  const table = (query: Record<string, string>, token = jefe) =>
    fetch(`${server.url}/api/additionals/listPaymentStatus?${new URLSearchParams(query)}`, {
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
    });
    const id = first.id;

    const observed = await server.call(
      '/additionals/newPaymentStatusInteraction',
      { additional_payment_status_id: id, description: '<p>Falta el segundo piso</p>', progress: 0.3, amount: '300.5' },
      ito,
    );
    expect(observed.status).toBe(200);
    expect(paymentStatusOf(observed)).toMatchObject({
      status: 2,
      statustext: 'Observado',
      progress: 0.3,
      amount: 300.5,
    });

    // Spec 6: the ITO cannot modify an Estado de Pago.
    const byIto = await server.call(
      '/additionals/updatePaymentStatus',
      { additional_payment_status_id: id, progress: 0.4 },
      ito,
    );
    expect(byIto).toMatchObject({ status: 403, body: { message: PAYMENT_STATUS_MESSAGES.ito } });
    const modified = await server.call(
      '/additionals/updatePaymentStatus',
      { additional_payment_status_id: id, progress: 0.4 },
      jefe,
    );
    // No amount typed: UF 1,000.10 × 40 % = 400.04.
    expect(paymentStatusOf(modified)).toMatchObject({ status: 1, progress: 0.4, amount: 400.04 });

    const approval = { additional_payment_status_id: id, status: 3 };
    const approved = await server.call('/additionals/setStatusToPaymentStatus', approval, ito);
    expect(paymentStatusOf(approved)).toMatchObject({
      status: 3,
      statustext: 'Aprobado',
      progress: 0.4,
      amount: 400.04,
    });
    expect(paymentStatusOf(approved).interactions.map((step) => (step as { kind: string }).kind)).toEqual([
      'created',
      'observed',
      'updated',
      'approved',
    ]);
    const refusedAfter = [
      await server.call(
        '/additionals/newPaymentStatusInteraction',
        { additional_payment_status_id: id, description: '<p>Otra</p>', progress: 0.1 },
        ito,
      ),
      await server.call('/additionals/updatePaymentStatus', { additional_payment_status_id: id, progress: 0.5 }, jefe),
    ];
    for (const refused of refusedAfter) {
      expect(refused).toMatchObject({ status: 409, body: { message: PAYMENT_STATUS_MESSAGES.approved } });
    }

    const second = paymentStatusOf(await create({ additionals_included: [additionalId], progress: 0.1, amount: 100 }));
    expect(second).toMatchObject({ number: 2, amount: 100, progress: 0.1 });

    const query = { project_id: projectId, statuses: '2', page: '1' };
    const read = await table(query);
    expect(read.status).toBe(200);
    const posted = await server.call('/additionals/listPaymentStatus', { ...query, statuses: [2], page: 1 }, jefe);
    expect(posted.body).toEqual(read.body);
    const rows = read.body.additional as Array<Record<string, unknown> & { id: string }>;
    expect(rows.find((row) => row.id === additionalId)).toMatchObject({
      title: expect.stringContaining('Muro cortafuego'),
      status: 2,
      statustext: 'Aceptado',
      approved_status: true,
      approved_status_change: { created_at: expect.any(String) },
      last_revision: { revision: 1, total_requested: 1000.1, currency_id: 2, currency_info: { code: 'UF' } },
      // Approved Estados de Pago only.
      total_progress: 0.4,
      total_amount: 400.04,
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
  });

  it('refuses an Estado de Pago of an additional not yet accepted, or by the ITO', async () => {
    const pending = await additional([10_000, 0, 0], false);
    expect(await create({ additionals_included: [pending], progress: 0.5 })).toMatchObject({
      status: 409,
      body: { message: PAYMENT_STATUS_MESSAGES.notAccepted },
    });
    const accepted = await additional([10_000, 0, 0]);
    expect(await create({ additionals_included: [accepted], progress: 0.5 }, ito)).toMatchObject({
      status: 403,
      body: { message: PAYMENT_STATUS_MESSAGES.ito },
    });
  });

  it('answers every refused field with the message of spec 5', async () => {
    const refused = await create({ additionals_included: [], progress: 1.5, amount: '12.345' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { field: 'additionals_included', message: 'Campo requerido' },
      { field: 'progress', message: 'El porcentaje de avance debe estar entre 0 y 100' },
      { field: 'amount', message: 'El monto puede tener 2 decimales, formato XXXXXX.XX' },
    ]);
    const missing = await create({ additionals_included: ['a'] });
    expect(missing.body.errors).toEqual([{ field: 'progress', message: 'Campo requerido' }]);
    const empty = await server.call(
      '/additionals/newPaymentStatusInteraction',
      { additional_payment_status_id: 'x', description: '<p> </p>', progress: 0.1 },
      ito,
    );
    expect(empty.body.errors).toEqual([{ field: 'description', message: 'Campo requerido' }]);
  });

  it('refuses the table and Estados de Pago to a member without view_additionals', async () => {
    const accepted = await additional([10_000, 0, 0]);
    const id = paymentStatusOf(await create({ additionals_included: [accepted], progress: 0.2 })).id;
    const capabilities = { user_id: 'demo-terreno', project_id: projectId, capabilities: ['view_rdi'] };
    expect((await server.call('/user/setCapabilitiesByUserProject', capabilities, admin)).status).toBe(200);
    expect(await table({ project_id: projectId }, terreno)).toMatchObject({
      status: 403,
      body: { message: 'No tienes permiso para ver adicionales.' },
    });
    const observed = await server.call(
      '/additionals/newPaymentStatusInteraction',
      { additional_payment_status_id: id, description: '<p>Revisar</p>', progress: 0.2 },
      terreno,
    );
    expect(observed).toMatchObject({ status: 403, body: { message: 'No tienes permiso para ver adicionales.' } });
    expect((await table({ project_id: 'otro-proyecto' }, jefe)).status).toBe(404);
  });
});
