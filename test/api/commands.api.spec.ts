import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { demoStage } from '../support/demo-stage';
import { PNG_1X1, projectForm, userForm } from '../support/fixtures';
import { outboxTo } from '../support/outbox';

type Body = Record<string, unknown>;
const COMMAND_ID_REUSED = 'Este identificador de comando ya se usó para otra solicitud.';

describe('commands named by the client (X-Command-Id) and permissions decided on the write path', () => {
  const stage = demoStage();

  const named = (id = randomUUID()) => ({ 'x-command-id': id });

  it('answers a repeated create exactly as the first time, with the same new id, and creates one', async () => {
    const headers = named();
    const company = { name: 'Constructora Los Andes', description: 'Obras civiles' };
    const first = await stage.server.call('/company/create', company, stage.admin, headers);
    const again = await stage.server.call('/company/create', company, stage.admin, headers);
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect((first.body.company as Body).id).toEqual(expect.any(String));
    const companies = (await stage.server.call('/user/details', {}, stage.admin)).body.user as {
      companies: Array<{ company: { name: string } }>;
    };
    expect(companies.companies.filter((c) => c.company.name === 'Constructora Los Andes')).toHaveLength(1);
  });

  it('answers a repeated multipart project create with the first project, image included', async () => {
    const headers = named();
    const image = { project_image: { name: 'fachada.png', content: PNG_1X1, type: 'image/png' } };
    const form = projectForm({ name: 'Edificio Idempotente', internal_id: 'OB-9001' });
    const first = await stage.server.form('/project/create', form, stage.jefe, image, headers);
    const again = await stage.server.form('/project/create', form, stage.jefe, image, headers);
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const mine = (await stage.server.call('/project/getProjectsByUser', {}, stage.jefe)).body.projects as Body[];
    expect(mine.filter((project) => project.name === 'Edificio Idempotente')).toHaveLength(1);
    // The repeat stored no second image.
    const folder = join(stage.server.config.dataDir, 'blobs', 'projects', (first.body.project as Body).id as string);
    expect(readdirSync(folder).filter((name) => name.endsWith('.png'))).toHaveLength(1);
  });

  it('refuses the same id with another request, and lets another user use the same id', async () => {
    const headers = named();
    await stage.server.call('/company/create', { name: 'Primera', description: 'x' }, stage.admin, headers);
    const other = await stage.server.call(
      '/company/create',
      { name: 'Segunda', description: 'x' },
      stage.admin,
      headers,
    );
    expect(other).toEqual({ status: 409, body: expect.objectContaining({ code: 409, message: COMMAND_ID_REUSED }) });
    const elsewhere = await stage.server.call(
      '/project/updateProjectBoard',
      { project_id: 'demo-aromos', status_board: 'Hormigonado' },
      stage.admin,
      headers,
    );
    expect(elsewhere.status).toBe(409);
    // The same id is the jefe's own command: it runs.
    const theirs = await stage.server.call(
      '/project/updateProjectBoard',
      { project_id: 'demo-aromos', status_board: 'Losa piso 3' },
      stage.jefe,
      headers,
    );
    expect(theirs.status).toBe(200);
  });

  it('does not apply a repeated request again over a later change, and answers the item as it is now', async () => {
    const headers = named();
    const body = { project_id: 'demo-aromos', new_system: true };
    const system = (answer: { body: Body }) => (answer.body.project as { rdi_close_system: unknown }).rdi_close_system;
    // Twice: the second first run changes nothing, and is remembered all the same.
    await stage.server.call('/project/setRdiCloseSystem', body, stage.admin);
    const first = await stage.server.call('/project/setRdiCloseSystem', body, stage.admin, headers);
    const later = await stage.server.call('/project/setRdiCloseSystem', { ...body, new_system: false }, stage.admin);
    const again = await stage.server.call('/project/setRdiCloseSystem', body, stage.admin, headers);
    expect(system(first)).toEqual({ new_system: true });
    expect(again).toEqual({ status: 200, body: later.body });
    expect(system(again)).toEqual({ new_system: false });
    await stage.server.call('/project/setRdiCloseSystem', body, stage.admin);
  });

  it('creates a user once for a repeated request, with one invitation whose link works', async () => {
    const headers = named();
    const form = userForm({ name: 'Rocío Paredes', email: 'rocio.paredes@faena.cl' });
    const first = await stage.server.form('/user/create', form, stage.admin, {}, headers);
    const again = await stage.server.form('/user/create', form, stage.admin, {}, headers);
    expect(first.status).toBe(200);
    // The repeat answers the user as they are now: the invitation, issued after the first answer
    // was read, is the user's version 1.
    expect(again.body).toEqual({ ...first.body, user: { ...(first.body.user as Body), version: 1 } });
    const mails = await outboxTo(stage, 'rocio.paredes@faena.cl');
    expect(mails).toHaveLength(1);
    const value = new URL(/https?:\/\/\S+/.exec(mails[0]!.text)![0]).searchParams.get('token')!;
    const cut = value.lastIndexOf('-');
    expect(value.slice(0, cut)).toBe((first.body.user as Body).id);
    const password = await stage.server.call('/auth/checkFirstTokenAndChangePassword', {
      token: value.slice(cut + 1),
      user_id: value.slice(0, cut),
      password: 'rocio-2026',
      password_confirmation: 'rocio-2026',
    });
    expect(password.status).toBe(200);
  });

  it('refuses the next command of a user whose capability was just revoked', async () => {
    const board = (status_board: string) =>
      stage.server.call('/project/updateProjectBoard', { project_id: 'demo-aromos', status_board }, stage.jefe);
    expect((await board('Antes')).status).toBe(200);
    const entry = (
      await stage.server.call(
        '/user/getCapabilitiesByUserProject',
        { user_id: 'demo-jefe-ot', project_id: 'demo-aromos' },
        stage.admin,
      )
    ).body.user_project as { capabilities: string[] };
    const revoked = await stage.server.call(
      '/user/setCapabilitiesByUserProject',
      {
        user_id: 'demo-jefe-ot',
        project_id: 'demo-aromos',
        capabilities: entry.capabilities.filter((c) => c !== 'end_rdi'),
      },
      stage.admin,
    );
    expect(revoked.status).toBe(200);
    expect(await board('Después')).toEqual({
      status: 403,
      body: expect.objectContaining({ message: 'No tienes permiso para editar el estado de la obra.' }),
    });
    await stage.server.call(
      '/user/setCapabilitiesByUserProject',
      { user_id: 'demo-jefe-ot', project_id: 'demo-aromos', capabilities: entry.capabilities },
      stage.admin,
    );
    expect((await board('De nuevo')).status).toBe(200);
  });

  it('scopes the Jefe OT search to the companies where the caller may create or edit projects', async () => {
    const ito = await stage.server.login('ito@faena.cl');
    expect(await stage.server.call('/project/searchUsersByEmail', { email: 'faena.cl' }, ito)).toEqual({
      status: 403,
      body: expect.objectContaining({ message: 'No tienes permiso para crear proyectos en esta empresa.' }),
    });
    const company = await stage.server.call(
      '/company/create',
      { name: 'Otra Constructora', description: 'x' },
      stage.admin,
    );
    const companyId = (company.body.company as Body).id as string;
    const project = await stage.server.form('/project/create', projectForm({ company_id: companyId }), stage.admin);
    const projectId = (project.body.project as Body).id as string;
    const outsider = await stage.server.form(
      '/user/create',
      userForm({
        name: 'Ximena Externa',
        email: 'ximena@otra.cl',
        company_id: companyId,
        project_id: JSON.stringify([projectId]),
      }),
      stage.admin,
    );
    expect(outsider.status).toBe(200);
    const found = (await stage.server.call('/project/searchUsersByEmail', { email: 'Ximena Externa' }, stage.jefe)).body
      .users;
    expect(found).toEqual([]);
    const forAdmin = (await stage.server.call('/project/searchUsersByEmail', { email: 'Ximena Externa' }, stage.admin))
      .body.users;
    expect(forAdmin).toEqual([expect.objectContaining({ email: 'ximena@otra.cl' })]);
  });
});
