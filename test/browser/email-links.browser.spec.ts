import type { ParsedMail } from 'mailparser';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newTab } from '../support/browser';
import { userForm } from '../support/fixtures';
import { startSmtpSink } from '../support/smtp-sink';
import { freePort, startTestServer, type TestServer } from '../support/test-server';

jest.setTimeout(90_000);

const WAIT = { timeout: 15_000 };

/** The button's link in a mail's HTML part, its entities decoded as a mail client does: what a user clicks. */
function buttonLink(mail: ParsedMail): string {
  const href = /<a href="([^"]+)"/.exec(typeof mail.html === 'string' ? mail.html : '')?.[1];
  if (!href) throw new Error(`no link in ${mail.subject}`);
  return href
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replaceAll('&amp;', '&');
}

/**
 * The whole path of a user's e-mail: a real SMTP server receives the invitation and the reset
 * mail, and a real browser follows their links.
 */
describe('e-mail links in the browser', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let server: TestServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    const port = await freePort();
    smtp = await startSmtpSink();
    [server, browser] = await Promise.all([
      startTestServer({ port, env: { SMTP_URL: smtp.url, FAENA_PUBLIC_URL: `http://127.0.0.1:${port}` } }),
      launchBrowser(),
    ]);
    [, page] = await newTab(browser);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await smtp?.close();
  });

  it('lets an invited user create a password from the mailed link and enter at once', async () => {
    const created = await server.form(
      '/user/create',
      userForm({ name: 'Valentina Reyes', email: 'valentina.reyes@faena.cl', default_job: 4 }),
      await server.login(),
    );
    expect(created.status).toBe(200);
    const mail = await smtp.waitFor('valentina.reyes@faena.cl');
    expect(mail.subject).toBe('Te damos la bienvenida a Faena');

    await page.goto(buttonLink(mail));
    await page.getByRole('heading', { name: 'Crea tu Contraseña' }).waitFor(WAIT);
    await page.getByLabel(/^Nueva contraseña/).fill('valentina-2026');
    await page.getByLabel(/^Confirmación de contraseña/).fill('valentina-2026');
    await page.getByRole('button', { name: 'Crear contraseña' }).click();
    await page
      .getByText('Cuenta modificada con éxito. En unos segundos ingresarás a la plataforma automáticamente.')
      .waitFor(WAIT);
    await page.getByRole('heading', { name: 'Panel de Control' }).waitFor(WAIT);
    await page.getByTestId('sidebar').getByText('Valentina Reyes').waitFor(WAIT);
    await page.getByTestId('sidebar').getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL('**/login', WAIT);
  });

  it('resets a forgotten password through the mailed link', async () => {
    smtp.messages.length = 0;
    await page.getByRole('link', { name: 'Reestablecer Contraseña' }).click();
    await page.getByLabel(/^Email/).fill('valentina.reyes@faena.cl');
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await page.getByText('Se ha enviado un link al correo ingresado para resetear tu contraseña.').waitFor(WAIT);
    const reset = await smtp.waitFor('valentina.reyes@faena.cl');
    expect(reset.subject).toBe('Reestablecer tu contraseña de Faena');

    await page.goto(buttonLink(reset));
    await page.getByRole('heading', { name: 'Reestablecer Contraseña' }).waitFor(WAIT);
    await page.getByLabel(/^Nueva contraseña/).fill('nueva-clave-2026');
    await page.getByLabel(/^Confirmación de contraseña/).fill('nueva-clave-2026');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page
      .getByText('Se ha reestablecido la contraseña por favor ingresa. Serás redirigido al login.')
      .waitFor(WAIT);
    await page.waitForURL('**/login', WAIT);

    await page.getByLabel('Email').fill('valentina.reyes@faena.cl');
    await page.getByLabel(/^Contraseña/).fill('nueva-clave-2026');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByRole('heading', { name: 'Panel de Control' }).waitFor(WAIT);
  });
});
