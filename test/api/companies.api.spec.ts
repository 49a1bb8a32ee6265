import { COMPANY_CAPABILITIES, type CompanyCapability } from '../../services/contracts/capabilities';
import { PNG_1X1, projectForm } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

describe('companies API', () => {
  let server: TestServer;
  let admin: string;
  let ito: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login();
    ito = await server.login('ito@faena.cl');
  });
  afterAll(() => server.close());

  it('creates a company with a logo; its creator runs it', async () => {
    const { status, body } = await server.form(
      '/company/create',
      { name: 'Ingeniería Austral', description: 'Inspección técnica de obras', url: 'austral.cl' },
      admin,
      { logo: { name: 'logo.jpg', content: PNG_1X1, type: 'image/jpeg' } },
    );
    expect(status).toBe(200);
    expect(body.company).toMatchObject({
      name: 'Ingeniería Austral',
      url: 'austral.cl',
      logo: expect.stringMatching(/^companies\/.+\.png$/),
    });
    const mine = (await server.call('/company/getCompaniesByUserID', { user_id: 'demo-admin' }, admin)).body.companies;
    expect(mine).toContainEqual(
      expect.objectContaining({
        company: expect.objectContaining({ name: 'Ingeniería Austral' }),
        capabilities: [...COMPANY_CAPABILITIES],
      }),
    );
  });

  it('requires a name and a description, and refuses users who may not create companies', async () => {
    const missing = await server.form('/company/create', { name: 'Sin descripción' }, admin);
    expect(missing.body.errors).toEqual([{ field: 'description', message: 'Campo requerido' }]);
    const refused = await server.form('/company/create', { name: 'X', description: 'Y' }, ito);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('No tienes permiso para crear empresas.');
    const others = await server.call('/company/getCompaniesByUserID', { user_id: 'demo-admin' }, ito);
    expect(others.status).toBe(403);
  });
});

describe('company capability matrix: each capability allows its calls, and its absence refuses them', () => {
  let server: TestServer;
  let admin: string;
  let ito: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login();
    ito = await server.login('ito@faena.cl');
  });
  afterAll(() => server.close());

  const grant = async (capabilities: CompanyCapability[]) => {
    const { status } = await server.call(
      '/user/setCapabilitiesByUserCompany',
      { user_id: 'demo-ito', company_id: 'demo-company', capabilities },
      admin,
    );
    expect(status).toBe(200);
  };

  /** One call per capability, made by the ITO; each returns the HTTP status. */
  const calls: Record<Exclude<CompanyCapability, 'set_user_projects'>, () => Promise<number>> = {
    create_company: async () =>
      (await server.form('/company/create', { name: 'Nueva', description: 'Empresa' }, ito)).status,
    edit_company: async () =>
      (
        await server.form(
          '/company/update',
          { company_id: 'demo-company', name: 'Constructora Cordillera S.A.', description: 'Edificación' },
          ito,
        )
      ).status,
    create_project: async () => (await server.form('/project/create', projectForm(), ito)).status,
    edit_project: async () =>
      (await server.call('/project/setRdiCloseSystem', { project_id: 'demo-aromos', new_system: false }, ito)).status,
    status_project: async () => {
      const closed = await server.call(
        '/project/closeProject',
        { project_id: 'demo-lo-aguirre', reason: 'Prueba' },
        ito,
      );
      if (closed.status === 200)
        await server.call('/project/openProject', { project_id: 'demo-lo-aguirre', reason: 'Prueba' }, admin);
      return closed.status;
    },
    set_user_permissions: async () =>
      (
        await server.call(
          '/user/setCapabilitiesByUserCompany',
          { user_id: 'demo-terreno', company_id: 'demo-company', capabilities: ['edit_project'] },
          ito,
        )
      ).status,
  };

  it.each(Object.keys(calls) as Array<keyof typeof calls>)('%s', async (capability) => {
    await grant(COMPANY_CAPABILITIES.filter((held) => held !== capability));
    expect(await calls[capability]()).toBe(403);
    await grant([capability]);
    expect(await calls[capability]()).toBe(200);
  });

  it('reads back what was saved, and assigns a user to a company they were not in', async () => {
    await server.form('/company/create', { name: 'Tercera', description: 'Empresa' }, admin);
    const companies = (await server.call('/company/getCompaniesByUserID', { user_id: 'demo-admin' }, admin)).body
      .companies as Array<{
      company_id: string;
      company: { name: string };
    }>;
    const third = companies.find((c) => c.company.name === 'Tercera')!.company_id;
    await server.call(
      '/user/setCapabilitiesByUserCompany',
      { user_id: 'demo-ito', company_id: third, capabilities: ['edit_project'] },
      admin,
    );
    const read = await server.call(
      '/user/getCapabilitiesByUserCompany',
      { user_id: 'demo-ito', company_id: third },
      admin,
    );
    expect(read.body.user_company).toEqual({ user_id: 'demo-ito', company_id: third, capabilities: ['edit_project'] });
    const itoCompanies = (await server.call('/user/details', {}, ito)).body.user as {
      companies: Array<{ company_id: string }>;
    };
    expect(itoCompanies.companies.map((c) => c.company_id)).toContain(third);
    const bad = await server.call(
      '/user/setCapabilitiesByUserCompany',
      { user_id: 'demo-ito', company_id: third, capabilities: ['volar'] },
      admin,
    );
    expect(bad.body.message).toBe('Permiso no válido');
  });
});
