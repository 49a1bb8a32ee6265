import { randomUUID } from 'node:crypto';
import { PNG_1X1, projectForm, userForm } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

type Body = Record<string, unknown>;
const COMMAND_ID_REUSED = 'Este identificador de comando ya se usó para otra solicitud.';

interface OutboxMessage {
  to: string[];
  subject: string;
  text: string;
}

describe('commands named by the client (X-Command-Id) and permissions decided on the write path', () => {
  let server: TestServer;
  let admin: string;
  let jefe: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login();
    jefe = await server.login('jefe.ot@faena.cl');
  });
  afterAll(() => server.close());

  const named = (id = randomUUID()) => ({ 'x-command-id': id });
  const outboxTo = async (email: string) =>
    ((await server.call('/mail/outbox', {}, admin)).body.messages as OutboxMessage[]).filter((m) =>
      m.to.includes(email),
    );

  it('answers a repeated create exactly as the first time, with the same new id, and creates one', async () => {
    const headers = named();
    const company = { name: 'Constructora Los Andes', description: 'Obras civiles' };
    const first = await server.call('/company/create', company, admin, headers);
    const again = await server.call('/company/create', company, admin, headers);
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect((first.body.company as Body).id).toEqual(expect.any(String));
    const companies = (await server.call('/user/details', {}, admin)).body.user as {
      companies: Array<{ company: { name: string } }>;
    };
    expect(companies.companies.filter((c) => c.company.name === 'Constructora Los Andes')).toHaveLength(1);
  });

  it('answers a repeated multipart project create with the first project, image included', async () => {
    const headers = named();
    const image = { project_image: { name: 'fachada.png', content: PNG_1X1, type: 'image/png' } };
    const form = projectForm({ name: 'Edificio Idempotente', internal_id: 'OB-9001' });
    const first = await server.form('/project/create', form, jefe, image, headers);
    const again = await server.form('/project/create', form, jefe, image, headers);
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const mine = (await server.call('/project/getProjectsByUser', {}, jefe)).body.projects as Body[];
    expect(mine.filter((project) => project.name === 'Edificio Idempotente')).toHaveLength(1);
  });

  it('refuses the same id with another request, and lets another user use the same id', async () => {
    const headers = named();
    await server.call('/company/create', { name: 'Primera', description: 'x' }, admin, headers);
    const other = await server.call('/company/create', { name: 'Segunda', description: 'x' }, admin, headers);
    expect(other).toEqual({ status: 409, body: expect.objectContaining({ code: 409, message: COMMAND_ID_REUSED }) });
    const elsewhere = await server.call(
      '/project/updateProjectBoard',
      { project_id: 'demo-aromos', status_board: 'Hormigonado' },
      admin,
      headers,
    );
    expect(elsewhere.status).toBe(409);
    // The same id is the jefe's own command: it runs.
    const theirs = await server.call(
      '/project/updateProjectBoard',
      { project_id: 'demo-aromos', status_board: 'Losa piso 3' },
      jefe,
      headers,
    );
    expect(theirs.status).toBe(200);
  });

  it('remembers a request that changed nothing, and answers it again the same', async () => {
    const headers = named();
    const body = { project_id: 'demo-aromos', new_system: true };
    const first = await server.call('/project/setRdiCloseSystem', body, admin, headers);
    await server.call('/project/setRdiCloseSystem', { ...body, new_system: false }, admin);
    const again = await server.call('/project/setRdiCloseSystem', body, admin, headers);
    expect(again).toEqual(first);
    await server.call('/project/setRdiCloseSystem', body, admin);
  });

  it('creates a user once for a repeated request, with one invitation whose link works', async () => {
    const headers = named();
    const form = userForm({ name: 'Rocío Paredes', email: 'rocio.paredes@faena.cl' });
    const first = await server.form('/user/create', form, admin, {}, headers);
    const again = await server.form('/user/create', form, admin, {}, headers);
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const mails = await outboxTo('rocio.paredes@faena.cl');
    expect(mails).toHaveLength(1);
    const value = new URL(/https?:\/\/\S+/.exec(mails[0]!.text)![0]).searchParams.get('token')!;
    const cut = value.lastIndexOf('-');
    expect(value.slice(0, cut)).toBe((first.body.user as Body).id);
    const password = await server.call('/auth/checkFirstTokenAndChangePassword', {
      token: value.slice(cut + 1),
      user_id: value.slice(0, cut),
      password: 'rocio-2026',
      password_confirmation: 'rocio-2026',
    });
    expect(password.status).toBe(200);
  });

  it('refuses the next command of a user whose capability was just revoked', async () => {
    const board = (status_board: string) =>
      server.call('/project/updateProjectBoard', { project_id: 'demo-aromos', status_board }, jefe);
    expect((await board('Antes')).status).toBe(200);
    const entry = (
      await server.call(
        '/user/getCapabilitiesByUserProject',
        { user_id: 'demo-jefe-ot', project_id: 'demo-aromos' },
        admin,
      )
    ).body.user_project as { capabilities: string[] };
    const revoked = await server.call(
      '/user/setCapabilitiesByUserProject',
      {
        user_id: 'demo-jefe-ot',
        project_id: 'demo-aromos',
        capabilities: entry.capabilities.filter((c) => c !== 'end_rdi'),
      },
      admin,
    );
    expect(revoked.status).toBe(200);
    expect(await board('Después')).toEqual({
      status: 403,
      body: expect.objectContaining({ message: 'No tienes permiso para editar el estado de la obra.' }),
    });
    await server.call(
      '/user/setCapabilitiesByUserProject',
      { user_id: 'demo-jefe-ot', project_id: 'demo-aromos', capabilities: entry.capabilities },
      admin,
    );
    expect((await board('De nuevo')).status).toBe(200);
  });

  it('scopes the Jefe OT search to the companies where the caller may create or edit projects', async () => {
    const ito = await server.login('ito@faena.cl');
    expect(await server.call('/project/searchUsersByEmail', { email: 'faena.cl' }, ito)).toEqual({
      status: 403,
      body: expect.objectContaining({ message: 'No tienes permiso para crear proyectos en esta empresa.' }),
    });
    const company = await server.call('/company/create', { name: 'Otra Constructora', description: 'x' }, admin);
    const companyId = (company.body.company as Body).id as string;
    const project = await server.form('/project/create', projectForm({ company_id: companyId }), admin);
    const projectId = (project.body.project as Body).id as string;
    const outsider = await server.form(
      '/user/create',
      userForm({
        name: 'Ximena Externa',
        email: 'ximena@otra.cl',
        company_id: companyId,
        project_id: JSON.stringify([projectId]),
      }),
      admin,
    );
    expect(outsider.status).toBe(200);
    const found = (await server.call('/project/searchUsersByEmail', { email: 'Ximena Externa' }, jefe)).body.users;
    expect(found).toEqual([]);
    const forAdmin = (await server.call('/project/searchUsersByEmail', { email: 'Ximena Externa' }, admin)).body.users;
    expect(forAdmin).toEqual([expect.objectContaining({ email: 'ximena@otra.cl' })]);
  });
});
