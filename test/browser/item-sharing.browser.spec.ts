import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoSeriousViolations } from '../support/axe';
import { BROWSER_WAIT, launchBrowser, signedInTab } from '../support/browser';
import { expectNoEnglishUiWords } from '../support/english-ui';
import { REFUSED_DOMAIN, startSmtpSink } from '../support/smtp-sink';
import { startTestServer, type TestServer } from '../support/test-server';

jest.setTimeout(120_000);

describe("a task's detail: 'Enviar por correo' and 'Descargar PDF'", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let taskId: string;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    [server, browser] = await Promise.all([startTestServer({ env: { SMTP_URL: smtp.url } }), launchBrowser()]);
    const { jefe } = await server.demoTokens();
    const created = await server.form(
      '/tasks/create',
      {
        project_id: 'demo-aromos',
        title: 'Junta de dilatación',
        priority: 2,
        code_id: 1,
        description: '<p>¿Qué sello lleva la junta?</p>',
        responsable: 'demo-ito',
        participants: JSON.stringify(['demo-terreno']),
      },
      jefe,
      { 'files[]': { name: 'detalle.txt', content: Buffer.from('Sello PU\n'), type: 'text/plain' } },
    );
    taskId = (created.body.task as { id: string }).id;
    [context, page] = await signedInTab(browser, server.url, 'jefe.ot@faena.cl');
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
    await smtp?.close();
  });

  it('sends the task to a member and a typed address, with its file, and says so', async () => {
    await page.goto(`${server.url}/consultas?task=${taskId}`);
    const detail = page.getByRole('dialog', { name: /Junta de dilatación/ });
    await detail.waitFor(BROWSER_WAIT);
    await detail.getByRole('button', { name: 'Enviar por correo' }).click();
    const form = page.getByRole('dialog', { name: 'Enviar Tarea/Restricción por correo' });
    await form.waitFor(BROWSER_WAIT);
    expect(await form.getByRole('checkbox', { name: 'Adjuntar archivos' }).isChecked()).toBe(true);

    // Nothing chosen: the form says so and sends nothing.
    await form.getByRole('button', { name: 'Confirmar' }).click();
    await form.getByText('Elige al menos un destinatario.').waitFor(BROWSER_WAIT);
    await form.getByLabel('Otros correos').fill('arquitecta@estudio, ');
    await form.getByText('Correo no válido: arquitecta@estudio').waitFor(BROWSER_WAIT);
    await form.getByLabel('Otros correos').fill('arquitecta@estudio.cl');
    await form.getByRole('button', { name: 'Elegir destinatarios' }).click();
    await page.getByRole('menuitemcheckbox', { name: /Ignacio Toro/ }).click();
    await form.getByRole('heading', { name: 'Enviar Tarea/Restricción por correo' }).click();
    await form.getByLabel('Mensaje (opcional)').fill('Por favor confirmar el sello.');
    await expectNoSeriousViolations(page, 'send by e-mail');
    await expectNoEnglishUiWords(page, 'send by e-mail');
    await form.getByRole('button', { name: 'Confirmar' }).click();

    await page.getByText('Se ha enviado la tarea por correo a los usuarios ingresados').waitFor(BROWSER_WAIT);
    await form.waitFor({ state: 'detached', ...BROWSER_WAIT });
    const typed = await smtp.waitFor('arquitecta@estudio.cl');
    expect(typed.text).toContain('Por favor confirmar el sello.');
    expect(typed.text).toContain('detalle.txt');
    const toIto = await smtp.waitFor('ito@faena.cl');
    expect(toIto.subject).toMatch(
      /^\[Edificio Parque Los Aromos\] Javiera Soto te envió la tarea Nº \d+: Junta de dilatación$/,
    );
    expect(toIto.text).toContain('Responsable: Ignacio Toro');
  });

  it("lists the sending in the task's Historial, with whom it went to", async () => {
    const detail = page.getByRole('dialog', { name: /Junta de dilatación/ });
    await detail.getByRole('link', { name: 'Historial' }).click();
    await detail
      .getByRole('listitem')
      .filter({ hasText: 'envió la tarea por correo a Ignacio Toro, arquitecta@estudio.cl' })
      .waitFor(BROWSER_WAIT);
  });

  it('downloads the task as a PDF', async () => {
    const detail = page.getByRole('dialog', { name: /Junta de dilatación/ });
    const [download] = await Promise.all([
      page.waitForEvent('download', BROWSER_WAIT),
      detail.getByRole('button', { name: 'Descargar PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^tarea-\d+\.pdf$/);
    const path = await download.path();
    expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("never says 'Enviada' for a mail the server refused", async () => {
    const refused = `nadie@${REFUSED_DOMAIN}`;
    const detail = page.getByRole('dialog', { name: /Junta de dilatación/ });
    const form = page.getByRole('dialog', { name: 'Enviar Tarea/Restricción por correo' });
    const send = async (addresses: string) => {
      await detail.getByRole('button', { name: 'Enviar por correo' }).click();
      await form.waitFor(BROWSER_WAIT);
      await form.getByLabel('Otros correos').fill(addresses);
      await form.getByRole('button', { name: 'Confirmar' }).click();
    };

    // Some went: the toast names the refused address instead of 'Enviada'.
    await send(`${refused}, obra@estudio.cl`);
    await page.getByText(`Se envió a los demás destinatarios; no se pudo enviar a ${refused}.`).waitFor(BROWSER_WAIT);
    await form.waitFor({ state: 'detached', ...BROWSER_WAIT });
    await smtp.waitFor('obra@estudio.cl');

    // None went: the form stays open and says that nothing was sent.
    await send(refused);
    await form.getByText(`No se pudo enviar el correo a ${refused}`, { exact: false }).waitFor(BROWSER_WAIT);
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await form.waitFor({ state: 'detached', ...BROWSER_WAIT });
  });
});
