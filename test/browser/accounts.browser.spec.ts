import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { userForm } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

jest.setTimeout(60_000);

const WAIT = { timeout: 15_000 };

const RESET_LINK_SENT = 'Se ha enviado un link al correo ingresado para resetear tu contraseña.';
const UNKNOWN_EMAIL = 'El correo ingresado no está en nuestros registros.';
const INVALID_TOKEN =
  'El token de validación no se encuentra válido, si aún lo necesitas, por favor solicita nuevamente reestablecer tu contraseña';
const INVALID_INVITATION =
  'Esta invitación ya se usó o venció. Si ya creaste tu contraseña, ingresa con ella. Si no, pide a quien te invitó que te envíe una nueva invitación o solicita un link para crear tu contraseña.';
const PASSWORD_RESET = 'Se ha reestablecido la contraseña por favor ingresa. Serás redirigido al login.';
const ACCOUNT_READY = 'Cuenta modificada con éxito. En unos segundos ingresarás a la plataforma automáticamente.';
const NEW_PASSWORD = 'obra-gruesa-2026';

/** A browser context whose pages skip the one-time update notice, signed in when given a token. */
async function newContext(browser: Browser, token?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-CL' });
  const session = token ? `localStorage.setItem('faena.token', ${JSON.stringify(token)});` : '';
  await context.addInitScript(`localStorage.setItem('faena.update-notice', '1'); ${session}`);
  return context;
}

describe('account screens and the outbox', () => {
  let server: TestServer;
  let browser: Browser;
  let visitor: BrowserContext;
  let admin: BrowserContext;
  let page: Page;
  let adminPage: Page;
  let resetPath: string;

  const path = () => new URL(page.url()).pathname;
  const heading = (name: string) => page.getByRole('heading', { name });
  const passwordField = () => page.getByLabel(/^Nueva contraseña/);
  const confirmationField = () => page.getByLabel(/^Confirmación de contraseña/);

  /** The path of the first link in the newest kept mail with this subject. */
  async function mailedPath(subject: string): Promise<string> {
    const { body } = await server.call('/mail/outbox', {}, await server.login());
    const messages = body.messages as { subject: string; text: string }[];
    const mail = messages.find((message) => message.subject === subject);
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    if (!link) throw new Error(`no mail '${subject}' with a link: ${JSON.stringify(messages)}`);
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  }

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    visitor = await newContext(browser);
    admin = await newContext(browser, await server.login());
    page = await visitor.newPage();
    adminPage = await admin.newPage();
    page.setDefaultTimeout(15_000);
    adminPage.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await visitor?.close();
    await admin?.close();
    await browser?.close();
    await server?.close();
  });

  it('leads from the login to the register screen, which explains how to get an account', async () => {
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: 'Registra tu Cuenta' }).click();
    await heading('Registra tu Cuenta').waitFor(WAIT);
    expect(path()).toBe('/register');
    await page.getByText('Recibirás un correo de invitación con un link para crear tu contraseña.').waitFor(WAIT);
    expect(await page.getByTestId('sidebar').count()).toBe(0);
    await page.getByRole('link', { name: 'Volver a Ingresar' }).click();
    await page.waitForURL('**/login', WAIT);
  });

  it('leads from the login to the reset request, which validates the e-mail as the login does', async () => {
    await page.getByRole('link', { name: 'Reestablecer Contraseña' }).click();
    await heading('Reestablecer Contraseña').waitFor(WAIT);
    expect(path()).toBe('/reset-pass-request');
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await page.getByText('Email es obligatorio', { exact: true }).waitFor(WAIT);
    await page.getByLabel('Email').fill('ito@faena');
    await page.getByText('Email debe ser válido', { exact: true }).waitFor(WAIT);
  });

  it('answers an unknown e-mail with the text of the spec', async () => {
    await page.getByLabel('Email').fill('nadie@faena.cl');
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await page.getByRole('alert').getByText(UNKNOWN_EMAIL).waitFor(WAIT);
  });

  it('sends the reset link to a known e-mail', async () => {
    await page.getByLabel('Email').fill('ito@faena.cl');
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await page.getByRole('status').getByText(RESET_LINK_SENT).waitFor(WAIT);
    expect(await page.getByLabel('Email').count()).toBe(0);
  });

  it('shows the reset mail to an administrator in the outbox, its HTML sandboxed', async () => {
    await adminPage.goto(`${server.url}/`);
    await adminPage.getByTestId('sidebar').getByRole('link', { name: 'Correo saliente' }).click();
    await adminPage.getByRole('heading', { name: 'Correo saliente' }).waitFor(WAIT);
    expect(new URL(adminPage.url()).pathname).toBe('/correo');

    const mail = adminPage.getByRole('option', { name: /Reestablecer tu contraseña de Faena/ });
    await mail.waitFor(WAIT);
    expect(await mail.textContent()).toContain('ito@faena.cl');
    await mail.click();
    await adminPage.getByRole('heading', { name: 'Reestablecer tu contraseña de Faena' }).waitFor(WAIT);

    const frame = adminPage.locator('iframe[title^="Contenido del correo"]');
    const sandbox = (await frame.getAttribute('sandbox')) ?? '';
    expect(sandbox).not.toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');
    const button = frame.contentFrame().getByRole('link', { name: 'Reestablecer contraseña' });
    const href = (await button.getAttribute('href')) ?? '';
    expect(href).toMatch(/\/reset-pass\/[0-9a-f]+$/);
    resetPath = new URL(href).pathname;
    expect(resetPath).toBe(await mailedPath('Reestablecer tu contraseña de Faena'));

    await adminPage.getByRole('button', { name: 'Texto' }).click();
    await adminPage.getByText(href).first().waitFor(WAIT);
  });

  it('fits the e-mail preview on a phone: the mail fits its box, and the page does not scroll sideways', async () => {
    const PHONE = { width: 390, height: 844 };
    await adminPage.setViewportSize(PHONE);
    try {
      await adminPage.goto(`${server.url}/correo`);
      const frame = adminPage.locator('iframe[title^="Contenido del correo"]');
      await frame.waitFor(WAIT);
      await frame.contentFrame().getByRole('link', { name: 'Reestablecer contraseña' }).waitFor(WAIT);
      const rightEdge = async (box: Promise<{ x: number; width: number } | null>) => {
        const { x, width } = (await box)!;
        return x + width;
      };
      expect(
        await rightEdge(adminPage.getByRole('article', { name: 'Reestablecer tu contraseña de Faena' }).boundingBox()),
      ).toBeLessThanOrEqual(PHONE.width);
      expect(await rightEdge(frame.boundingBox())).toBeLessThanOrEqual(PHONE.width);
      expect(await adminPage.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
      // The sandbox keeps the app out of the mail; the browser under test may look in.
      const mail = await (await frame.elementHandle())!.contentFrame();
      const mailWidths = (await mail!.evaluate(
        '({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth })',
      )) as { scroll: number; client: number };
      // The mail's own layout (a 560 px card) shrinks to the frame instead of running past it.
      expect(mailWidths.scroll).toBeLessThanOrEqual(mailWidths.client);
    } finally {
      await adminPage.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('checks the mailed link and validates the new password with the texts of the spec', async () => {
    await page.goto(`${server.url}${resetPath}`);
    await passwordField().waitFor(WAIT);
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.getByText('Contraseña es requerida', { exact: true }).waitFor(WAIT);
    await page.getByText('Confirmación de contraseña es requerida', { exact: true }).waitFor(WAIT);

    await passwordField().fill('corta');
    await page.getByText('La contraseña debe ser de 8 caracteres mínimo', { exact: true }).waitFor(WAIT);
    await passwordField().fill(NEW_PASSWORD);
    await confirmationField().fill(`${NEW_PASSWORD}x`);
    await page.getByText('Las contraseñas no coinciden', { exact: true }).waitFor(WAIT);

    expect(await passwordField().getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Mostrar contraseña' }).first().click();
    expect(await passwordField().getAttribute('type')).toBe('text');
  });

  it('resets the password and sends the user to the login after 4 seconds', async () => {
    await confirmationField().fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.getByText(PASSWORD_RESET).waitFor(WAIT);
    const shownAt = Date.now();
    await page.waitForURL('**/login', WAIT);
    expect(Date.now() - shownAt).toBeGreaterThan(3_000);
  });

  it('signs in with the new password', async () => {
    await page.getByLabel('Email').fill('ito@faena.cl');
    await page.getByLabel(/^Contraseña/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByRole('heading', { name: 'Panel de Control' }).waitFor(WAIT);
  });

  it('gives no outbox to users who are not administrators', async () => {
    expect(await page.getByTestId('sidebar').getByRole('link', { name: 'Panel de Control' }).count()).toBe(1);
    expect(await page.getByTestId('sidebar').getByText('Correo saliente').count()).toBe(0);
    await page.goto(`${server.url}/correo`);
    await page.getByText('Solo un administrador puede ver el correo saliente.').waitFor(WAIT);
    // A missing capability is read, not a reason to end the session.
    expect(path()).toBe('/correo');
    await page.getByTestId('sidebar').getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL('**/login', WAIT);
  });

  it('refuses the used link and sends the user to the login after 6 seconds', async () => {
    await page.goto(`${server.url}${resetPath}`);
    await page.getByText(INVALID_TOKEN).waitFor(WAIT);
    const shownAt = Date.now();
    expect(await passwordField().count()).toBe(0);
    await page.waitForURL('**/login', { timeout: 12_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(5_000);
  });

  it('says at once that a garbled or unknown invitation no longer works, with a way to a new link', async () => {
    await page.goto(`${server.url}/newuser?token=inventado`);
    await heading('Crea tu Contraseña').waitFor(WAIT);
    await page.getByRole('alert').getByText(INVALID_INVITATION).waitFor(WAIT);
    await page.getByRole('link', { name: 'Volver a Ingresar' }).waitFor(WAIT);

    // A well-formed link is checked when the page opens: no password form for a token the server refuses.
    await page.goto(`${server.url}/newuser?token=demo-ito-0123456789abcdef`);
    await page.getByRole('alert').getByText(INVALID_INVITATION).waitFor(WAIT);
    expect(await passwordField().count()).toBe(0);
    expect(await page.getByText(INVALID_TOKEN).count()).toBe(0);
    await page.getByRole('link', { name: 'Solicitar un link para crear tu contraseña' }).click();
    await heading('Reestablecer Contraseña').waitFor(WAIT);
    expect(path()).toBe('/reset-pass-request');
  });

  it('refuses an invitation spent meanwhile in the words of an invitation', async () => {
    const created = await server.form(
      '/user/create',
      userForm({ name: 'Tomás Vera', email: 'tomas.vera@faena.cl' }),
      await server.login(),
    );
    expect(created.status).toBe(200);
    const invitationPath = await mailedPath('Te damos la bienvenida a Faena');
    await page.goto(`${server.url}${invitationPath}`);
    await passwordField().waitFor(WAIT);

    // The same link, used in another tab before this one sends its form.
    const value = new URL(invitationPath, server.url).searchParams.get('token')!;
    const cut = value.lastIndexOf('-');
    const elsewhere = await server.call('/auth/checkFirstTokenAndChangePassword', {
      token: value.slice(cut + 1),
      user_id: value.slice(0, cut),
      password: 'otra-pestana-2026',
      password_confirmation: 'otra-pestana-2026',
    });
    expect(elsewhere.status).toBe(200);

    await passwordField().fill(NEW_PASSWORD);
    await confirmationField().fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Crear contraseña' }).click();
    await page.getByRole('alert').getByText(INVALID_INVITATION).waitFor(WAIT);
    expect(await passwordField().count()).toBe(0);
    expect(await page.getByText(INVALID_TOKEN).count()).toBe(0);
  });

  it('lets an invited user create a password and enter the platform after 2 seconds', async () => {
    const created = await server.form(
      '/user/create',
      userForm({ name: 'Camila Rojas', email: 'camila.rojas@faena.cl', default_job: 2 }),
      await server.login(),
    );
    expect(created.status).toBe(200);

    await page.goto(`${server.url}${await mailedPath('Te damos la bienvenida a Faena')}`);
    await heading('Crea tu Contraseña').waitFor(WAIT);
    await passwordField().fill(NEW_PASSWORD);
    await confirmationField().fill('otra-cosa-2026');
    await page.getByRole('button', { name: 'Crear contraseña' }).click();
    await page.getByText('Las contraseñas no coinciden', { exact: true }).waitFor(WAIT);
    await confirmationField().fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Crear contraseña' }).click();
    await page.getByText(ACCOUNT_READY).waitFor(WAIT);
    const shownAt = Date.now();
    await page.getByRole('heading', { name: 'Panel de Control' }).waitFor(WAIT);
    expect(Date.now() - shownAt).toBeGreaterThan(1_500);
    expect(path()).toBe('/');
    await page.getByTestId('sidebar').getByText('Camila Rojas').waitFor(WAIT);
  });

  it('tells whoever opens the used invitation again that it was used, without a password form', async () => {
    const invitationPath = await mailedPath('Te damos la bienvenida a Faena');
    const stranger = await newContext(browser);
    try {
      const again = await stranger.newPage();
      await again.goto(`${server.url}${invitationPath}`);
      await again.getByRole('alert').getByText(INVALID_INVITATION).waitFor(WAIT);
      expect(await again.getByLabel(/^Nueva contraseña/).count()).toBe(0);
      await again.getByRole('link', { name: 'Solicitar un link para crear tu contraseña' }).waitFor(WAIT);
    } finally {
      await stranger.close();
    }
  });
});
