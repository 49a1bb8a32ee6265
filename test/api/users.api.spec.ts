import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { TokenService } from '../../services/auth/token.service';
import { JOB_TYPES } from '../../services/organisation/job-types';
import { userForm as newUserForm, PNG_1X1, projectForm } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

interface ListedUser {
  id: string;
  name: string;
  email: string;
  info: { avatar: string | null; default_job: number };
  projectjob: { job_type_id: number; userjobtype: { name: string } };
  capabilities: string[];
}

const defaults = (jobTypeId: number) => [...JOB_TYPES.find((type) => type.id === jobTypeId)!.default_capabilities];

describe('users API', () => {
  let server: TestServer;
  let admin: string;
  let jefe: string;
  let ito: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login();
    jefe = await server.login('jefe.ot@faena.cl');
    ito = await server.login('ito@faena.cl');
  });
  afterAll(() => server.close());

  const userForm = (overrides: Record<string, string | number> = {}) =>
    newUserForm({ project_id: JSON.stringify(['demo-aromos', 'demo-lo-aguirre']), ...overrides });
  const list = async (projectId: string, token = admin, start = 0, limit = 20) => {
    const { body } = await server.call('/user/list', { project_id: projectId, start, limit }, token);
    return body as { total: number; users: ListedUser[] };
  };

  describe('/user/create', () => {
    it.each([
      [{ name: '' }, 'Campo requerido'],
      [{ email: '' }, 'Email es obligatorio'],
      [{ email: 'francisca' }, 'Email debe ser válido'],
      [{ phone: '' }, 'Campo requerido'],
      [{ address: '' }, 'Campo requerido'],
      [{ company_id: '' }, 'Campo requerido'],
      [{ project_id: '[]' }, 'Campo requerido'],
      [{ project_id: 'no-es-json' }, 'Campo requerido'],
      [{ default_job: 42 }, 'Tipo de cargo no válido'],
    ])('refuses %j with «%s» and creates nobody', async (overrides, message) => {
      const { status, body } = await server.form('/user/create', userForm(overrides), admin);
      expect(status).toBe(400);
      expect(body.message).toBe(message);
      expect((await list('demo-aromos')).users.map((user) => user.email)).not.toContain('francisca.munoz@faena.cl');
    });

    it('refuses an avatar that is not png, jpg or jpeg', async () => {
      const { status, body } = await server.form('/user/create', userForm(), admin, {
        avatar: { name: 'foto.gif', content: PNG_1X1, type: 'image/gif' },
      });
      expect(status).toBe(400);
      expect(body.message).toBe('La imagen debe ser un archivo .png, .jpg o .jpeg.');
    });

    it('needs create_users in every project listed', async () => {
      const { status, body } = await server.form('/user/create', userForm(), ito);
      expect(status).toBe(403);
      expect(body.message).toBe('No tienes permiso para crear usuarios en este proyecto.');
    });

    it('keeps administrator jobs for administrators to give', async () => {
      const { status } = await server.form('/user/create', userForm({ default_job: 1 }), jefe);
      expect(status).toBe(403);
    });

    it('creates the user in the company and the projects with the default capabilities of the job', async () => {
      const { status, body } = await server.form('/user/create', userForm(), jefe, {
        avatar: { name: 'foto.png', content: PNG_1X1, type: 'image/png' },
      });
      expect(status).toBe(200);
      const user = body.user as ListedUser;
      expect(user).toMatchObject({ name: 'Francisca Muñoz', email: 'francisca.munoz@faena.cl' });
      const avatar = await fetch(`${server.url}/api/files/${user.info.avatar}`);
      expect(avatar.headers.get('content-type')).toBe('image/png');
      for (const projectId of ['demo-aromos', 'demo-lo-aguirre']) {
        const listed = (await list(projectId)).users.find((entry) => entry.id === user.id);
        expect(listed).toMatchObject({
          projectjob: { job_type_id: 3, userjobtype: { name: 'Profesional de Terreno' } },
        });
        expect(listed?.capabilities.sort()).toEqual(defaults(3).sort());
      }
      const companies = await server.call(
        '/user/getCapabilitiesByUserCompany',
        {
          user_id: user.id,
          company_id: 'demo-company',
        },
        admin,
      );
      expect(companies.body.user_company).toMatchObject({ capabilities: [] });
    });

    it('answers an e-mail in use with the message list of the spec, in any letter case', async () => {
      for (const email of ['Francisca.Munoz@faena.cl', 'ito@faena.cl']) {
        const { status, body } = await server.form('/user/create', userForm({ email }), admin);
        expect(status).toBe(409);
        expect(body).toMatchObject({
          code: 409,
          message: 'Ese email ya está en uso',
          data: ['Ese email ya está en uso'],
        });
      }
    });

    it('creates one user for a request sent twice with the same command id', async () => {
      const commandId = randomUUID();
      const send = () => {
        const data = new FormData();
        for (const [name, value] of Object.entries(userForm({ email: 'doble@faena.cl', name: 'Rodrigo Díaz' }))) {
          data.append(name, String(value));
        }
        return fetch(`${server.url}/api/user/create`, {
          method: 'POST',
          headers: { authorization: `Bearer ${admin}`, 'x-command-id': commandId },
          body: data,
        }).then(async (response) => ({
          status: response.status,
          body: (await response.json()) as { user: ListedUser },
        }));
      };
      const first = await send();
      const second = await send();
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.body.user.id).toBe(first.body.user.id);
      const users = (await list('demo-aromos')).users.filter((user) => user.email === 'doble@faena.cl');
      expect(users).toHaveLength(1);
    });
  });

  describe('/user/list', () => {
    it('pages the users of a project by name', async () => {
      const all = await list('demo-aromos');
      expect(all.total).toBeGreaterThanOrEqual(6);
      const names = all.users.map((user) => user.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      const second = await list('demo-aromos', admin, 2, 2);
      expect(second.users.map((user) => user.id)).toEqual(all.users.slice(2, 4).map((user) => user.id));
      expect(second.total).toBe(all.total);
    });

    it('is for members of the project', async () => {
      const outsider = await server.form(
        '/user/create',
        userForm({ email: 'externo@faena.cl', project_id: JSON.stringify(['demo-lo-aguirre']) }),
        admin,
      );
      const token = server.app.get(TokenService).issue((outsider.body.user as ListedUser).id).access_token;
      expect((await server.call('/user/list', { project_id: 'demo-lo-aguirre' }, token)).status).toBe(200);
      expect((await server.call('/user/list', { project_id: 'demo-aromos' }, token)).status).toBe(404);
    });
  });

  describe('/user/getUserByEmail', () => {
    it('finds a user by e-mail for those who administer users', async () => {
      const { body } = await server.call('/user/getUserByEmail', { email: 'ITO@faena.cl' }, jefe);
      expect(body.user).toMatchObject({ id: 'demo-ito', name: 'Ignacio Toro' });
      const missing = await server.call('/user/getUserByEmail', { email: 'nadie@faena.cl' }, jefe);
      expect(missing).toEqual({
        status: 404,
        body: expect.objectContaining({ message: 'No existe un usuario con ese email.' }),
      });
      expect((await server.call('/user/getUserByEmail', { email: 'admin@faena.cl' }, ito)).status).toBe(403);
    });

    it("answers a user of another company's phone and address only to those who manage that company", async () => {
      const company = await server.call('/company/create', { name: 'Ingeniería Andina', description: 'ITO' }, admin);
      const companyId = (company.body.company as { id: string }).id;
      const created = await server.form(
        '/user/create',
        userForm({
          email: 'andina@faena.cl',
          phone: '+56 9 5555 0101',
          address: 'Los Leones 1200, Providencia',
          company_id: companyId,
          project_id: JSON.stringify(['demo-aromos']),
        }),
        admin,
      );
      expect(created.status).toBe(200);
      const lookUp = async (email: string, token: string) =>
        (await server.call('/user/getUserByEmail', { email }, token)).body.user as Record<string, unknown>;
      // The Jefe OT adds people to projects and manages the demo company, not this one.
      const named = await lookUp('andina@faena.cl', jefe);
      expect(named).toEqual({
        id: (created.body.user as ListedUser).id,
        name: 'Francisca Muñoz',
        email: 'andina@faena.cl',
      });
      expect(await lookUp('andina@faena.cl', admin)).toMatchObject({
        info: { phone: '+56 9 5555 0101', address: 'Los Leones 1200, Providencia' },
      });
      // A user of the company the Jefe OT manages (set_user_projects there) is read whole.
      expect(await lookUp('ito@faena.cl', jefe)).toMatchObject({ id: 'demo-ito', info: { default_job: 4 } });
    });
  });

  describe('project memberships', () => {
    it("shows a user's projects to the user, administrators and holders of set_user_projects", async () => {
      const names = (body: Record<string, unknown>) => (body.projects as Array<{ name: string }>).map((p) => p.name);
      const own = await server.call('/project/getProjectsByUserID', { user_id: 'demo-ito' }, ito);
      expect(names(own.body)).toEqual(['Ampliación Planta Lo Aguirre', 'Edificio Parque Los Aromos']);
      const byJefe = await server.call('/project/getProjectsByUserID', { user_id: 'demo-ito' }, jefe);
      expect(names(byJefe.body)).toEqual(names(own.body));
      const refused = await server.call('/project/getProjectsByUserID', { user_id: 'demo-jefe-ot' }, ito);
      expect(refused.status).toBe(403);
    });

    it('removes a user from a project for holders of edit_users only', async () => {
      const refused = await server.call(
        '/user/removeUserFromProject',
        { project_id: 'demo-aromos', user_id: 'demo-terreno' },
        ito,
      );
      expect(refused.status).toBe(403);
      const { status } = await server.call(
        '/user/removeUserFromProject',
        { project_id: 'demo-aromos', user_id: 'demo-terreno' },
        jefe,
      );
      expect(status).toBe(200);
      expect((await list('demo-aromos')).users.map((user) => user.id)).not.toContain('demo-terreno');
    });

    it('sets the projects of a user with a job each, all checked before any change', async () => {
      const refused = await server.call(
        '/user/setUserProjects',
        { user_id: 'demo-terreno', user_projects: [{ project_id: 'demo-aromos', job_type_id: 3 }] },
        ito,
      );
      expect(refused.status).toBe(403);
      const missingJob = await server.call(
        '/user/setUserProjects',
        { user_id: 'demo-terreno', user_projects: [{ project_id: 'demo-aromos' }] },
        jefe,
      );
      expect(missingJob.body.errors).toEqual([
        { field: 'user_projects.0.job_type_id', message: 'Cada proyecto necesita un cargo (job o job_type_id).' },
      ]);

      const { status, body } = await server.call(
        '/user/setUserProjects',
        {
          user_id: 'demo-terreno',
          user_projects: [
            { project_id: 'demo-aromos', job_type_id: 5 },
            { project_id: 'demo-lo-aguirre', job_type_id: 4 },
          ],
        },
        jefe,
      );
      expect(status).toBe(200);
      expect(body.projects).toEqual(
        expect.arrayContaining([
          { id: 'demo-aromos', name: 'Edificio Parque Los Aromos', job_type_id: 5 },
          { id: 'demo-lo-aguirre', name: 'Ampliación Planta Lo Aguirre', job_type_id: 4 },
        ]),
      );
      const aromos = (await list('demo-aromos')).users.find((user) => user.id === 'demo-terreno');
      expect(aromos?.capabilities.sort()).toEqual(defaults(5).sort());

      const left = await server.call(
        '/user/setUserProjects',
        { user_id: 'demo-terreno', user_projects: [{ project_id: 'demo-aromos', job_type_id: 5 }] },
        jefe,
      );
      expect(left.body.projects).toEqual([{ id: 'demo-aromos', name: 'Edificio Parque Los Aromos', job_type_id: 5 }]);
    });

    it('leaves alone the projects of companies the caller does not manage', async () => {
      const company = await server.form(
        '/company/create',
        { name: 'Inmobiliaria Costa', description: 'Mandante' },
        admin,
      );
      const companyId = (company.body.company as { id: string }).id;
      const project = await server.form(
        '/project/create',
        projectForm({ company_id: companyId, internal_id: 'IC-01', name: 'Edificio Costa' }),
        admin,
      );
      const projectId = (project.body.project as { id: string }).id;
      await server.call(
        '/user/setUserProjects',
        {
          user_id: 'demo-terreno',
          user_projects: [
            { project_id: 'demo-aromos', job_type_id: 5 },
            { project_id: projectId, job_type_id: 3 },
          ],
        },
        admin,
      );
      // The Jefe OT manages the demo company only, and does not see Edificio Costa.
      const { status, body } = await server.call(
        '/user/setUserProjects',
        { user_id: 'demo-terreno', user_projects: [{ project_id: 'demo-lo-aguirre', job_type_id: 3 }] },
        jefe,
      );
      expect(status).toBe(200);
      // The answer shows the Jefe what they may see; Edificio Costa stays, as the administrator sees.
      expect((body.projects as Array<{ name: string }>).map((entry) => entry.name)).toEqual([
        'Ampliación Planta Lo Aguirre',
      ]);
      const all = await server.call('/project/getProjectsByUserID', { user_id: 'demo-terreno' }, admin);
      expect((all.body.projects as Array<{ name: string }>).map((entry) => entry.name).sort()).toEqual([
        'Ampliación Planta Lo Aguirre',
        'Edificio Costa',
      ]);
      const changed = await server.call(
        '/user/setUserProjects',
        {
          user_id: 'demo-terreno',
          user_projects: [
            { project_id: 'demo-lo-aguirre', job_type_id: 3 },
            { project_id: projectId, job_type_id: 4 },
          ],
        },
        jefe,
      );
      expect(changed.status).toBe(403);
    });

    it('reads and saves project capabilities for holders of set_user_permissions', async () => {
      const target = { user_id: 'demo-ito', project_id: 'demo-aromos' };
      // The demo Jefe OT may assign projects but not permissions.
      expect((await server.call('/user/getCapabilitiesByUserProject', target, jefe)).status).toBe(403);
      const read = await server.call('/user/getCapabilitiesByUserProject', target, admin);
      expect(read.body.user_project).toMatchObject({ ...target, job_type_id: 4 });

      const bad = await server.call(
        '/user/setCapabilitiesByUserProject',
        { ...target, capabilities: ['volar'] },
        admin,
      );
      expect(bad.body.message).toBe('Permiso no válido');
      const saved = await server.call(
        '/user/setCapabilitiesByUserProject',
        { ...target, job_type_id: 2, capabilities: ['view_rdi', 'create_users', 'view_rdi'] },
        admin,
      );
      expect(saved.body.user_project).toEqual({
        ...target,
        job_type_id: 2,
        capabilities: ['view_rdi', 'create_users'],
      });
      const permissions = await server.call('/project/getProjectByID', { project_id: 'demo-aromos' }, ito);
      expect((permissions.body.permissions as { project: string[] }).project.sort()).toEqual([
        'create_users',
        'view_rdi',
      ]);
      const outsider = await server.call(
        '/user/getCapabilitiesByUserProject',
        { user_id: 'demo-admin-no-existe', project_id: 'demo-aromos' },
        admin,
      );
      expect(outsider.status).toBe(404);
    });
  });

  describe('/exports/projectUserExport', () => {
    it('answers a short-lived link to a real workbook of the project users', async () => {
      const { body } = await server.call('/exports/projectUserExport', { project_id: 'demo-aromos' }, ito);
      expect(body.url).toMatch(/^\/api\/exports\/download\//);
      const download = await fetch(`${server.url}${body.url as string}`);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toContain('spreadsheetml');
      expect(download.headers.get('content-disposition')).toContain('usuarios-ob-2301.xlsx');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await download.arrayBuffer());
      const sheet = workbook.getWorksheet('Usuarios')!;
      const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
      expect(rows[0]?.slice(1)).toEqual(['Nombre', 'Email', 'Teléfono', 'Dirección', 'Cargo', 'Empresa', 'Permisos']);
      const { total } = await list('demo-aromos');
      expect(rows).toHaveLength(total + 1);
      const itoRow = rows.find((row) => row[2] === 'ito@faena.cl');
      expect(itoRow?.slice(5, 7)).toEqual(['Jefe OT', 'Constructora Cordillera S.A.']);
      expect(itoRow?.[7]).toContain('Crear usuarios');
    });

    it('refuses a forged link and a project the caller is not in', async () => {
      expect((await fetch(`${server.url}/api/exports/download/falso`)).status).toBe(404);
      const { status } = await server.call('/exports/projectUserExport', { project_id: 'no-existe' }, ito);
      expect(status).toBe(404);
    });
  });

  describe('/mail/outbox', () => {
    it('shows administrators the invitations the app wrote without a mail server', async () => {
      const { body } = await server.call('/mail/outbox', {}, admin);
      const messages = body.messages as Array<{ to: string[]; subject: string; text: string; sent_at: string }>;
      const invitation = messages.find((message) => message.to.includes('francisca.munoz@faena.cl'));
      expect(invitation).toMatchObject({ subject: 'Te damos la bienvenida a Faena' });
      expect(invitation?.text).toContain(`${server.config.publicUrl}/newuser?token=`);
      const times = messages.map((message) => message.sent_at);
      expect(times).toEqual([...times].sort().reverse());
    });

    it('is for administrators only', async () => {
      const { status, body } = await server.call('/mail/outbox', {}, jefe);
      expect(status).toBe(403);
      expect(body.message).toBe('Solo un administrador puede ver el correo saliente.');
    });
  });
});
