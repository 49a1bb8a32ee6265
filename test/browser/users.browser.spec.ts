import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { PROJECT_CAPABILITIES } from '../../services/contracts/capabilities';
import { launchBrowser } from '../support/browser';
import { PNG_1X1, userForm } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

jest.setTimeout(90_000);

const WAIT = { timeout: 15_000 };
const AROMOS = 'Edificio Parque Los Aromos';
const LO_AGUIRRE = 'Ampliación Planta Lo Aguirre';
const NEW_USER = { name: 'Camila Fuentes', email: 'camila.fuentes@faena.cl' };

describe('users of the project and their administration', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let page: Page;
  let adminToken: string;

  /** A tab signed in as `email` on the users screen, past the one-time update notice. */
  async function usersScreen(email: string): Promise<Page> {
    const token = await server.login(email);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-CL' });
    contexts.push(context);
    await context.addInitScript(`
      localStorage.setItem('faena.update-notice', '1');
      localStorage.setItem('faena.token', ${JSON.stringify(token)});
    `);
    const tab = await context.newPage();
    tab.setDefaultTimeout(15_000);
    await tab.goto(`${server.url}/users`);
    await tab.getByRole('heading', { name: 'Usuarios', level: 1 }).waitFor(WAIT);
    await tab.getByRole('list', { name: 'Usuarios del proyecto' }).waitFor(WAIT);
    return tab;
  }

  const header = () => page.getByTestId('app-header');
  const card = (name: string): Locator =>
    page.getByRole('list', { name: 'Usuarios del proyecto' }).getByRole('listitem', { name, exact: true });
  const dialog = (title: string | RegExp) => page.getByRole('dialog', { name: title });
  const toast = (title: string, text: string) =>
    page
      .getByTestId('toasts')
      .locator('[role="status"], [role="alert"]')
      .filter({ hasText: title })
      .filter({ hasText: text });
  const projectsOf = async (userId: string) => {
    const { body } = await server.call('/project/getProjectsByUserID', { user_id: userId }, adminToken);
    return (body.projects as Array<{ name: string; job_type: { id: number } }>).map((p) => p.name).sort();
  };
  const userIdOf = async (email: string) => {
    const { body } = await server.call('/user/getUserByEmail', { email }, adminToken);
    return (body.user as { id: string }).id;
  };

  /** Opens the projects multi-select of a dialog and toggles the named project. */
  async function toggleProject(scope: Locator, name: string) {
    await scope.getByRole('button', { name: /^Proyectos/ }).click();
    await page.getByRole('option', { name }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('option', { name }).waitFor({ state: 'detached', ...WAIT });
  }

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    adminToken = await server.login();
    page = await usersScreen('admin@faena.cl');
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.close();
  });

  it('shows a card per member of the selected project with their job and phone', async () => {
    expect(await header().getByText(LO_AGUIRRE).count()).toBeGreaterThan(0);
    const jefe = card('Javiera Soto');
    await jefe.waitFor(WAIT);
    expect(await jefe.textContent()).toContain('jefe.ot@faena.cl');
    expect(await jefe.textContent()).toContain('Jefe OT');
    expect(await jefe.textContent()).toContain('+56 9 8765 4321');
    expect(await card('Ignacio Toro').textContent()).toContain('ITO');
    expect(await page.getByText('4 usuarios').isVisible()).toBe(true);
  });

  it('follows the listing view chosen in the header', async () => {
    expect(await card('Javiera Soto').getAttribute('data-layout')).toBe('grid');
    await header().getByRole('button', { name: 'Lista' }).click();
    await page.locator('li[data-layout="list"]').first().waitFor(WAIT);
    expect(await page.locator('li[data-layout="grid"]').count()).toBe(0);
    await header().getByRole('button', { name: 'Cuadrícula' }).click();
    await page.locator('li[data-layout="grid"]').first().waitFor(WAIT);
  });

  it('creates a user after checking the form with the texts of the spec', async () => {
    await header().getByRole('button', { name: 'Añadir' }).click();
    const form = dialog('Creación de Usuario');
    await form.waitFor(WAIT);
    await form.getByRole('button', { name: 'Confirmar' }).click();
    // Company, project and default job come filled in from the selected project.
    await form.getByText('Email es obligatorio').waitFor(WAIT);
    expect(await form.getByText('Campo requerido').count()).toBe(3);

    await form.getByLabel('Email').fill('camila@faena');
    await form.getByText('Email debe ser válido').waitFor(WAIT);

    await form.getByLabel('Nombre').fill(NEW_USER.name);
    await form.getByLabel('Email').fill(NEW_USER.email);
    await form.getByLabel('Teléfono').fill('+56 9 7777 1234');
    await form.getByLabel('Dirección').fill('Av. Irarrázaval 3000, Ñuñoa');
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'camila.png', mimeType: 'image/png', buffer: PNG_1X1 });
    expect(await form.getByLabel(/^Empresa/).inputValue()).toBe('demo-company');
    expect(await form.getByLabel('Cargo por defecto').inputValue()).toBe('2');
    await toggleProject(form, AROMOS);
    expect(await form.getByRole('button', { name: /^Proyectos/ }).textContent()).toContain(AROMOS);
    expect(await form.getByText('Campo requerido').count()).toBe(0);

    await form.getByRole('button', { name: 'Confirmar' }).click();
    await toast('Usuario creado', 'Se ha creado correctamente el usuario').waitFor(WAIT);
    await form.waitFor({ state: 'detached', ...WAIT });
    await card(NEW_USER.name).waitFor(WAIT);
    expect(await card(NEW_USER.name).locator('img').count()).toBe(1);
    expect(await projectsOf(await userIdOf(NEW_USER.email))).toEqual([LO_AGUIRRE, AROMOS].sort());
  });

  it('offers to configure the projects of an account whose e-mail is in use', async () => {
    await header().getByRole('button', { name: 'Añadir' }).click();
    const form = dialog('Creación de Usuario');
    await form.getByLabel('Nombre').fill('Camila Otra');
    await form.getByLabel('Email').fill(NEW_USER.email);
    await form.getByLabel('Teléfono').fill('+56 9 1234 5678');
    await form.getByLabel('Dirección').fill('Los Leones 100, Providencia');
    await form.getByRole('button', { name: 'Confirmar' }).click();

    await toast('Error', 'Ese email ya está en uso').waitFor(WAIT);
    const question = page.getByRole('alertdialog', { name: 'Agregar usuario a proyecto' });
    await question.waitFor(WAIT);
    await question.getByText('El correo ya está en uso. ¿Deseas configurar los proyectos de este usuario?.').waitFor();
    await question.getByRole('button', { name: 'Aceptar' }).click();

    const projects = dialog(`Editar Proyectos Usuario ${NEW_USER.name}`);
    await projects.waitFor(WAIT);
    expect(await form.count()).toBe(0);
    const assigned = projects.getByRole('list', { name: 'Proyectos asignados' });
    await assigned.getByText(AROMOS, { exact: true }).waitFor(WAIT);
    expect(await assigned.getByRole('listitem').count()).toBe(2);
    expect(await projects.getByLabel(`Cargo en ${AROMOS}`).inputValue()).toBe('2');

    await projects.getByLabel(`Cargo en ${LO_AGUIRRE}`).selectOption({ label: 'ITO' });
    await projects.getByRole('button', { name: `Quitar ${AROMOS}` }).click();
    expect(await assigned.getByRole('listitem').count()).toBe(1);
    await projects.getByRole('button', { name: 'Confirmar' }).click();
    await toast('Proyectos actualizados', 'Se han actualizado los proyectos asociados al usuario.').waitFor(WAIT);
    await projects.waitFor({ state: 'detached', ...WAIT });
    expect(await projectsOf(await userIdOf(NEW_USER.email))).toEqual([LO_AGUIRRE]);
    await card(NEW_USER.name).getByText('ITO').waitFor(WAIT);
  });

  it('edits a user, the e-mail shown but not editable', async () => {
    await card(NEW_USER.name).getByRole('button', { name: 'Editar' }).click();
    const form = dialog('Editar Usuario');
    await form.waitFor(WAIT);
    expect(await form.getByLabel('Email').inputValue()).toBe(NEW_USER.email);
    expect(await form.getByLabel('Email').isDisabled()).toBe(true);
    await form.getByLabel('Teléfono').fill('');
    await form.getByRole('button', { name: 'Confirmar' }).click();
    await form.getByText('Campo requerido').waitFor(WAIT);
    await form.getByLabel('Teléfono').fill('+56 9 2222 3333');
    await form.getByRole('button', { name: 'Confirmar' }).click();
    await form.waitFor({ state: 'detached', ...WAIT });
    await card(NEW_USER.name).getByText('+56 9 2222 3333').waitFor(WAIT);
  });

  it("changes a user's project permissions, and the user loses what was taken away", async () => {
    await card('Javiera Soto').getByRole('button', { name: 'Permisos' }).click();
    await page.getByRole('menuitem', { name: 'Permisos Proyecto' }).click();
    const form = dialog('Editar Permisos Proyecto Usuario Javiera Soto');
    await form.waitFor(WAIT);
    const createUsers = form.getByRole('checkbox', { name: 'Crear usuarios' });
    await createUsers.waitFor(WAIT);
    expect(await form.getByLabel(/^Proyecto/).inputValue()).toBe('demo-lo-aguirre');
    expect(await form.getByLabel(/^Cargo/).inputValue()).toBe('2');
    expect(await createUsers.isChecked()).toBe(true);
    for (const group of ['Usuarios', 'RDI', 'Planimetría', 'Consultas/Restricciones', 'Libro de Obra']) {
      await form.getByText(group, { exact: true }).waitFor();
    }
    // One box per project capability (spec 6, and issue 33's 'Abrir y configurar el Libro de Obra').
    expect(await form.getByRole('checkbox').count()).toBe(PROJECT_CAPABILITIES.length);

    // A job type brings its default permissions, which can then be edited.
    await form.getByLabel(/^Cargo/).selectOption({ label: 'ITO' });
    expect(await createUsers.isChecked()).toBe(false);
    await form.getByLabel(/^Cargo/).selectOption({ label: 'Jefe OT' });
    expect(await createUsers.isChecked()).toBe(true);
    await createUsers.uncheck();

    await form.getByRole('button', { name: 'Confirmar' }).click();
    await toast(
      'Permisos actualizados',
      'Se han actualizado los permisos del usuario para el proyecto seleccionado.',
    ).waitFor(WAIT);
    await form.waitFor({ state: 'detached', ...WAIT });

    const jefe = await usersScreen('jefe.ot@faena.cl');
    await jefe.getByTestId('app-header').getByRole('button', { name: 'Exportar' }).waitFor(WAIT);
    expect(await jefe.getByTestId('app-header').getByRole('button', { name: 'Añadir' }).count()).toBe(0);
    const refused = await server.form(
      '/user/create',
      userForm({ name: 'Sin Permiso', email: 'sin.permiso@faena.cl', project_id: JSON.stringify(['demo-lo-aguirre']) }),
      await server.login('jefe.ot@faena.cl'),
    );
    expect(refused.status).toBe(403);
  });

  it('saves company permissions, warning when the user is not in the company', async () => {
    const created = await server.form(
      '/company/create',
      { name: 'Ingeniería Andes Ltda.', description: 'Proyectos de ingeniería y especialidades.' },
      adminToken,
    );
    const companyId = (created.body.company as { id: string }).id;

    await card(NEW_USER.name).getByRole('button', { name: 'Permisos' }).click();
    await page.getByRole('menuitem', { name: 'Permisos Empresa' }).click();
    const form = dialog(`Editar Permisos Empresa Usuario ${NEW_USER.name}`);
    await form.waitFor(WAIT);
    const warning = form.getByText('Este usuario actualmente no tiene asignada la empresa seleccionada', {
      exact: false,
    });
    await form.getByRole('checkbox', { name: 'Crear proyectos' }).waitFor(WAIT);
    expect(await form.getByRole('checkbox').count()).toBe(7);
    expect(await warning.count()).toBe(0);

    // The company list follows the admin's companies: the new one appears once it exists.
    await form.getByLabel(/^Empresa/).selectOption(companyId);
    await warning.waitFor(WAIT);
    await form.getByRole('checkbox', { name: 'Crear proyectos' }).check();
    await form.getByRole('button', { name: 'Confirmar' }).click();
    await toast(
      'Permisos actualizados',
      'Se han actualizado los permisos del usuario para la empresa seleccionada.',
    ).waitFor(WAIT);
    await form.waitFor({ state: 'detached', ...WAIT });

    const { body } = await server.call(
      '/company/getCompaniesByUserID',
      { user_id: await userIdOf(NEW_USER.email) },
      adminToken,
    );
    expect(body.companies).toEqual(
      expect.arrayContaining([expect.objectContaining({ company_id: companyId, capabilities: ['create_project'] })]),
    );
  });

  it('removes a user from the project after asking', async () => {
    await card(NEW_USER.name)
      .getByRole('button', { name: `Eliminar a ${NEW_USER.name} del proyecto` })
      .click();
    const question = page.getByRole('alertdialog', { name: 'Eliminar usuario' });
    await question.waitFor(WAIT);
    await question.getByText(`¿Deseas eliminar a ${NEW_USER.name} del proyecto ${LO_AGUIRRE}?`).waitFor();
    await question.getByRole('button', { name: 'Aceptar' }).click();
    await toast('Usuario eliminado', 'El usuario ha sido eliminado del proyecto.').waitFor(WAIT);
    await card(NEW_USER.name).waitFor({ state: 'detached', ...WAIT });
    expect(await projectsOf(await userIdOf(NEW_USER.email))).toEqual([]);
  });

  it('exports the users of the project to an Excel file', async () => {
    const [response, popup] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith('/api/exports/projectUserExport')),
      page.context().waitForEvent('page'),
      header().getByRole('button', { name: 'Exportar' }).click(),
    ]);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(/^\/api\/exports\/download\//);
    await popup.close();

    const download = await fetch(`${server.url}${url}`);
    expect(download.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await download.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const row = (index: number) => (sheet.getRow(index).values as unknown[]).slice(1);
    expect(row(1)).toEqual(['Nombre', 'Email', 'Teléfono', 'Dirección', 'Cargo', 'Empresa', 'Permisos']);
    const names = Array.from({ length: sheet.rowCount - 1 }, (_, index) => row(index + 2)[0]);
    expect(names).toEqual(['Administración Faena', 'Ignacio Toro', 'Javiera Soto', 'Pedro Rojas']);
  });

  it('shows the users 20 at a time', async () => {
    for (let index = 1; index <= 17; index += 1) {
      const number = String(index).padStart(2, '0');
      const { status } = await server.form(
        '/user/create',
        userForm({
          name: `Usuario Prueba ${number}`,
          email: `prueba.${number}@faena.cl`,
          project_id: JSON.stringify(['demo-lo-aguirre']),
        }),
        adminToken,
      );
      expect(status).toBe(200);
    }
    await page.getByText('21 usuarios').waitFor(WAIT);
    const cards = page.getByRole('list', { name: 'Usuarios del proyecto' }).getByRole('listitem');
    expect(await cards.count()).toBe(20);
    const pager = page.getByRole('navigation', { name: 'Páginas de usuarios' });
    expect(await pager.getByText('Página 1 de 2').isVisible()).toBe(true);
    await pager.getByRole('button', { name: 'Siguiente' }).click();
    await card('Usuario Prueba 17').waitFor(WAIT);
    expect(await cards.count()).toBe(1);
  });
});
