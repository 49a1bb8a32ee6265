import { BAD_AT } from '../../services/history/dto/as-of.dto';
import { FixedClock } from '../../services/platform/clock/clock.port';
import { projectForm } from '../support/fixtures';
import { stairQuestionForm } from '../support/task-requests';
import { startTestServer, type TestServer } from '../support/test-server';

/** Tuesday 24 November 2026, noon in Santiago; each step of a test happens an hour after the one before. */
const START = new Date('2026-11-24T15:00:00.000Z');
const HOUR = 3_600_000;
const PROJECT = 'demo-lo-aguirre';

type Answer = { status: number; body: Record<string, unknown> };

// Each case makes a dozen writes and reads on a busy machine.
jest.setTimeout(60_000);

describe('the item as it stood on a date (POST /history/asOf)', () => {
  let server: TestServer;
  let jefe: string;
  let ito: string;
  let terreno: string;
  const clock = new FixedClock(START);

  beforeAll(async () => {
    server = await startTestServer({ clock });
    ({ jefe, ito, terreno } = await server.demoTokens());
  });
  afterAll(() => server.close());

  const asOf = (item_type: string, item_id: string, at: Date | string, token = jefe) =>
    server.call('/history/asOf', { item_type, item_id, at: typeof at === 'string' ? at : at.toISOString() }, token);
  const ok = (answer: Answer) => {
    if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
    return answer.body;
  };

  /**
   * Runs each step an hour after the previous one and keeps what the detail answered right after
   * it; then asks the item as of each of those instants (and half an hour later, before the next
   * step), and as of a date before it existed.
   */
  async function replay(
    type: string,
    steps: Array<() => Promise<unknown>>,
    detail: () => Promise<unknown>,
    id: () => string,
    token = jefe,
  ) {
    const seen: Array<{ at: Date; detail: unknown }> = [];
    for (const step of steps) {
      clock.advance(HOUR);
      await step();
      seen.push({ at: clock.now(), detail: await detail() });
    }
    clock.advance(10 * HOUR);
    for (const { at, detail: then } of seen) {
      const answer = ok(await asOf(type, id(), at, token));
      expect(answer.item).toEqual(then);
      expect(typeof answer.position).toBe('number');
      // Half an hour later the waiting times have grown, nothing else: the next step had not happened.
      const later = ok(await asOf(type, id(), new Date(at.getTime() + HOUR / 2), token));
      expect(later.position).toBe(answer.position);
    }
    const before = ok(await asOf(type, id(), new Date(seen[0]!.at.getTime() - 1000), token));
    expect(before).toEqual({
      code: 200,
      item: null,
      position: null,
      events_before: 0,
      events_after: expect.any(Number),
    });
    return seen;
  }

  it('answers a task as /tasks/get answered at each instant, waiting times included', async () => {
    let taskId = '';
    const get = async () => ok(await server.call('/tasks/get', { task_id: taskId }, jefe)).task;
    const seen = await replay(
      'task',
      [
        async () => {
          const created = await server.form('/tasks/create', stairQuestionForm(PROJECT), jefe);
          taskId = (ok(created).task as { id: string }).id;
        },
        async () =>
          ok(await server.call('/tasks/update', { id: taskId, priority: 3, critical_date: '2026-12-20' }, jefe)),
        async () => ok(await server.form('/tasks/addInteraction', { task_id: taskId, message: '<p>28 cm</p>' }, ito)),
        async () =>
          ok(await server.call('/tasks/changeResponsable', { task_id: taskId, user_id: 'demo-terreno' }, jefe)),
        async () => ok(await server.call('/tasks/close', { task_id: taskId }, jefe)),
      ],
      get,
      () => taskId,
    );
    expect(seen.map(({ detail }) => (detail as { priority: number }).priority)).toEqual([1, 3, 3, 3, 3]);
    expect((seen[4]!.detail as { status: number }).status).toBe(3);
    // A date after the last change (in the future too) reads as the task is now.
    const now = ok(await asOf('task', taskId, '2099-01-01T00:00:00Z'));
    expect(now.item).toEqual(await get());
    expect(now.events_after).toBe(0);
    expect(ok(await asOf('task', taskId, seen[0]!.at)).events_before).toBe(1);
  });

  it('answers an RDI as /rdi/get answered at each instant', async () => {
    let rdiId = '';
    await replay(
      'rdi',
      [
        async () => {
          const created = await server.form(
            '/rdi/create',
            {
              project_id: PROJECT,
              title: '¿Se refuerza la losa?',
              description: '<p>Confirmar la carga del estanque</p>',
              especialidades: JSON.stringify([1]),
              subject_id: 1,
            },
            jefe,
          );
          rdiId = (ok(created).rdi as { id: string }).id;
        },
        async () => ok(await server.call('/rdi/update', { id: rdiId, priority: 3 }, jefe)),
        async () =>
          ok(
            await server.form('/rdi/addInteraction', { rdi_id: rdiId, message: '<p>Sí</p>', is_response: 'true' }, ito),
          ),
      ],
      async () => ok(await server.call('/rdi/get', { rdi_id: rdiId }, jefe)).rdi,
      () => rdiId,
    );
  });

  it('answers an additional with its Estado de Pago as /additionals/getAdditionalByID answered at each instant', async () => {
    let additionalId = '';
    let paymentId = '';
    const seen = await replay(
      'additional',
      [
        async () => {
          const created = await server.form(
            '/additionals/create',
            {
              project_id: PROJECT,
              title: 'Muro cortafuego en eje 4',
              type: 1,
              code: 'AD-H-1',
              description: '<p>Muro no incluido en el plano</p>',
              especialidades: JSON.stringify([1]),
              currency_id: 2,
              direct_cost: '800.00',
              general_expenses: '150.00',
              utility: '50.10',
            },
            jefe,
          );
          additionalId = (ok(created).additional as { id: string }).id;
        },
        async () =>
          ok(await server.call('/additionals/changeStatus', { additional_id: additionalId, new_status: 2 }, ito)),
        async () => {
          const created = await server.call(
            '/additionals/newPaymentStatus',
            { project_id: PROJECT, description: 'Avance muros', additionals_included: [additionalId], progress: 0.4 },
            jefe,
          );
          paymentId = (ok(created).payment_status as { id: string }).id;
        },
        async () =>
          ok(
            await server.call(
              '/additionals/setStatusToPaymentStatus',
              { additional_payment_status_id: paymentId, status: 3 },
              ito,
            ),
          ),
      ],
      async () =>
        ok(await server.call('/additionals/getAdditionalByID', { additional_id: additionalId }, jefe)).additional,
      () => additionalId,
    );
    // The Estado de Pago itself, requested then approved, as the additional's detail listed it.
    for (const { at, detail } of seen.slice(2)) {
      const listed = (detail as { payment_statuses: unknown[] }).payment_statuses[0];
      expect(ok(await asOf('payment_status', paymentId, at)).item).toEqual(listed);
    }
    expect(seen.slice(2).map(({ detail }) => (detail as { total_amount: number }).total_amount)).toEqual([0, 400.04]);
  });

  it("answers an additional's lineage from the possible additional it was raised from and that one's RDI", async () => {
    clock.advance(HOUR);
    const likely = await server.form(
      '/additionals/createAdditionalLikely',
      {
        project_id: PROJECT,
        title: 'Losa de acceso adicional',
        description: '<p>La losa no resiste el tránsito.</p>',
        responsable: 'demo-ito',
        participants: JSON.stringify(['demo-terreno']),
      },
      jefe,
    );
    const taskId = (ok(likely).task as { id: string }).id;
    const sent = await server.form(
      '/rdi/create',
      {
        project_id: PROJECT,
        title: 'Losa de acceso adicional',
        description: '<p>¿Se refuerza la losa?</p>',
        especialidades: JSON.stringify([1]),
        subject_id: 1,
        task_id: taskId,
      },
      jefe,
    );
    const rdiId = (ok(sent).rdi as { id: string }).id;
    let additionalId = '';
    const seen = await replay(
      'additional',
      [
        async () => {
          const created = await server.form(
            '/additionals/create',
            {
              project_id: PROJECT,
              title: 'Refuerzo de losa',
              type: 1,
              code: 'AD-H-2',
              description: '<p>Refuerzo no incluido</p>',
              especialidades: JSON.stringify([1]),
              currency_id: 2,
              direct_cost: '500.00',
              general_expenses: '0',
              utility: '0',
              task_id: taskId,
            },
            jefe,
          );
          additionalId = (ok(created).additional as { id: string }).id;
        },
      ],
      async () =>
        ok(await server.call('/additionals/getAdditionalByID', { additional_id: additionalId }, jefe)).additional,
      () => additionalId,
    );
    expect(seen[0]!.detail).toMatchObject({
      lineage: { possible_additional: { id: taskId }, rdi: { id: rdiId } },
    });
  });

  it('answers a project as /project/getProjectByID answered before and after its rename', async () => {
    let projectId = '';
    const form = { start_date: '2026-12-01' };
    const seen = await replay(
      'project',
      [
        async () => {
          projectId = (
            ok(await server.form('/project/create', projectForm({ ...form, jefe_ot_user: 'demo-ito' }), jefe))
              .project as { id: string }
          ).id;
        },
        async () =>
          ok(
            await server.form(
              '/project/update',
              projectForm({ ...form, project_id: projectId, name: 'Condominio Altos del Maipo II' }),
              jefe,
            ),
          ),
        async () =>
          ok(
            await server.call(
              '/project/updateProjectBoard',
              { project_id: projectId, status_board: 'Obra gruesa' },
              jefe,
            ),
          ),
      ],
      async () => ok(await server.call('/project/getProjectByID', { project_id: projectId }, jefe)).project,
      () => projectId,
    );
    expect(seen.map(({ detail }) => (detail as { name: string }).name)).toEqual([
      'Condominio Altos del Maipo',
      'Condominio Altos del Maipo II',
      'Condominio Altos del Maipo II',
    ]);
    // Whoever is not in the project gets a 404, on any date.
    expect(await asOf('project', projectId, seen[1]!.at, terreno)).toMatchObject({
      status: 404,
      body: { error: 'history.not_found' },
    });
  });

  it('answers a user and a company as their screens showed them before and after an edit', async () => {
    const admin = await server.login();
    const user = async () => ok(await server.call('/user/update', profile, admin)).user;
    let profile = { user_id: 'demo-terreno', name: 'Pedro Rojas', phone: '+56 9 1111 2222', address: 'Ñuñoa' };
    clock.advance(HOUR);
    const before = await user();
    const edited = clock.now();
    clock.advance(HOUR);
    profile = { ...profile, name: 'Pedro Rojas Soto', address: 'Providencia' };
    const after = await user();
    expect(ok(await asOf('user', 'demo-terreno', edited, admin)).item).toEqual(before);
    expect(ok(await asOf('user', 'demo-terreno', clock.now(), admin)).item).toEqual(after);
    expect((await asOf('user', 'demo-terreno', edited, ito)).status).toBe(404);

    const company = async (description: string) =>
      ok(
        await server.form(
          '/company/update',
          { company_id: 'demo-company', name: 'Constructora Cordillera S.A.', description },
          admin,
        ),
      ).company;
    clock.advance(HOUR);
    const first = await company('Edificación');
    const then = clock.now();
    clock.advance(HOUR);
    await company('Edificación y obras civiles');
    expect(ok(await asOf('company', 'demo-company', then, admin)).item).toEqual(first);
    // A company's past is for whoever may edit it.
    expect((await asOf('company', 'demo-company', then, jefe)).status).toBe(404);
  });

  describe('visibility', () => {
    const privateTask = async (responsable: string) => {
      const created = await server.form(
        '/tasks/create',
        {
          project_id: PROJECT,
          title: 'Reclamo de vecino',
          priority: 1,
          code_id: 1,
          description: '<p>Ruidos de noche</p>',
          responsable,
          participants: JSON.stringify([responsable]),
          private: 'true',
        },
        jefe,
      );
      return (ok(created).task as { id: string }).id;
    };

    it('refuses a private task to an outsider, on any date', async () => {
      const taskId = await privateTask('demo-ito');
      const at = clock.now();
      expect(await asOf('task', taskId, at, terreno)).toMatchObject({
        status: 404,
        body: { error: 'history.not_found', message: 'El elemento no existe o no tienes acceso a él.' },
      });
      expect(ok(await asOf('task', taskId, at, ito)).item).toMatchObject({ id: taskId, private: true });
    });

    it('keeps a task that was private then from an outsider who may read it now', async () => {
      const taskId = await privateTask('demo-ito');
      const privateThen = clock.now();
      clock.advance(HOUR);
      ok(await server.call('/tasks/update', { id: taskId, private: false }, jefe));
      expect((await asOf('task', taskId, privateThen, terreno)).status).toBe(404);
      expect(ok(await asOf('task', taskId, clock.now(), terreno)).item).toMatchObject({ id: taskId, private: false });
    });

    it('refuses an item of another project', async () => {
      const project = await server.form('/project/create', projectForm({ start_date: '2026-12-01' }), jefe);
      const projectId = (ok(project).project as { id: string }).id;
      const created = await server.form(
        '/tasks/create',
        {
          project_id: projectId,
          title: 'Cierre perimetral',
          priority: 1,
          code_id: 1,
          description: '<p>Malla</p>',
          responsable: 'demo-jefe-ot',
          participants: JSON.stringify(['demo-jefe-ot']),
        },
        jefe,
      );
      const taskId = (ok(created).task as { id: string }).id;
      expect((await asOf('task', taskId, clock.now(), terreno)).status).toBe(404);
      expect((await asOf('task', taskId, clock.now(), jefe)).status).toBe(200);
    });
  });

  it('names the field of a bad date in Spanish', async () => {
    for (const at of ['ayer', '2026-11-24', '2026-02-30T10:00:00Z', '2026-11-24T10:00:00']) {
      expect(await server.call('/history/asOf', { item_type: 'project', item_id: PROJECT, at }, jefe)).toMatchObject({
        status: 400,
        body: { message: BAD_AT },
      });
    }
  });
});
