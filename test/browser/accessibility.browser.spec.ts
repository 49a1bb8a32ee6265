import type { Browser, BrowserContext, Locator, Page, ViewportSize } from 'playwright-core';
import { audit } from '../support/audit';
import { seriousViolations } from '../support/axe';
import { BROWSER_WAIT, launchBrowser } from '../support/browser';
import { findEnglishUiWords } from '../support/english-ui';
import { userForm } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

jest.setTimeout(120_000);

const DESKTOP: ViewportSize = { width: 1366, height: 800 };
const PHONE: ViewportSize = { width: 390, height: 844 };
const JAVIERA = 'Javiera Soto';

/**
 * Every screen and main dialog, as a user of a screen reader or a keyboard meets them: axe-core
 * finds no serious or critical violation, and nothing shown or read out is English.
 */
describe('accessibility and language of every screen', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let adminToken: string;
  let resetPath: string;
  let invitationPath: string;

  /** A tab at this size; signed in as the administrator unless `signedIn` is false. */
  async function openTab(viewport: ViewportSize, { signedIn = true, updateNotice = false } = {}): Promise<Page> {
    const context = await browser.newContext({ viewport, locale: 'es-CL' });
    contexts.push(context);
    const notice = updateNotice ? '' : `localStorage.setItem('faena.update-notice', '1');`;
    const session = signedIn ? `localStorage.setItem('faena.token', ${JSON.stringify(adminToken)});` : '';
    await context.addInitScript(`${notice} ${session}`);
    const page = await context.newPage();
    page.setDefaultTimeout(BROWSER_WAIT.timeout);
    return page;
  }

  /** The path of the link in the newest kept mail with this subject, as the user clicks it. */
  async function mailedPath(subject: string): Promise<string> {
    const { body } = await server.call('/mail/outbox', {}, adminToken);
    const mail = (body.messages as { subject: string; text: string }[]).find((m) => m.subject === subject);
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    if (!link) throw new Error(`no mail '${subject}' with a link`);
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  }

  const h1 = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 }).waitFor(BROWSER_WAIT);
  const header = (page: Page) => page.getByTestId('app-header');
  const userCard = (page: Page, name: string): Locator =>
    page.getByRole('list', { name: 'Usuarios del proyecto' }).getByRole('listitem', { name, exact: true });

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    adminToken = await server.login();
    await server.call('/auth/resetpassrequest', { email: 'ito@faena.cl' });
    resetPath = await mailedPath('Reestablecer tu contraseña de Faena');
    const created = await server.form(
      '/user/create',
      userForm({ name: 'Valeria Pinto', email: 'valeria.pinto@faena.cl' }),
      adminToken,
    );
    expect(created.status).toBe(200);
    invitationPath = await mailedPath('Te damos la bienvenida a Faena');
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.close();
  });

  describe('the checks themselves', () => {
    it('find what Primer says in English and what axe-core calls serious', async () => {
      const page = await openTab(DESKTOP, { signedIn: false });
      await page.setContent(`<html lang="es"><body><main>
        <button aria-labelledby="tip"><svg aria-hidden="true"></svg></button><span id="tip" hidden>Close</span>
        <span style="position:absolute;clip:rect(0 0 0 0)">Loading</span>
        <input type="search" placeholder="Search">
        <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button><svg aria-hidden="true"></svg></button>
        <p style="color:#aaa;background:#fff">Cancelar no es Cancel</p>
      </main></body></html>`);
      const english = await findEnglishUiWords(page);
      expect(english.map((finding) => finding.word).sort()).toEqual(['Cancel', 'Close', 'Loading', 'Search']);
      const rules = (await seriousViolations(page)).map((violation) => violation.rule).sort();
      expect(rules).toEqual(['button-name', 'color-contrast', 'document-title', 'image-alt']);
    });
  });

  describe('screens without a session', () => {
    const screens: [string, () => string, string][] = [
      ['login', () => '/login', 'Ingresa a tu cuenta'],
      ['register', () => '/register', 'Registra tu Cuenta'],
      ['reset request', () => '/reset-pass-request', 'Reestablecer Contraseña'],
      ['reset with a valid token', () => resetPath, 'Reestablecer Contraseña'],
      ['reset with an unknown token', () => '/reset-pass/0123456789abcdef', 'Reestablecer Contraseña'],
      ['new user page', () => invitationPath, 'Crea tu Contraseña'],
      ['new user page, unknown invitation', () => '/newuser?token=inventado', 'Crea tu Contraseña'],
    ];

    it.each(screens)('%s, at 1366×800', async (screen, path, heading) => {
      const page = await openTab(DESKTOP, { signedIn: false });
      await page.goto(`${server.url}${path()}`);
      await h1(page, heading);
      // The token screens first ask the server about the link: a form or a refusal follows.
      await page.locator('form, [role="alert"], a[href="/login"]').first().waitFor(BROWSER_WAIT);
      await audit(page, screen);
    });

    it('login with its validation errors shown, at 390×844', async () => {
      const page = await openTab(PHONE, { signedIn: false });
      await page.goto(`${server.url}/login`);
      await page.getByRole('button', { name: 'Ingresar' }).click();
      await page.locator('[aria-invalid="true"]').first().waitFor(BROWSER_WAIT);
      await audit(page, 'login with errors (phone)');
    });
  });

  describe('screens of the app', () => {
    let page: Page;

    beforeAll(async () => {
      page = await openTab(DESKTOP);
    });

    const go = async (path: string, heading: string) => {
      await page.goto(`${server.url}${path}`);
      await h1(page, heading);
    };

    it('dashboard', async () => {
      await go('/', 'Panel de Control');
      await page.getByTestId('sidebar').waitFor(BROWSER_WAIT);
      await audit(page, 'dashboard');
    });

    it('projects, as a grid and as a list', async () => {
      await go('/projects', 'Proyectos');
      await page.getByTestId('project-listing').getByRole('article').first().waitFor(BROWSER_WAIT);
      await audit(page, 'projects (grid)');
      await header(page).getByRole('button', { name: 'Lista' }).click();
      await page.locator('[data-testid="project-listing"][data-view="list"]').waitFor(BROWSER_WAIT);
      await audit(page, 'projects (list)');
      await header(page).getByRole('button', { name: 'Cuadrícula' }).click();
    });

    it('closed projects', async () => {
      await go('/closed-projects', 'Proyectos Cerrados');
      await page.getByTestId('project-listing').getByRole('article').first().waitFor(BROWSER_WAIT);
      await audit(page, 'closed projects');
    });

    it('users', async () => {
      await go('/users', 'Usuarios');
      await userCard(page, JAVIERA).waitFor(BROWSER_WAIT);
      await audit(page, 'users');
    });

    it('outbox, with a mail open', async () => {
      await go('/correo', 'Correo saliente');
      await page.getByRole('option').first().click();
      await page.locator('iframe[title^="Contenido del correo"]').waitFor(BROWSER_WAIT);
      await audit(page, 'outbox');
    });

    it.each([
      ['/consultas', 'Consultas'],
      ['/rdi', 'RDI'],
      ['/adicionales', 'Adicionales'],
      ['/planos', 'Planimetría'],
    ])('placeholder section %s', async (path, heading) => {
      await go(path, heading);
      await audit(page, `section ${heading}`);
    });
  });

  describe('dialogs', () => {
    let page: Page;
    const dialog = (name: string | RegExp) => page.getByRole('dialog', { name });

    /**
     * The × names itself 'Cerrar' (aria-label), with no hover tooltip: it appears with its dialog,
     * under wherever the pointer rests.
     */
    async function expectSpanishClose(scope: Locator): Promise<void> {
      const close = scope.getByRole('button', { name: 'Cerrar', exact: true }).first();
      await close.waitFor(BROWSER_WAIT);
      expect(await scope.getByRole('button', { name: /close/i }).count()).toBe(0);
      expect(await close.getAttribute('aria-label')).toBe('Cerrar');
      expect(await close.getAttribute('aria-labelledby')).toBeNull();
    }

    /** Closes the dialog with its ×, as a user does. */
    async function closeWithX(scope: Locator): Promise<void> {
      await scope.getByRole('button', { name: 'Cerrar', exact: true }).first().click();
      await scope.waitFor({ state: 'detached', ...BROWSER_WAIT });
    }

    async function openFromUserCard(button: string, menuItem?: string) {
      await userCard(page, JAVIERA).getByRole('button', { name: button, exact: true }).click();
      if (menuItem) await page.getByRole('menuitem', { name: menuItem }).click();
    }

    beforeAll(async () => {
      page = await openTab(DESKTOP);
    });

    it('the one-time update notice', async () => {
      const first = await openTab(DESKTOP, { updateNotice: true });
      await first.goto(`${server.url}/`);
      const notice = first.getByRole('dialog', { name: 'Nuevo sistema de cierre de RDI' });
      await notice.waitFor(BROWSER_WAIT);
      await audit(first, 'update notice');
      await notice.getByRole('button', { name: 'Cerrar', exact: true }).waitFor(BROWSER_WAIT);
      expect(await notice.getByRole('button', { name: /close/i }).count()).toBe(0);
    });

    it('new project and, over it, new company', async () => {
      await page.goto(`${server.url}/projects`);
      await h1(page, 'Proyectos');
      await header(page).getByRole('button', { name: 'Nuevo Proyecto' }).click();
      const form = dialog('Nuevo Proyecto');
      await form.waitFor(BROWSER_WAIT);
      await expectSpanishClose(form);
      await audit(page, 'new project dialog');
      await form.getByRole('button', { name: 'Confirmar' }).click();
      await form.locator('[aria-invalid="true"]').first().waitFor(BROWSER_WAIT);
      await audit(page, 'new project dialog with errors');

      await form.getByRole('button', { name: 'Nueva Empresa' }).click();
      const company = dialog('Nueva Empresa');
      await company.waitFor(BROWSER_WAIT);
      await expectSpanishClose(company);
      await audit(page, 'new company dialog');
      await closeWithX(company);
      await closeWithX(form);
    });

    it('edit project', async () => {
      await header(page).getByRole('button', { name: 'Editar Proyecto' }).first().click();
      const form = dialog('Editar Proyecto');
      await form.getByLabel('Nombre').first().waitFor(BROWSER_WAIT);
      await expectSpanishClose(form);
      await audit(page, 'edit project dialog');
      await closeWithX(form);
    });

    it('close project, which only its own buttons close', async () => {
      await page
        .getByRole('button', { name: /^Cerrar proyecto / })
        .first()
        .click();
      const form = dialog('Cerrar Proyecto');
      await form.waitFor(BROWSER_WAIT);
      expect(await form.getByRole('button', { name: /^(Cerrar|Close)$/ }).count()).toBe(0);
      await audit(page, 'close project dialog');
      await form.getByRole('button', { name: 'Cancelar' }).click();
      await form.waitFor({ state: 'detached', ...BROWSER_WAIT });
    });

    it('the project panel', async () => {
      await header(page).getByRole('button', { name: 'Abrir panel del proyecto' }).click();
      const panel = dialog('Panel del Proyecto');
      await panel.getByTestId('project-drawer').waitFor(BROWSER_WAIT);
      await expectSpanishClose(panel);
      await audit(page, 'project panel');
      await closeWithX(panel);
    });

    it('create user', async () => {
      await page.goto(`${server.url}/users`);
      await userCard(page, JAVIERA).waitFor(BROWSER_WAIT);
      await header(page).getByRole('button', { name: 'Añadir' }).click();
      const form = dialog('Creación de Usuario');
      await form.waitFor(BROWSER_WAIT);
      await expectSpanishClose(form);
      await audit(page, 'create user dialog');
      await form.getByRole('button', { name: /^Proyectos/ }).click();
      const option = page.getByRole('option', { name: 'Edificio Parque Los Aromos' });
      await option.waitFor(BROWSER_WAIT);
      await audit(page, 'create user dialog, projects panel open');
      await page.keyboard.press('Escape');
      await option.waitFor({ state: 'detached', ...BROWSER_WAIT });
      await closeWithX(form);
    });

    it('edit user', async () => {
      await openFromUserCard('Editar');
      const form = dialog('Editar Usuario');
      await form.waitFor(BROWSER_WAIT);
      await expectSpanishClose(form);
      await audit(page, 'edit user dialog');
      await closeWithX(form);
    });

    it('projects of a user', async () => {
      await openFromUserCard('Proyectos');
      const form = dialog(`Editar Proyectos Usuario ${JAVIERA}`);
      await form.getByRole('list', { name: 'Proyectos asignados' }).waitFor(BROWSER_WAIT);
      await expectSpanishClose(form);
      await audit(page, 'user projects dialog');
      await closeWithX(form);
    });

    it('project and company permissions', async () => {
      await openFromUserCard('Permisos', 'Permisos Proyecto');
      const project = dialog(`Editar Permisos Proyecto Usuario ${JAVIERA}`);
      await project.getByRole('checkbox').first().waitFor(BROWSER_WAIT);
      await expectSpanishClose(project);
      await audit(page, 'project permissions dialog');
      await closeWithX(project);

      await openFromUserCard('Permisos', 'Permisos Empresa');
      const company = dialog(`Editar Permisos Empresa Usuario ${JAVIERA}`);
      await company.getByRole('checkbox').first().waitFor(BROWSER_WAIT);
      await expectSpanishClose(company);
      await audit(page, 'company permissions dialog');
      await closeWithX(company);
    });

    it('the accept/cancel question', async () => {
      await page.getByRole('button', { name: `Eliminar a ${JAVIERA} del proyecto` }).click();
      const question = page.getByRole('alertdialog', { name: 'Eliminar usuario' });
      await question.waitFor(BROWSER_WAIT);
      await expectSpanishClose(question);
      await audit(page, 'confirm dialog');
      await closeWithX(question);
      await userCard(page, JAVIERA).waitFor(BROWSER_WAIT);
    });
  });

  describe('on a 390×844 phone', () => {
    let page: Page;

    beforeAll(async () => {
      page = await openTab(PHONE);
    });

    it.each([
      ['/', 'Panel de Control'],
      ['/projects', 'Proyectos'],
      ['/users', 'Usuarios'],
      ['/correo', 'Correo saliente'],
    ])('%s', async (path, heading) => {
      await page.goto(`${server.url}${path}`);
      await h1(page, heading);
      await page.waitForLoadState('networkidle');
      await audit(page, `${heading} (phone)`);
    });

    it('the menu and the new project dialog', async () => {
      await page.goto(`${server.url}/projects`);
      await h1(page, 'Proyectos');
      await header(page).getByRole('button', { name: 'Abrir menú' }).click();
      await page.getByTestId('sidebar').getByRole('link', { name: 'Usuarios' }).waitFor(BROWSER_WAIT);
      await audit(page, 'menu open (phone)');
      await page.goto(`${server.url}/projects`);
      await h1(page, 'Proyectos');
      await header(page).getByRole('button', { name: 'Nuevo Proyecto' }).click();
      const form = page.getByRole('dialog', { name: 'Nuevo Proyecto' });
      await form.waitFor(BROWSER_WAIT);
      await audit(page, 'new project dialog (phone)');
    });
  });
});
