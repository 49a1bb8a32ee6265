import { COMPANY_CAPABILITIES, type CompanyCapability } from '../../services/contracts/capabilities';
import { demoStage } from '../support/demo-stage';
import { PNG_1X1, projectForm } from '../support/fixtures';

describe('companies API', () => {
  const stage = demoStage();

  it('creates a company with a logo; its creator runs it', async () => {
    const { status, body } = await stage.server.form(
      '/company/create',
      { name: 'Ingeniería Austral', description: 'Inspección técnica de obras', url: 'austral.cl' },
      stage.admin,
      { logo: { name: 'logo.jpg', content: PNG_1X1, type: 'image/jpeg' } },
    );
    expect(status).toBe(200);
    expect(body.company).toMatchObject({
      name: 'Ingeniería Austral',
      url: 'austral.cl',
      logo: expect.stringMatching(/^companies\/.+\.png$/),
    });
    const mine = (await stage.server.call('/company/getCompaniesByUserID', { user_id: 'demo-admin' }, stage.admin)).body
      .companies;
    expect(mine).toContainEqual(
      expect.objectContaining({
        company: expect.objectContaining({ name: 'Ingeniería Austral' }),
        capabilities: [...COMPANY_CAPABILITIES],
      }),
    );
  });

  it('requires a name and a description, and refuses users who may not create companies', async () => {
    const missing = await stage.server.form('/company/create', { name: 'Sin descripción' }, stage.admin);
    expect(missing.body.errors).toEqual([{ field: 'description', message: 'Campo requerido' }]);
    const refused = await stage.server.form('/company/create', { name: 'X', description: 'Y' }, stage.ito);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('No tienes permiso para crear empresas.');
    const others = await stage.server.call('/company/getCompaniesByUserID', { user_id: 'demo-admin' }, stage.ito);
    expect(others.status).toBe(403);
  });
});

describe('company capability matrix: each capability allows its calls, and its absence refuses them', () => {
  const stage = demoStage();

  const grant = async (capabilities: CompanyCapability[]) => {
    const { status } = await stage.server.call(
      '/user/setCapabilitiesByUserCompany',
      { user_id: 'demo-ito', company_id: 'demo-company', capabilities },
      stage.admin,
    );
    expect(status).toBe(200);
  };

  /** One call per capability, made by the ITO; each returns the HTTP status. */
  const calls: Record<Exclude<CompanyCapability, 'set_user_projects'>, () => Promise<number>> = {
    create_company: async () =>
      (await stage.server.form('/company/create', { name: 'Nueva', description: 'Empresa' }, stage.ito)).status,
    edit_company: async () =>
      (
        await stage.server.form(
          '/company/update',
          { company_id: 'demo-company', name: 'Constructora Cordillera S.A.', description: 'Edificación' },
          stage.ito,
        )
      ).status,
    create_project: async () => (await stage.server.form('/project/create', projectForm(), stage.ito)).status,
    edit_project: async () =>
      (
        await stage.server.call(
          '/project/setRdiCloseSystem',
          { project_id: 'demo-aromos', new_system: false },
          stage.ito,
        )
      ).status,
    status_project: async () => {
      const closed = await stage.server.call(
        '/project/closeProject',
        { project_id: 'demo-lo-aguirre', reason: 'Prueba' },
        stage.ito,
      );
      if (closed.status === 200)
        await stage.server.call(
          '/project/openProject',
          { project_id: 'demo-lo-aguirre', reason: 'Prueba' },
          stage.admin,
        );
      return closed.status;
    },
    set_user_permissions: async () =>
      (
        await stage.server.call(
          '/user/setCapabilitiesByUserCompany',
          { user_id: 'demo-terreno', company_id: 'demo-company', capabilities: ['edit_project'] },
          stage.ito,
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
    await stage.server.form('/company/create', { name: 'Tercera', description: 'Empresa' }, stage.admin);
    const companies = (await stage.server.call('/company/getCompaniesByUserID', { user_id: 'demo-admin' }, stage.admin))
      .body.companies as Array<{
      company_id: string;
      company: { name: string };
    }>;
    const third = companies.find((c) => c.company.name === 'Tercera')!.company_id;
    await stage.server.call(
      '/user/setCapabilitiesByUserCompany',
      { user_id: 'demo-ito', company_id: third, capabilities: ['edit_project'] },
      stage.admin,
    );
    const read = await stage.server.call(
      '/user/getCapabilitiesByUserCompany',
      { user_id: 'demo-ito', company_id: third },
      stage.admin,
    );
    expect(read.body.user_company).toEqual({ user_id: 'demo-ito', company_id: third, capabilities: ['edit_project'] });
    const itoCompanies = (await stage.server.call('/user/details', {}, stage.ito)).body.user as {
      companies: Array<{ company_id: string }>;
    };
    expect(itoCompanies.companies.map((c) => c.company_id)).toContain(third);
    const bad = await stage.server.call(
      '/user/setCapabilitiesByUserCompany',
      { user_id: 'demo-ito', company_id: third, capabilities: ['volar'] },
      stage.admin,
    );
    expect(bad.body.message).toBe('Permiso no válido');
  });
});
