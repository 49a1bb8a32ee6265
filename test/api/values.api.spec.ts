import { PNG_1X1, projectForm, userForm } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

type Answer = { status: number; body: Record<string, unknown> };

const MALFORMED = 'La solicitud está mal formada.';
const projectId = 'demo-aromos';

/** The field an answer's `errors` names first. */
const fieldOf = (answer: Answer) => (answer.body.errors as Array<{ field: string }> | undefined)?.[0]?.field;

/** JSON text of `depth` lists inside each other. */
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('values checked at the door, and inputs that answered 500 (issue 28)', () => {
  let server: TestServer;
  let admin: string;
  let jefe: string;
  let ito: string;
  let terreno: string;
  let openTask: string;
  let privateTask: string;
  beforeAll(async () => {
    server = await startTestServer();
    ({ admin, jefe, ito, terreno } = await server.demoTokens());
    openTask = (await createTask()).id;
    privateTask = (await createTask({ private: 'true' })).id;
  });
  afterAll(() => server.close());

  const taskForm = (overrides: Record<string, string | number> = {}) => ({
    project_id: projectId,
    title: 'Detalle de escalera',
    code_id: 1,
    description: '<p>¿Cuál es la huella de la escalera?</p>',
    responsable: 'demo-ito',
    participants: JSON.stringify(['demo-terreno']),
    ...overrides,
  });
  async function createTask(overrides: Record<string, string | number> = {}) {
    const answer = await server.form('/tasks/create', taskForm(overrides), jefe);
    expect(answer.status).toBe(200);
    return answer.body.task as { id: string };
  }
  /** The read models took every event: nothing a refusal let through parked a projection. */
  const expectHealthy = async () => {
    const health = (await (await fetch(`${server.url}/api/health`)).json()) as Record<string, unknown>;
    expect(health.degraded ?? []).toEqual([]);
    expect(health.status).not.toBe('degraded');
  };
  const expectRefused = (answer: Answer, field: string, message?: string) => {
    expect({ status: answer.status, field: fieldOf(answer) }).toEqual({ status: 400, field });
    if (message) expect(answer.body.message).toBe(message);
  };

  describe('dates are real days of 1900 to 2200', () => {
    it.each(['9999-12-31', '0000-01-01', '2026-02-30', '2201-01-01'])(
      'refuses a task whose critical date is %s, on creation and on edit',
      async (day) => {
        expectRefused(
          await server.form('/tasks/create', taskForm({ critical_date: day }), jefe),
          'critical_date',
          'La fecha crítica debe ser una fecha AAAA-MM-DD entre 1900 y 2200.',
        );
        expectRefused(await server.call('/tasks/update', { id: openTask, critical_date: day }, jefe), 'critical_date');
      },
    );

    it('refuses an RDI whose critical date is out of range', async () => {
      const form = {
        project_id: projectId,
        title: 'Cota de fundación',
        description: '<p>¿Qué cota?</p>',
        especialidades: JSON.stringify([1]),
        new_subject: 'Fundaciones',
        critical_date: '9999-12-31',
      };
      expectRefused(await server.form('/rdi/create', form, jefe), 'critical_date');
    });

    it.each(['2026-12-32', '2026-13-01', '2027-02-29', '9999-12-31', '26-12-01'])(
      'refuses a project whose start date is %s',
      async (day) => {
        expectRefused(
          await server.form('/project/create', projectForm({ start_date: day }), admin),
          'start_date',
          'La fecha de inicio debe ser una fecha AAAA-MM-DD entre 1900 y 2200.',
        );
      },
    );

    it('refuses an as-of instant outside the years 1900 to 2200', async () => {
      for (const at of ['1800-01-01T00:00:00Z', '2999-01-01T00:00:00Z']) {
        expectRefused(await server.call('/history/asOf', { item_type: 'task', item_id: openTask, at }, jefe), 'at');
      }
    });
  });

  describe('a boolean is never a number', () => {
    it('refuses true as a default job (it made a user an administrator)', async () => {
      const profile = { user_id: 'demo-terreno', name: 'Tomás Rivas', phone: '+56 9 1234', address: 'Maipú 1' };
      expectRefused(
        await server.call('/user/update', { ...profile, default_job: true }, admin),
        'default_job',
        'Tipo de cargo no válido',
      );
      expectRefused(
        await server.call('/user/create', { ...userForm(), default_job: true, project_id: [projectId] }, admin),
        'default_job',
      );
      const details = await server.call('/user/details', {}, terreno);
      expect((details.body.user as { info: { default_job: number } }).info.default_job).not.toBe(1);
    });

    it.each([
      ['contract_value', 'El monto puede tener 2 decimales, formato XXXXXX.XX'],
      ['total_days', 'El plazo debe ser un número entero de días'],
      ['currency', 'Moneda no válida'],
    ])('refuses true as a project’s %s', async (field, message) => {
      const body = { ...projectForm(), especialidades: ['Obra gruesa'], [field]: true };
      expectRefused(await server.call('/project/create', body, admin), field, message);
    });

    it('refuses true as a task’s code, priority or seen status', async () => {
      const task = { ...taskForm(), participants: ['demo-terreno'] };
      expectRefused(await server.call('/tasks/create', { ...task, code_id: true }, jefe), 'code_id');
      expectRefused(await server.call('/tasks/create', { ...task, priority: true }, jefe), 'priority');
      expectRefused(await server.call('/tasks/setSeenStatus', { task_id: openTask, status: true }, jefe), 'status');
      expectRefused(await server.call('/rdi/setSeenStatus', { rdi_id: 'x', status: false }, jefe), 'status');
      expectRefused(
        await server.call('/additionals/setSeenStatus', { additional_id: 'x', status: true }, jefe),
        'status',
      );
    });

    it('still reads numbers sent as form text, and numbers in JSON', async () => {
      const created = await server.form(
        '/project/create',
        projectForm({ internal_id: 'OB-T1', total_days: '120' }),
        admin,
      );
      expect(created.status).toBe(200);
      expect((created.body.project as { details: { total_days: number } }).details.total_days).toBe(120);
      const json = { ...projectForm({ internal_id: 'OB-T2' }), especialidades: ['Obra gruesa'], contract_value: 10.5 };
      expect((await server.call('/project/create', json, admin)).status).toBe(200);
    });

    it('refuses numbers out of range: a century-long term, an amount past exact cents, a page past any list', async () => {
      expectRefused(await server.form('/project/create', projectForm({ total_days: 36_501 }), admin), 'total_days');
      expectRefused(
        await server.form('/project/create', projectForm({ contract_value: '1e20' }), admin),
        'contract_value',
      );
      expectRefused(await server.call('/tasks/list', { project_id: projectId, status: 1, page: 1e12 }, jefe), 'page');
      expectRefused(
        await server.call('/tasks/update', { id: openTask, expected_version: 1e300 }, jefe),
        'expected_version',
      );
    });

    it('left no event a read model cannot fold', expectHealthy);
  });

  describe('bodies nested too deep', () => {
    const deepLogin = `{"email":"a@faena.cl","password":"x","z":${nested(1500)}}`;

    it('refuses JSON nested 1,500 levels deep with a 400, on a call without a token too', async () => {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const answer = await server.call('/auth/login', deepLogin);
        expect(answer).toEqual({
          status: 400,
          body: { code: 400, message: MALFORMED, errors: [{ field: 'body', message: MALFORMED }] },
        });
      }
      expectRefused(await server.call('/tasks/update', `{"id":"x","subtareas":${nested(1500)}}`, jefe), 'body');
    });

    it('refuses a megabyte of brackets at once', async () => {
      expectRefused(await server.call('/auth/login', '['.repeat(1024 * 1024 - 1)), 'body', MALFORMED);
    });

    it('refuses a multipart JSON field or a query list nested too deep, naming it', async () => {
      expectRefused(
        await server.form('/tasks/create', taskForm({ participants: nested(1500) }), jefe),
        'participants',
        MALFORMED,
      );
      const query = new URLSearchParams({ project_id: projectId, statuses: nested(200) });
      const listed = await fetch(`${server.url}/api/additionals/list?${query}`, {
        headers: { authorization: `Bearer ${jefe}` },
      });
      expectRefused({ status: listed.status, body: (await listed.json()) as Record<string, unknown> }, 'statuses');
    });

    it('still takes what the forms send', async () => {
      const entries = [{ project_id: projectId, job: 3 }];
      const set = await server.call(
        '/user/setUserProjects',
        { user_id: 'demo-terreno', user_projects: entries },
        admin,
      );
      expect(set.status).toBe(200);
    });
  });

  describe('a payment status’s amount sent as null', () => {
    const lo = 'demo-lo-aguirre';
    async function acceptedAdditional(): Promise<string> {
      const created = await server.form(
        '/additionals/create',
        {
          project_id: lo,
          title: 'Muro cortafuego',
          type: 1,
          code: 'AD-V-1',
          description: '<p>Muro no incluido</p>',
          especialidades: JSON.stringify([1]),
          currency_id: 2,
          direct_cost: '800.00',
          general_expenses: '150.00',
          utility: '50.00',
        },
        jefe,
      );
      expect(created.status).toBe(200);
      const additionalId = (created.body.additional as { id: string }).id;
      const accepted = await server.call(
        '/additionals/changeStatus',
        { additional_id: additionalId, new_status: 2 },
        ito,
      );
      expect(accepted.status).toBe(200);
      return additionalId;
    }

    it('is computed from the progress, as an absent amount is, on creation and on modification', async () => {
      const additionalId = await acceptedAdditional();
      const body = { project_id: lo, additionals_included: [additionalId], progress: 0.25, amount: null };
      const created = await server.call('/additionals/newPaymentStatus', body, jefe);
      expect(created.status).toBe(200);
      const status = created.body.payment_status as { id: string; amount: number };
      expect(status.amount).toBe(250);
      const update = { additional_payment_status_id: status.id, progress: 0.5, amount: null };
      const modified = await server.call('/additionals/updatePaymentStatus', update, jefe);
      expect(modified.status).toBe(200);
      expect((modified.body.payment_status as { amount: number }).amount).toBe(500);
    });
  });

  describe('every 400 names its field', () => {
    const bad: Array<[string, string, () => Promise<Answer>]> = [
      [
        'changeResponsable to an unknown user',
        'user_id',
        () => server.call('/tasks/changeResponsable', { task_id: openTask, user_id: 'nadie' }, jefe),
      ],
      [
        'addParticipants of an unknown user',
        'participants',
        () => server.call('/tasks/addParticipants', { task_id: openTask, participants: ['nadie'] }, jefe),
      ],
      [
        'a task for an unknown responsible',
        'responsable',
        () => server.form('/tasks/create', taskForm({ responsable: 'nadie' }), jefe),
      ],
      [
        'a private task copied by e-mail',
        'copy_to',
        () =>
          server.form(
            '/tasks/create',
            taskForm({ private: 'true', copy_to: JSON.stringify([{ email: 'a@b.cl' }]) }),
            jefe,
          ),
      ],
      [
        'a private task sent by e-mail',
        'task_id',
        () => server.call('/tasks/sendByEmail', { task_id: privateTask, emails: [{ email: 'a@b.cl' }] }, jefe),
      ],
      [
        'an RDI without subject_id and new_subject',
        'subject_id',
        () =>
          server.call(
            '/rdi/create',
            {
              project_id: projectId,
              title: 'Cota',
              description: '<p>¿Cota?</p>',
              especialidades: [1],
              new_subject: null,
            },
            jefe,
          ),
      ],
      [
        'an RDI with an unknown specialty',
        'especialidades',
        () =>
          server.form(
            '/rdi/create',
            {
              project_id: projectId,
              title: 'Cota',
              description: '<p>¿Cota?</p>',
              especialidades: JSON.stringify([999]),
              new_subject: 'Cotas',
            },
            jefe,
          ),
      ],
      ['markAsReaded without ids', 'id', () => server.call('/notifications/markAsReaded', { ids: null }, jefe)],
      [
        'a project with an unknown Jefe OT',
        'jefe_ot_user',
        () => server.form('/project/create', projectForm({ internal_id: 'OB-T3', jefe_ot_user: 'nadie' }), admin),
      ],
      [
        'a project starting yesterday',
        'start_date',
        () => server.form('/project/create', projectForm({ start_date: '2020-01-01' }), admin),
      ],
      [
        'a company without a name',
        'name',
        () => server.call('/company/create', { name: '   ', description: 'Constructora' }, admin),
      ],
      [
        'a membership of an unknown job',
        'job_type_id',
        () =>
          server.call(
            '/user/setCapabilitiesByUserProject',
            { user_id: 'demo-terreno', project_id: projectId, capabilities: [], job_type_id: 50 },
            admin,
          ),
      ],
      [
        'a user of an unknown job',
        'default_job',
        () =>
          server.call(
            '/user/create',
            { ...userForm({ email: 'nuevo@faena.cl', default_job: 50 }), project_id: [projectId] },
            admin,
          ),
      ],
      [
        'a reset with an unknown token',
        'token',
        () =>
          server.call('/auth/resetpass', {
            token: 'no-es-un-token-valido',
            password: 'faena12345',
            password_confirmation: 'faena12345',
          }),
      ],
      [
        'a bad command id',
        'X-Command-Id',
        () => server.call('/tasks/setSeenStatus', { task_id: openTask, status: 1 }, jefe, { 'x-command-id': 'x' }),
      ],
      [
        'an avatar that is no image',
        'avatar',
        () =>
          server.form('/user/update', { user_id: 'demo-terreno', name: 'Tomás', phone: '1', address: 'Maipú' }, admin, {
            avatar: { name: 'a.png', content: Buffer.from('not an image'), type: 'image/png' },
          }),
      ],
      [
        'a payment status of no additional',
        'additionals_included',
        () =>
          server.call(
            '/additionals/newPaymentStatus',
            { project_id: projectId, additionals_included: [], progress: 0.1 },
            jefe,
          ),
      ],
      ['a body that is no JSON', 'body', () => server.call('/tasks/update', '{"id":', jefe)],
      [
        'a form that cannot be read',
        'body',
        () =>
          fetch(`${server.url}/api/user/update`, {
            method: 'POST',
            headers: { authorization: `Bearer ${admin}`, 'content-type': 'multipart/form-data; boundary=x' },
            body: '--x\r\nnot a part',
          }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> })),
      ],
      [
        'an image in an unexpected field',
        'logo2',
        () =>
          server.form('/company/create', { name: 'C', description: 'D' }, admin, {
            logo2: { name: 'a.png', content: PNG_1X1, type: 'image/png' },
          }),
      ],
    ];

    it.each(bad)('%s: 400 naming %s', async (_label, field, send) => {
      const answer = await send();
      expect({ status: answer.status, field: fieldOf(answer) }).toEqual({ status: 400, field });
      const [error] = answer.body.errors as Array<{ field: string; message: string }>;
      expect(error?.message).toBe(answer.body.message);
    });
  });
});
