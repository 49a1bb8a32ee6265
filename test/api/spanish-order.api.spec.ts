import { demoStage } from '../support/demo-stage';
import { projectForm, userForm } from '../support/fixtures';

/** Lists of people, projects and companies come in Spanish order: accents beside their letter, ñ after n. */
describe('names sorted as Spanish sorts them', () => {
  const stage = demoStage();

  const names = (list: unknown) => (list as Array<{ name: string }>).map((entry) => entry.name);
  const byCodeUnits = (list: string[]) => [...list].sort();

  it('lists the users of a project by name: «Óscar Tapia» before «Sofía Valdés»', async () => {
    const people = ['Sofía Valdés', 'Óscar Tapia', 'Álvaro Rojas', 'Ñusta Mamani', 'Nora Díaz', 'úrsula Vidal'];
    for (const [n, name] of people.entries()) {
      const { status } = await stage.server.form(
        '/user/create',
        userForm({ name, email: `orden.${n}@faena.cl` }),
        stage.admin,
      );
      expect(status).toBe(200);
    }
    const { body } = await stage.server.call(
      '/user/list',
      { project_id: 'demo-aromos', start: 0, limit: 9999 },
      stage.admin,
    );
    const listed = names(body.users).filter((name) => people.includes(name));
    expect(listed).toEqual([
      'Álvaro Rojas',
      'Nora Díaz',
      'Ñusta Mamani',
      'Óscar Tapia',
      'Sofía Valdés',
      'úrsula Vidal',
    ]);
    // Not the order of code units, which puts every accented capital after 'z'.
    expect(listed).not.toEqual(byCodeUnits(listed));
    // Pages follow the same order.
    const all = names(body.users);
    const page = await stage.server.call('/user/list', { project_id: 'demo-aromos', start: 2, limit: 3 }, stage.admin);
    expect(names(page.body.users)).toEqual(all.slice(2, 5));
  });

  it('lists the projects of a user by name', async () => {
    for (const [n, name] of ['Óvalo Norte', 'Torre Sur', 'Ñuble Oriente', 'Nuevo Hospital'].entries()) {
      const { status } = await stage.server.form(
        '/project/create',
        projectForm({ name, internal_id: `ORD-${n}` }),
        stage.jefe,
      );
      expect(status).toBe(200);
    }
    const { body } = await stage.server.call('/project/getProjectsByUser', {}, stage.jefe);
    expect(names(body.projects)).toEqual([
      'Ampliación Planta Lo Aguirre',
      'Edificio Parque Los Aromos',
      'Nuevo Hospital',
      'Ñuble Oriente',
      'Óvalo Norte',
      'Torre Sur',
    ]);
  });

  it('lists the companies of a user by name', async () => {
    for (const name of ['Zenit Ingeniería', 'Ñielol Montajes', 'Ábaco Consultores']) {
      const { status } = await stage.server.form('/company/create', { name, description: 'Empresa' }, stage.admin);
      expect(status).toBe(200);
    }
    const { body } = await stage.server.call('/company/getCompaniesByUserID', { user_id: 'demo-admin' }, stage.admin);
    const companies = (body.companies as Array<{ company: { name: string } }>).map((entry) => entry.company.name);
    expect(companies).toEqual([...companies].sort(new Intl.Collator('es').compare));
    expect(companies.filter((name) => /^(Zenit|Ñielol|Ábaco)/.test(name))).toEqual([
      'Ábaco Consultores',
      'Ñielol Montajes',
      'Zenit Ingeniería',
    ]);
  });
});
