import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CommandPipeline } from '../../services/platform/commands/handle-command';
import { userAggregate } from '../../services/users/user.decider';
import { launchBrowser } from '../support/browser';
import { eventually } from '../support/eventually';
import { startTestServer, type TestServer } from '../support/test-server';

jest.setTimeout(60_000);

const WAIT = { timeout: 15_000 };

/** Waits until `read` returns `expected` (for values that settle after a transition), and checks it. */
async function settlesAt<T>(read: () => Promise<T>, expected: T): Promise<void> {
  expect(await eventually(read, (value) => value === expected, WAIT)).toBe(expected);
}

describe('sign-in and the app shell', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const path = () => new URL(page.url()).pathname;
  const sidebar = () => page.getByTestId('sidebar');
  const sidebarWidth = async () => Math.round((await sidebar().boundingBox())?.width ?? 0);

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-CL' });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  it('sends a visitor to the login form', async () => {
    await page.goto(`${server.url}/projects`);
    await page.waitForURL('**/login', WAIT);
    await page.getByLabel('Email').waitFor(WAIT);
    expect(await page.getByRole('button', { name: 'Ingresar' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Registra tu Cuenta' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Reestablecer Contraseña' }).isVisible()).toBe(true);
    expect(await sidebar().count()).toBe(0);
  });

  it('validates the fields with the texts of the spec', async () => {
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByText('Email es obligatorio').waitFor(WAIT);
    await page.getByText('Contraseña es requerida').waitFor(WAIT);

    await page.getByLabel('Email').fill('admin@faena');
    await page.getByText('Email debe ser válido').waitFor(WAIT);
    expect(await page.getByText('Email es obligatorio').count()).toBe(0);
  });

  it('refuses a wrong password with the message of the spec', async () => {
    await page.getByLabel('Email').fill('admin@faena.cl');
    await page.getByLabel(/^Contraseña/).fill('equivocada');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByText('Email o contraseña incorrectos. Por favor verifica los datos ingresados.').waitFor(WAIT);
    expect(path()).toBe('/login');
  });

  it('shows and hides the password', async () => {
    const password = page.getByLabel(/^Contraseña/);
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Ocultar contraseña' }).click();
    expect(await password.getAttribute('type')).toBe('password');
  });

  it('signs in and lands on the dashboard with the user in the sidebar', async () => {
    await page.getByLabel(/^Contraseña/).fill('faena1234');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByRole('heading', { name: 'Panel de Control' }).waitFor(WAIT);
    expect(path()).toBe('/');
    await sidebar().getByText('Administración Faena').waitFor(WAIT);
    expect(await page.getByTestId('app-header').isVisible()).toBe(true);
  });

  it('shows the update notice about the RDI close system once', async () => {
    const notice = page.getByTestId('update-notice');
    await notice.waitFor(WAIT);
    await page.getByRole('button', { name: 'Entendido' }).click();
    await notice.waitFor({ state: 'detached', ...WAIT });
    await page.reload();
    await page.getByRole('heading', { name: 'Panel de Control' }).waitFor(WAIT);
    await sidebar().getByText('Administración Faena').waitFor(WAIT);
    expect(await notice.count()).toBe(0);
  });

  it('opens the live connection once signed in', async () => {
    await page.locator('[data-testid="app-layout"][data-live="connected"]').waitFor(WAIT);
  });

  it('refreshes what is on screen when the server pushes a change', async () => {
    await server.app.get(CommandPipeline).handle({
      aggregate: userAggregate,
      aggregateId: 'demo-admin',
      command: {
        type: 'UpdateProfile',
        userProjects: [],
        name: 'Administración Faena SpA',
        phone: '+56 2 2345 6789',
        address: 'Av. Apoquindo 3000, Las Condes',
      },
      context: { actorId: 'demo-admin', commandId: randomUUID() },
    });
    await sidebar().getByText('Administración Faena SpA').waitFor(WAIT);
  });

  it('stays signed in after a reload, and keeps signed-in users off the login screen', async () => {
    await page.reload();
    await page.getByRole('heading', { name: 'Panel de Control' }).waitFor(WAIT);
    await page.goto(`${server.url}/login`);
    await page.getByRole('heading', { name: 'Panel de Control' }).waitFor(WAIT);
    expect(path()).toBe('/');
  });

  it('navigates through the sidebar menu', async () => {
    await sidebar().getByRole('link', { name: 'Usuarios' }).click();
    await page.getByRole('heading', { name: 'Usuarios' }).waitFor(WAIT);
    expect(path()).toBe('/users');
    expect(await sidebar().getByRole('link', { name: 'Usuarios' }).getAttribute('aria-current')).toBe('page');
    await sidebar().getByRole('link', { name: 'Panel de Control' }).click();
    await page.getByRole('heading', { name: 'Panel de Control' }).waitFor(WAIT);
  });

  it('collapses the sidebar to its mini mode and back', async () => {
    expect(await sidebarWidth()).toBe(220);
    await page.getByRole('button', { name: 'Contraer menú' }).click();
    await settlesAt(sidebarWidth, 50);
    await page.getByRole('button', { name: 'Expandir menú' }).click();
    await settlesAt(sidebarWidth, 220);
  });

  it('lists the modules without a screen yet as unavailable', async () => {
    for (const module of ['Gestión de Documentos', 'Programa de Compras', 'Sub Contratos', 'Bodega', 'Programación']) {
      expect(await sidebar().getByText(module).locator('xpath=ancestor::a').getAttribute('aria-disabled')).toBe('true');
    }
  });

  it('offers the project switcher', async () => {
    await sidebar().getByRole('button', { name: 'Cambiar de Proyecto' }).click();
    const option = page.getByRole('menuitemradio', { name: /Ampliación Planta Lo Aguirre/ });
    await option.waitFor(WAIT);
    // The closed demo project is not offered.
    expect(await page.getByRole('menuitemradio', { name: /Remodelación Oficinas Providencia/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await option.waitFor({ state: 'hidden', ...WAIT });
  });

  it('keeps the listing view chosen in the header across reloads', async () => {
    // The selector sits on the screens whose list it changes, such as the projects.
    await sidebar().getByRole('link', { name: 'Proyectos', exact: true }).click();
    await page.getByRole('heading', { name: 'Proyectos', exact: true }).waitFor(WAIT);
    const list = page.getByRole('button', { name: 'Lista' });
    await list.click();
    expect(await list.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await page.getByRole('heading', { name: 'Proyectos', exact: true }).waitFor(WAIT);
    expect(await page.getByRole('button', { name: 'Lista' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('hides the sidebar on a phone until the header button opens it', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await sidebar().waitFor({ state: 'hidden', ...WAIT });
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await sidebar().waitFor(WAIT);
    await sidebar().getByRole('link', { name: 'Usuarios' }).click();
    await page.getByRole('heading', { name: 'Usuarios' }).waitFor(WAIT);
    await sidebar().waitFor({ state: 'hidden', ...WAIT });
    await page.setViewportSize({ width: 1280, height: 800 });
    await sidebar().waitFor(WAIT);
  });

  it('opens the project drawer from the keyboard, and one Escape closes it', async () => {
    await page.getByRole('button', { name: 'Abrir panel del proyecto' }).focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByTestId('project-drawer');
    await drawer.waitFor(WAIT);
    await drawer.getByText('Seleccione Proyecto').waitFor(WAIT);
    await drawer.getByRole('heading', { name: 'Opciones del Proyecto' }).waitFor(WAIT);
    // The drawer slides in: measure once it has settled.
    await settlesAt(async () => Math.round((await page.getByRole('dialog').boundingBox())?.width ?? 0), 350);
    // Escape reaches the drawer through its focus: on a busy machine focus moves in after the slide.
    await page.waitForFunction(
      () => document.querySelector('[role="dialog"]')?.contains(document.activeElement),
      null,
      WAIT,
    );
    // The panel takes the focus, not its ×: no tooltip opens, and one Escape closes the panel.
    expect(await page.evaluate(`document.activeElement?.dataset.testid`)).toBe('project-drawer');
    expect(await page.evaluate(`document.querySelector('[data-component="Tooltip"]:popover-open') !== null`)).toBe(
      false,
    );
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached', ...WAIT });
  });

  it('signs out to the login screen and guards the app again', async () => {
    await sidebar().getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL('**/login', WAIT);
    await page.getByLabel('Email').waitFor(WAIT);
    await page.goto(`${server.url}/`);
    await page.waitForURL('**/login', WAIT);
    const { origins } = await context.storageState();
    const stored = origins.flatMap((origin) => origin.localStorage).map((item) => item.name);
    expect(stored).not.toContain('faena.token');
  });

  it('leads from the account screens back to the login', async () => {
    await page.goto(`${server.url}/reset-pass/abc-123`);
    await page.getByRole('heading', { name: 'Reestablecer Contraseña' }).waitFor(WAIT);
    await page.getByRole('link', { name: 'Volver a Ingresar' }).click();
    await page.waitForURL('**/login', WAIT);
    await page.getByRole('link', { name: 'Registra tu Cuenta' }).click();
    await page.getByRole('heading', { name: 'Registra tu Cuenta' }).waitFor(WAIT);
    expect(path()).toBe('/register');
  });

  it('drops a session the server no longer accepts', async () => {
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').waitFor(WAIT);
    await page.evaluate('localStorage.setItem("faena.token", "caducado")');
    await page.goto(`${server.url}/`);
    await page.waitForURL('**/login', WAIT);
    await page.getByLabel('Email').waitFor(WAIT);
    const { origins } = await context.storageState();
    expect(origins.flatMap((origin) => origin.localStorage).map((item) => item.name)).not.toContain('faena.token');
  });

  it('asks to wait after too many failed attempts on one account', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await server.call('/auth/login', { email: 'terreno@faena.cl', password: `intento-${attempt}` });
    }
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill('terreno@faena.cl');
    await page.getByLabel(/^Contraseña/).fill('faena1234');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByText('Demasiados intentos. Espera unos minutos e inténtalo nuevamente.').waitFor(WAIT);
    expect(path()).toBe('/login');
  }, 60_000);
});
