import { chileDay, PNG_1X1, projectForm } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

type Project = Record<string, unknown> & { id: string; name: string };

describe('projects API', () => {
  let server: TestServer;
  let jefe: string;
  let ito: string;
  let terreno: string;
  beforeAll(async () => {
    server = await startTestServer();
    jefe = await server.login('jefe.ot@faena.cl');
    ito = await server.login('ito@faena.cl');
    terreno = await server.login('terreno@faena.cl');
  });
  afterAll(() => server.close());

  const projectsOf = async (token: string, call = '/project/getProjectsByUser') =>
    (await server.call(call, {}, token)).body.projects as Project[];

  it('serves the catalogs the forms choose from', async () => {
    const currencies = await fetch(`${server.url}/api/currencies/getSystemCurrencies`, {
      headers: { authorization: `Bearer ${jefe}` },
    });
    expect(await currencies.json()).toMatchObject({
      code: 200,
      currencies: [
        { id: 1, name: 'CLP' },
        { id: 2, name: 'UF' },
      ],
    });
    expect((await server.call('/project/getProjectTypes', {}, jefe)).body.project_types).toContainEqual({
      id: 1,
      name: 'Edificación',
    });
    const jobTypes = (await server.call('/user/getJobTypes', {}, jefe)).body.job_types as Array<{
      id: number;
      name: string;
    }>;
    expect(jobTypes.find((t) => t.id === 2)?.name).toBe('Jefe OT');
    expect(jobTypes.find((t) => t.id === 4)?.name).toBe('ITO');
  });

  it('lists my open projects, and the closed ones with who closed them', async () => {
    expect((await projectsOf(jefe)).map((p) => p.name)).toEqual([
      'Ampliación Planta Lo Aguirre',
      'Edificio Parque Los Aromos',
    ]);
    const [closed] = await projectsOf(jefe, '/project/getClosedProjectsByUser');
    expect(closed).toMatchObject({
      name: 'Remodelación Oficinas Providencia',
      status: { user: { name: 'Administración Faena' } },
      close_reason: 'Obra entregada y recepcionada por el mandante.',
      rdi_close_system: { new_system: false },
      job_type: { id: 2, name: 'Jefe OT' },
    });
  });

  it('creates a project with image, specialties, map position and Jefe OT, and serves the image', async () => {
    const { status, body } = await server.form('/project/create', projectForm({ jefe_ot_user: 'demo-ito' }), jefe, {
      project_image: { name: 'fachada.png', content: PNG_1X1, type: 'image/png' },
    });
    expect(status).toBe(200);
    const project = body.project as Project & { project_image: string };
    expect(project).toMatchObject({
      name: 'Condominio Altos del Maipo',
      geo: { latitude: -33.64, longitude: -70.35 },
      specialties: [{ name: 'Urbanización' }, { name: 'Obra gruesa' }],
      details: { contract_value: 1520000.25, total_days: 365, currency: { id: 1, name: 'CLP' } },
      rdi_close_system: { new_system: true },
      company: { name: 'Constructora Cordillera S.A.' },
      job_type: { id: 2 },
      members_count: 2,
    });
    const image = await fetch(`${server.url}/api/files/${project.project_image}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG_1X1);
    expect((await projectsOf(ito)).map((p) => p.name)).toContain('Condominio Altos del Maipo');
  });

  it('reads a contract value typed in Chile exactly', async () => {
    const { status, body } = await server.form(
      '/project/create',
      projectForm({ internal_id: 'CL-1', contract_value: '1.520.000,25' }),
      jefe,
    );
    expect(status).toBe(200);
    expect((body.project as Project).details).toMatchObject({ contract_value: 1520000.25 });
  });

  it('enforces every rule of the form with the spec messages', async () => {
    const errors = async (fields: Record<string, string | number>, files?: Parameters<TestServer['form']>[3]) =>
      (await server.form('/project/create', fields, jefe, files)).body;
    const { company_id: _c, name: _n, ...missing } = projectForm();
    expect((await errors(missing)).errors).toEqual([
      { field: 'company_id', message: 'Campo requerido' },
      { field: 'name', message: 'Campo requerido' },
    ]);
    expect((await errors(projectForm({ contract_value: '10,123' }))).message).toBe(
      'El monto puede tener 2 decimales, formato XXXXXX.XX',
    );
    expect((await errors(projectForm({ total_days: -1 }))).message).toBe('El valor no puede ser menor que 0.');
    expect((await errors(projectForm({ start_date: chileDay(-1) }))).message).toBe(
      'La fecha de inicio no puede ser anterior a hoy.',
    );
    expect((await errors(projectForm({ especialidades: 'no es json' }))).message).toBe('Especialidades no válidas');
    expect((await errors(projectForm({ currency: 7 }))).message).toBe('Moneda no válida');
    const { longitude: _longitude, ...latitudeOnly } = projectForm();
    expect((await errors(latitudeOnly)).message).toBe('Campo requerido');
    expect((await errors(projectForm({ latitude: 95 }))).message).toBe('Latitud no válida');
    const { latitude: _a, longitude: _b, ...nowhere } = projectForm({ internal_id: 'SIN-MAPA' });
    expect((await server.form('/project/create', nowhere, jefe)).status).toBe(200);
    const gif = await errors(projectForm(), {
      project_image: { name: 'plano.gif', content: PNG_1X1, type: 'image/gif' },
    });
    expect(gif.message).toBe('La imagen debe ser un archivo .png, .jpg o .jpeg.');
  });

  it('refuses project commands to users without the capability, changing nothing', async () => {
    const before = await projectsOf(ito);
    const create = await server.form('/project/create', projectForm(), ito);
    expect(create).toEqual({
      status: 403,
      body: { code: 403, message: 'No tienes permiso para crear proyectos en esta empresa.', error: 'auth.forbidden' },
    });
    const close = await server.call('/project/closeProject', { project_id: 'demo-aromos', reason: 'x' }, ito);
    expect(close.status).toBe(403);
    expect(close.body.message).toBe('No tienes permiso para cerrar o reabrir este proyecto.');
    const board = await server.call(
      '/project/updateProjectBoard',
      { project_id: 'demo-aromos', status_board: 'x' },
      terreno,
    );
    expect(board.body.message).toBe('No tienes permiso para editar el estado de la obra.');
    expect(await projectsOf(ito)).toEqual(before);
  });

  it('edits a project and answers it with the caller permissions', async () => {
    const update = await server.form(
      '/project/update',
      projectForm({ project_id: 'demo-lo-aguirre', name: 'Ampliación Planta Lo Aguirre II', start_date: chileDay(0) }),
      jefe,
    );
    expect(update.status).toBe(200);
    const { body } = await server.call('/project/getProjectByID', { project_id: 'demo-lo-aguirre' }, jefe);
    expect(body.project).toMatchObject({ name: 'Ampliación Planta Lo Aguirre II' });
    expect(body.permissions).toEqual({
      company: ['create_project', 'edit_project', 'status_project', 'set_user_projects'],
      project: expect.arrayContaining(['end_rdi', 'create_tasks']),
    });
  });

  it('closes and reopens with a reason; a closed project leaves every listing of its users', async () => {
    const missingReason = await server.call('/project/closeProject', { project_id: 'demo-aromos', reason: '' }, jefe);
    expect(missingReason.body.message).toBe('Campo requerido');
    const closed = await server.call(
      '/project/closeProject',
      { project_id: 'demo-aromos', reason: 'Paralización' },
      jefe,
    );
    expect(closed.body.project).toMatchObject({
      status: { user: { name: 'Javiera Soto' } },
      close_reason: 'Paralización',
    });
    expect((await projectsOf(ito)).map((p) => p.id)).not.toContain('demo-aromos');
    expect((await projectsOf(ito, '/project/getClosedProjectsByUser')).map((p) => p.id)).toContain('demo-aromos');
    const again = await server.call('/project/closeProject', { project_id: 'demo-aromos', reason: 'x' }, jefe);
    expect(again.body.message).toBe('El proyecto ya está cerrado.');
    await server.call('/project/openProject', { project_id: 'demo-aromos', reason: 'Reanudación' }, jefe);
    expect((await projectsOf(ito)).map((p) => p.id)).toContain('demo-aromos');
  });

  it('switches the RDI close system and replaces the status board', async () => {
    const system = await server.call(
      '/project/setRdiCloseSystem',
      { project_id: 'demo-aromos', new_system: false },
      jefe,
    );
    expect(system.body.project).toMatchObject({ rdi_close_system: { new_system: false } });
    const board = await server.call(
      '/project/updateProjectBoard',
      { project_id: 'demo-aromos', status_board: '## Avance\n- Losa piso 5' },
      ito,
    );
    expect(board.body).toMatchObject({
      code: 200,
      status: true,
      project: { status_board: { status_board: '## Avance\n- Losa piso 5' } },
    });
  });

  it('keeps each member options and e-mail preferences, with the spec defaults', async () => {
    const avoid = await fetch(`${server.url}/api/notifications/getUserAvoidEmailsOptions?project_id=demo-aromos`, {
      headers: { authorization: `Bearer ${ito}` },
    }).then((r) => r.json());
    expect(avoid).toEqual({ code: 200, options: { rdi: false, task: false, additional: false } });
    await server.call(
      '/notifications/setUserAvoidEmails',
      { project_id: 'demo-aromos', rdi: true, task: false, additional: true },
      ito,
    );
    const options = await server.call(
      '/user/setUserProjectOptions',
      { project_id: 'demo-aromos', daily_reports: false, notification_sound: true },
      ito,
    );
    expect(options.body.useroptions).toEqual({ daily_reports: false, notification_sound: true });
    const project = (await server.call('/project/getProjectByID', { project_id: 'demo-aromos' }, ito)).body.project;
    expect(project).toMatchObject({ useroptions: { daily_reports: false, notification_sound: true } });
  });

  it('hides a project from users outside it', async () => {
    const { body } = await server.form(
      '/project/create',
      projectForm({ internal_id: 'OB-PRIV', name: 'Proyecto reservado' }),
      jefe,
    );
    const id = (body.project as Project).id;
    const peek = await server.call('/project/getProjectByID', { project_id: id }, terreno);
    expect(peek).toEqual({
      status: 404,
      body: { code: 404, message: 'El proyecto no existe.', error: 'project.not_found' },
    });
    const options = await server.call(
      '/user/setUserProjectOptions',
      { project_id: id, daily_reports: true, notification_sound: true },
      terreno,
    );
    expect(options.status).toBe(404);
  });

  it('finds users by name or e-mail once the text is longer than 5 characters, and lists subjects', async () => {
    const found = (await server.call('/project/searchUsersByEmail', { email: 'FAENA.CL' }, jefe)).body.users as Array<{
      email: string;
    }>;
    expect(found.map((u) => u.email)).toEqual(expect.arrayContaining(['admin@faena.cl', 'ito@faena.cl']));
    expect((await server.call('/project/searchUsersByEmail', { email: 'faena' }, jefe)).body.users).toEqual([]);
    expect((await server.call('/project/searchUsersByEmail', { email: 'Ignacio' }, jefe)).body.users).toEqual([
      { id: 'demo-ito', name: 'Ignacio Toro', email: 'ito@faena.cl' },
    ]);
    const subjects = await server.call('/project/getProjectSubjects', { project_id: 'demo-aromos' }, ito);
    expect(subjects.body.subjects).toContainEqual({ id: 1, name: 'Obra gruesa' });
  });
});
