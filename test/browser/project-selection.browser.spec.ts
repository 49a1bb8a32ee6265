import type { Browser, BrowserContext, Page } from 'playwright-core';
import { TokenService } from '../../services/auth/token.service';
import { BROWSER_WAIT, launchBrowser, newTab, signedInTab } from '../support/browser';
import { chileDay, projectForm, userForm } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

jest.setTimeout(90_000);

const AROMOS = 'Edificio Parque Los Aromos';
const LO_AGUIRRE = 'Ampliación Planta Lo Aguirre';
const STORED_PROJECT = 'faena.project';

interface ProjectAnswer {
  project: {
    useroptions: { daily_reports: boolean; notification_sound: boolean };
    rdi_close_system: { new_system: boolean };
    status_board: { status_board: string };
  };
}

/** What a tab shows as the selected project, and what it remembers of it. */
const header = (page: Page) => page.getByTestId('header-project-name');
const sidebarName = (page: Page) => page.getByTestId('sidebar-project-name');
const dashboardName = (page: Page) => page.locator('#dashboard-project-name');
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Panel del Proyecto' });
// Evaluated as strings: the tests' TypeScript has no DOM types.
const storedProject = (page: Page) => page.evaluate(`localStorage.getItem('${STORED_PROJECT}')`);

/** Waits until the header, the sidebar and the dashboard all show exactly `name`. */
async function expectSelected(page: Page, name: string) {
  for (const shown of [header(page), sidebarName(page), dashboardName(page)]) {
    await shown.and(page.getByText(name, { exact: true })).waitFor(BROWSER_WAIT);
  }
}

async function openDrawer(page: Page) {
  await page.getByRole('button', { name: 'Abrir panel del proyecto' }).click();
  await drawer(page).waitFor(BROWSER_WAIT);
}

async function closeDrawer(page: Page) {
  await drawer(page).getByRole('button', { name: 'Cerrar' }).click();
  await drawer(page).waitFor({ state: 'detached', ...BROWSER_WAIT });
}

/** Reloads and waits for the selected project's permissions, so that a hidden control stays hidden. */
async function reloadWithPermissions(page: Page) {
  const detail = page.waitForResponse((response) => response.url().endsWith('/api/project/getProjectByID'));
  await page.reload();
  await detail;
  await page.getByRole('heading', { name: 'Panel de Control' }).waitFor(BROWSER_WAIT);
}

describe('project selection, project options and the dashboard', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let admin: string;
  const others: BrowserContext[] = [];

  /** A second user's tab, closed with the suite. */
  async function otherTab(email: string): Promise<Page> {
    const [otherContext, otherPage] = await signedInTab(browser, server.url, email);
    others.push(otherContext);
    return otherPage;
  }

  const projectOf = async (projectId: string) =>
    (await server.call('/project/getProjectByID', { project_id: projectId }, admin)).body as unknown as ProjectAnswer;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    admin = await server.login();
    [context, page] = await signedInTab(browser, server.url, 'admin@faena.cl');
  });

  afterAll(async () => {
    for (const other of others) await other.close();
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  describe('selecting the active project', () => {
    it('starts on the first project by name', async () => {
      await expectSelected(page, LO_AGUIRRE);
      expect(await storedProject(page)).toBe(JSON.stringify('demo-lo-aguirre'));
    });

    it("switches it with the drawer's 'Seleccione Proyecto', and remembers it across a reload", async () => {
      await openDrawer(page);
      const selector = drawer(page).getByLabel('Seleccione Proyecto');
      expect(await selector.locator('option').allTextContents()).toEqual([LO_AGUIRRE, AROMOS]);
      await selector.selectOption({ label: AROMOS });
      await closeDrawer(page);
      await expectSelected(page, AROMOS);
      expect(await storedProject(page)).toBe(JSON.stringify('demo-aromos'));

      await page.reload();
      await expectSelected(page, AROMOS);
      await openDrawer(page);
      expect(await drawer(page).getByLabel('Seleccione Proyecto').inputValue()).toBe('demo-aromos');
      await closeDrawer(page);
    });

    it('opens the drawer by mouse with no tooltip under the resting pointer; its × is named Cerrar', async () => {
      await openDrawer(page);
      const close = drawer(page).getByRole('button', { name: 'Cerrar', exact: true });
      // Where the drawer appeared, the pointer may rest on its ×.
      await close.hover();
      expect(await close.getAttribute('aria-labelledby')).toBeNull();
      expect(await drawer(page).locator('[data-component="Tooltip"]').count()).toBe(0);
      expect(await page.locator('[data-component="Tooltip"]:popover-open').count()).toBe(0);
      await closeDrawer(page);
    });

    it('clears an unreadable stored selection and takes the first project', async () => {
      await page.evaluate(`localStorage.setItem('${STORED_PROJECT}', '{roto')`);
      await reloadWithPermissions(page);
      await expectSelected(page, LO_AGUIRRE);
      expect(await storedProject(page)).toBe(JSON.stringify('demo-lo-aguirre'));
    });

    it("switches it with the sidebar's 'Cambiar de Proyecto'", async () => {
      await page.getByTestId('sidebar').getByRole('button', { name: 'Cambiar de Proyecto' }).click();
      const menu = page.getByRole('menu', { name: 'Cambiar de Proyecto' });
      await menu.waitFor(BROWSER_WAIT);
      const current = page.getByRole('menuitemradio', { name: new RegExp(LO_AGUIRRE) });
      expect(await current.getAttribute('aria-checked')).toBe('true');
      await page.getByRole('menuitemradio', { name: new RegExp(AROMOS) }).click();
      // A click that missed the item would leave the menu open: say so rather than wait for a name.
      await menu.waitFor({ state: 'detached', ...BROWSER_WAIT });
      await expectSelected(page, AROMOS);
      expect(await storedProject(page)).toBe(JSON.stringify('demo-aromos'));
    });

    it("switches it with the swap button of the dashboard's 'Mis Proyectos'", async () => {
      const myProjects = page.getByRole('region', { name: 'Mis Proyectos' });
      const row = (name: string) => myProjects.getByRole('listitem').filter({ hasText: name });
      await row(AROMOS).getByText('Proyecto actual').waitFor(BROWSER_WAIT);
      expect(await myProjects.getByRole('button', { name: `Cambiar a ${AROMOS}` }).count()).toBe(0);

      await myProjects.getByRole('button', { name: `Cambiar a ${LO_AGUIRRE}` }).click();
      await expectSelected(page, LO_AGUIRRE);
      await row(LO_AGUIRRE).getByText('Proyecto actual').waitFor(BROWSER_WAIT);
      await myProjects.getByRole('button', { name: `Cambiar a ${AROMOS}` }).waitFor(BROWSER_WAIT);
      expect(await storedProject(page)).toBe(JSON.stringify('demo-lo-aguirre'));
    });
  });

  describe('Opciones del Proyecto', () => {
    const options = () => drawer(page).getByTestId('project-options');
    const dailyReports = () => options().getByRole('checkbox', { name: 'Reportes diarios' });
    const avoidTasks = () =>
      options().getByRole('group', { name: 'No quiero recibir email' }).getByRole('checkbox', { name: 'Tareas' });
    const rdiSystem = (label: 'Nuevo' | 'Antiguo') => options().getByRole('button', { name: label, exact: true });
    const save = () => options().getByRole('button', { name: 'Guardar Opciones' });

    it('shows the defaults, and saves only once something changed', async () => {
      await openDrawer(page);
      await save().waitFor(BROWSER_WAIT);
      expect(await dailyReports().isChecked()).toBe(true);
      expect(await options().getByRole('checkbox', { name: 'Sonido de notificaciones' }).isChecked()).toBe(true);
      for (const box of ['RDI', 'Tareas', 'Adicionales']) {
        expect(await options().getByRole('checkbox', { name: box }).isChecked()).toBe(false);
      }
      // Demo projects are new ones: they close RDI with the three approvals.
      expect(await rdiSystem('Nuevo').getAttribute('aria-pressed')).toBe('true');
      expect(await save().isDisabled()).toBe(true);
    });

    it("saves the user's options and the RDI close system with 'Guardar Opciones'", async () => {
      await dailyReports().uncheck();
      await avoidTasks().check();
      await rdiSystem('Antiguo').click();
      expect(await rdiSystem('Antiguo').getAttribute('aria-pressed')).toBe('true');
      await save().click();
      await options().getByText('Se han guardado las opciones del proyecto.').waitFor(BROWSER_WAIT);
      expect(await save().isDisabled()).toBe(true);
      await closeDrawer(page);

      await page.reload();
      await expectSelected(page, LO_AGUIRRE);
      await openDrawer(page);
      await save().waitFor(BROWSER_WAIT);
      expect(await dailyReports().isChecked()).toBe(false);
      expect(await avoidTasks().isChecked()).toBe(true);
      expect(await options().getByRole('checkbox', { name: 'Sonido de notificaciones' }).isChecked()).toBe(true);
      await rdiSystem('Antiguo').and(page.locator('[aria-pressed="true"]')).waitFor(BROWSER_WAIT);
      await closeDrawer(page);

      const { project } = await projectOf('demo-lo-aguirre');
      expect(project.useroptions).toEqual({ daily_reports: false, notification_sound: true });
      expect(project.rdi_close_system).toEqual({ new_system: false });
      // A GET call (spec 7), so not through `server.call`.
      const avoidUrl = `${server.url}/api/notifications/getUserAvoidEmailsOptions?project_id=demo-lo-aguirre`;
      const avoid = await fetch(avoidUrl, { headers: { authorization: `Bearer ${admin}` } }).then((r) => r.json());
      expect(avoid).toEqual({ code: 200, options: { rdi: false, task: true, additional: false } });
      // Options are the user's own in that project: the other project keeps the defaults.
      expect((await projectOf('demo-aromos')).project.useroptions).toEqual({
        daily_reports: true,
        notification_sound: true,
      });
    });

    it("offers neither the RDI close system nor 'Nuevo Proyecto' without edit_project", async () => {
      const field = await otherTab('terreno@faena.cl');
      await reloadWithPermissions(field);
      await openDrawer(field);
      const fieldOptions = drawer(field).getByTestId('project-options');
      await fieldOptions.getByRole('button', { name: 'Guardar Opciones' }).waitFor(BROWSER_WAIT);
      await fieldOptions.getByRole('checkbox', { name: 'Reportes diarios' }).waitFor(BROWSER_WAIT);
      expect(await drawer(field).getByTestId('rdi-close-system').count()).toBe(0);
      expect(await drawer(field).getByRole('button', { name: 'Nuevo Proyecto' }).count()).toBe(0);
      // The admin, who holds it, sees both.
      await openDrawer(page);
      await drawer(page).getByTestId('rdi-close-system').waitFor(BROWSER_WAIT);
      await drawer(page).getByRole('button', { name: 'Nuevo Proyecto' }).waitFor(BROWSER_WAIT);
      await closeDrawer(page);
    });
  });

  describe('the RDI close system', () => {
    it('explains the system chosen and marks it, also once saved and opened again', async () => {
      const system = () => drawer(page).getByTestId('rdi-close-system');
      const shown = async () => ({
        hint: await system().getByTestId('rdi-close-system-hint').textContent(),
        marked: await system().locator('button[aria-pressed="true"]').textContent(),
        checked: await system().locator('button[aria-pressed="true"] svg').count(),
      });
      // 'Antiguo' was saved by the options' test above.
      await openDrawer(page);
      expect(await shown()).toEqual({
        hint: "Antiguo: la RDI se cierra con 'Finalizar RDI', por quien tiene el permiso Cerrar RDIs.",
        marked: 'Antiguo',
        checked: 1,
      });
      await system().getByRole('button', { name: 'Nuevo' }).click();
      expect(await shown()).toEqual({
        hint: 'Nuevo: la RDI se cierra con la aprobación de su creador, el Jefe OT y el ITO.',
        marked: 'Nuevo',
        checked: 1,
      });
      await drawer(page).getByRole('button', { name: 'Guardar Opciones' }).click();
      await drawer(page).getByText('Se han guardado las opciones del proyecto.').waitFor(BROWSER_WAIT);
      await closeDrawer(page);
    });
  });

  describe('the dashboard', () => {
    const board = (tab: Page) => tab.getByRole('region', { name: 'Estado de la Obra' });
    const editBoard = (tab: Page) => board(tab).getByRole('button', { name: 'Editar estado de la obra' });
    const boardText = () => board(page).getByRole('textbox', { name: 'Estado de la obra' });
    const EMPTY_BOARD = 'Aún no hay información sobre el estado de la obra.';

    it('discards a status board edit with Cancelar', async () => {
      await expectSelected(page, LO_AGUIRRE);
      await board(page).getByText(EMPTY_BOARD).waitFor(BROWSER_WAIT);
      await editBoard(page).click();
      await boardText().fill('## Borrador\nNo debe quedar.');
      await board(page).getByRole('button', { name: 'Cancelar' }).click();
      await board(page).getByText(EMPTY_BOARD).waitFor(BROWSER_WAIT);
      expect(await board(page).getByText('No debe quedar.').count()).toBe(0);
      await editBoard(page).click();
      expect(await boardText().inputValue()).toBe('');
      await board(page).getByRole('button', { name: 'Cancelar' }).click();
      expect((await projectOf('demo-lo-aguirre')).project.status_board.status_board).toBe('');
    });

    it('saves the status board with Actualizar and shows it rendered', async () => {
      const markdown = '## Avance de obra\n\n- **Fundaciones** terminadas\n- Estructura de la nave al 40 %';
      await editBoard(page).click();
      await boardText().fill(markdown);
      await board(page).getByRole('button', { name: 'Actualizar' }).click();
      const view = board(page).getByTestId('status-board-view');
      await view.getByRole('heading', { name: 'Avance de obra' }).waitFor(BROWSER_WAIT);
      expect(await view.locator('strong').textContent()).toBe('Fundaciones');
      expect(await view.getByRole('listitem').allTextContents()).toEqual([
        'Fundaciones terminadas',
        'Estructura de la nave al 40 %',
      ]);
      expect(await boardText().count()).toBe(0);
      expect((await projectOf('demo-lo-aguirre')).project.status_board.status_board).toBe(markdown);

      await page.reload();
      await board(page).getByRole('heading', { name: 'Avance de obra' }).waitFor(BROWSER_WAIT);
    });

    it('shows the status board without an edit control to a user without end_rdi', async () => {
      const field = await otherTab('terreno@faena.cl');
      await reloadWithPermissions(field);
      await expectSelected(field, LO_AGUIRRE);
      await board(field).getByRole('heading', { name: 'Avance de obra' }).waitFor(BROWSER_WAIT);
      expect(await editBoard(field).count()).toBe(0);
    });

    it('invites a user without projects to create the first one', async () => {
      const created = await server.form(
        '/user/create',
        userForm({ name: 'Tomás Herrera', email: 'tomas.herrera@faena.cl', default_job: 2 }),
        admin,
      );
      expect(created.status).toBe(200);
      const userId = (created.body.user as { id: string }).id;
      const leave = await server.call('/user/setUserProjects', { user_id: userId, user_projects: [] }, admin);
      expect(leave.status).toBe(200);

      const [newcomerContext, newcomer] = await newTab(browser);
      others.push(newcomerContext);
      const token = server.app.get(TokenService).issue(userId).access_token;
      await newcomerContext.addInitScript(`localStorage.setItem('faena.token', ${JSON.stringify(token)})`);
      await newcomer.goto(server.url);
      const empty = newcomer.getByTestId('no-projects');
      await empty.getByRole('heading', { name: 'No hay proyectos asociados a tu cuenta' }).waitFor(BROWSER_WAIT);
      // Without edit_project in any company there is nothing to create with.
      await empty.getByText('Pide al administrador de tu empresa que te asigne a un proyecto.').waitFor(BROWSER_WAIT);
      expect(await empty.getByRole('button', { name: 'Nuevo Proyecto' }).count()).toBe(0);
      // Nothing to choose: the header says so rather than asking for a choice.
      await newcomer
        .getByTestId('header-project')
        .getByText('No hay proyectos asociados a tu cuenta')
        .waitFor(BROWSER_WAIT);

      const granted = await server.call(
        '/user/setCapabilitiesByUserCompany',
        { user_id: userId, company_id: 'demo-company', capabilities: ['create_project', 'edit_project'] },
        admin,
      );
      expect(granted.status).toBe(200);
      await newcomer.reload();
      await empty.getByText('Crea tu primer proyecto').waitFor(BROWSER_WAIT);
      await empty.getByRole('button', { name: 'Nuevo Proyecto' }).click();
      await newcomer.getByRole('dialog', { name: 'Nuevo Proyecto' }).waitFor(BROWSER_WAIT);
    });
  });

  describe('live updates', () => {
    it('shows the new name of the selected project another user renames, without a reload', async () => {
      await expectSelected(page, LO_AGUIRRE);
      // Only a change made once the live connection is up can be pushed.
      await page.locator('[data-testid="app-layout"][data-live="connected"]').waitFor(BROWSER_WAIT);
      const jefe = await server.login('jefe.ot@faena.cl');
      const renamed = 'Ampliación Planta Lo Aguirre Etapa 2';
      const { status } = await server.form(
        '/project/update',
        projectForm({ project_id: 'demo-lo-aguirre', name: renamed, start_date: chileDay(0) }),
        jefe,
      );
      expect(status).toBe(200);
      await expectSelected(page, renamed);
    });
  });
});
