import { userForm } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

describe('validation answers (issue 13)', () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login();
  });
  afterAll(() => server.close());

  it('names each refused field, and keeps the first message as `message`', async () => {
    const { status, body } = await server.call(
      '/user/update',
      { user_id: 'demo-ito', name: '', phone: '', address: '' },
      admin,
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 400,
      message: 'Campo requerido',
      errors: [
        { field: 'name', message: 'Campo requerido' },
        { field: 'phone', message: 'Campo requerido' },
        { field: 'address', message: 'Campo requerido' },
      ],
    });
  });

  it('names nested fields by their path', async () => {
    const { body } = await server.call(
      '/user/setUserProjects',
      {
        user_id: 'demo-terreno',
        user_projects: [
          { project_id: 'demo-aromos', job: 3 },
          { project_id: '', job: 3 },
        ],
      },
      admin,
    );
    expect(body.errors).toEqual([{ field: 'user_projects.1.project_id', message: 'Campo requerido' }]);
  });

  it('answers /user/create refusals in `data` too (spec 7)', async () => {
    const { status, body } = await server.form('/user/create', userForm({ name: '', email: 'francisca' }), admin);
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 400,
      message: 'Email debe ser válido',
      errors: [
        { field: 'email', message: 'Email debe ser válido' },
        { field: 'name', message: 'Campo requerido' },
      ],
      data: ['Email debe ser válido', 'Campo requerido'],
    });
  });

  describe('/user/setUserProjects', () => {
    const setProjects = (entries: Record<string, unknown>[]) =>
      server.call('/user/setUserProjects', { user_id: 'demo-terreno', user_projects: entries }, admin);

    it('accepts the spec’s `job` for an entry, as well as `job_type_id`', async () => {
      const { status, body } = await setProjects([
        { project_id: 'demo-aromos', job: 5 },
        { project_id: 'demo-lo-aguirre', job_type_id: 4 },
      ]);
      expect(status).toBe(200);
      expect(body.projects).toEqual(
        expect.arrayContaining([
          { id: 'demo-aromos', name: 'Edificio Parque Los Aromos', job_type_id: 5 },
          { id: 'demo-lo-aguirre', name: 'Ampliación Planta Lo Aguirre', job_type_id: 4 },
        ]),
      );
      const both = await setProjects([{ project_id: 'demo-aromos', job: 3, job_type_id: 3 }]);
      expect(both.body.projects).toEqual([{ id: 'demo-aromos', name: 'Edificio Parque Los Aromos', job_type_id: 3 }]);
    });

    it('refuses an entry without a job, or with two that disagree, naming the field', async () => {
      const none = await setProjects([{ project_id: 'demo-aromos' }]);
      expect(none.status).toBe(400);
      expect(none.body.errors).toEqual([
        { field: 'user_projects.0.job_type_id', message: 'Cada proyecto necesita un cargo (job o job_type_id).' },
      ]);
      const disagree = await setProjects([{ project_id: 'demo-aromos', job: 3, job_type_id: 4 }]);
      expect(disagree.body.errors).toEqual([
        { field: 'user_projects.0.job', message: 'job y job_type_id no coinciden.' },
      ]);
      const bad = await setProjects([{ project_id: 'demo-aromos', job: 'jefe' }]);
      expect(bad.body.errors).toEqual([{ field: 'user_projects.0.job_type_id', message: 'Tipo de cargo no válido' }]);
    });
  });
});
