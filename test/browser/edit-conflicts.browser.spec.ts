import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BROWSER_WAIT, launchBrowser, signedInTab } from '../support/browser';
import { selectedProjectId } from '../support/model-files';
import { startTestServer, type TestServer } from '../support/test-server';

jest.setTimeout(240_000);

/**
 * The Jefe OT and the ITO open 'Modificar' on the same task. What one saves is never undone by the
 * other's older form: a field the other did not touch is not sent, and a field both changed is
 * shown side by side for the second to choose.
 */
describe('Modificar: two people on one task', () => {
  let server: TestServer;
  let browser: Browser;
  let contexts: BrowserContext[];
  let jefePage: Page;
  let itoPage: Page;
  let jefe: string;
  let task: { id: string; number: number };

  const stored = async () =>
    (await server.call('/tasks/get', { task_id: task.id }, jefe)).body.task as Record<string, unknown>;
  const openForm = async (page: Page) => {
    await page.goto(`${server.url}/consultas?task=${task.id}`);
    const detail = page.getByRole('dialog', { name: new RegExp(`^Tarea Nº ${task.number}:`) });
    await detail.getByRole('button', { name: 'Modificar' }).click();
    const form = page.getByRole('dialog', { name: `Modificar tarea Nº ${task.number}` });
    await form.waitFor(BROWSER_WAIT);
    return form;
  };
  const saved = (page: Page) => page.getByText('Se ha modificado correctamente la tarea').first().waitFor(BROWSER_WAIT);

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    const [jefeContext, jefeTab] = await signedInTab(browser, server.url, 'jefe.ot@faena.cl');
    const [itoContext, itoTab] = await signedInTab(browser, server.url, 'ito@faena.cl');
    contexts = [jefeContext, itoContext];
    [jefePage, itoPage] = [jefeTab, itoTab];
    jefe = await server.login('jefe.ot@faena.cl');
    const created = await server.form(
      '/tasks/create',
      {
        project_id: await selectedProjectId(jefePage),
        code_id: 1,
        title: 'Verificar anclaje de muro eje B',
        description: 'Revisar en terreno.',
        priority: 2,
        critical_date: '2026-12-15',
        responsable: 'demo-ito',
        participants: JSON.stringify(['demo-terreno']),
      },
      jefe,
    );
    task = created.body.task as typeof task;
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.close();
  });

  it("keeps the Jefe OT's priority when the ITO saves only a new critical date", async () => {
    const itoForm = await openForm(itoPage);
    const jefeForm = await openForm(jefePage);
    await jefeForm.getByLabel('Prioridad').selectOption({ label: 'Inmediata' });
    await jefeForm.getByRole('button', { name: 'Confirmar' }).click();
    await saved(jefePage);

    // The ITO's form still shows Media; only the date is changed and sent.
    expect(await itoForm.getByLabel('Prioridad').inputValue()).toBe('2');
    await itoForm.getByLabel('Fecha crítica').fill('20-12-2026');
    await itoForm.getByRole('button', { name: 'Confirmar' }).click();
    await saved(itoPage);
    expect(await stored()).toMatchObject({ priority: 3, critical_date: '2026-12-20' });
  });

  it('shows both dates when both changed it, and saves the ITO\'s on "Guardar mi cambio"', async () => {
    const itoForm = await openForm(itoPage);
    const jefeForm = await openForm(jefePage);
    await jefeForm.getByLabel('Fecha crítica').fill('31-12-2026');
    await jefeForm.getByRole('button', { name: 'Confirmar' }).click();
    await saved(jefePage);

    await itoForm.getByLabel('Fecha crítica').fill('10-01-2027');
    await itoForm.getByRole('button', { name: 'Confirmar' }).click();
    const notice = itoForm
      .getByRole('alert')
      .filter({ hasText: 'Otra persona modificó esta tarea mientras la editabas.' });
    await notice.waitFor(BROWSER_WAIT);
    const row = notice.getByRole('row', { name: /Fecha crítica/ });
    expect(await row.textContent()).toMatch(/10-01-2027\s*31-12-2026/);
    expect((await stored()).critical_date).toBe('2026-12-31');

    await notice.getByRole('button', { name: 'Guardar mi cambio' }).click();
    await saved(itoPage);
    expect((await stored()).critical_date).toBe('2027-01-10');
  });

  it('puts the current value in the form on "Usar el valor actual"', async () => {
    const itoForm = await openForm(itoPage);
    const jefeForm = await openForm(jefePage);
    await jefeForm.getByLabel('Prioridad').selectOption({ label: 'Estándar' });
    await jefeForm.getByRole('button', { name: 'Confirmar' }).click();
    await saved(jefePage);

    await itoForm.getByLabel('Prioridad').selectOption({ label: 'Media' });
    await itoForm.getByRole('button', { name: 'Confirmar' }).click();
    const notice = itoForm.getByRole('alert').filter({ hasText: 'Otra persona modificó esta tarea' });
    await notice.getByRole('button', { name: 'Usar el valor actual' }).click();
    await notice.waitFor({ state: 'detached', ...BROWSER_WAIT });
    expect(await itoForm.getByLabel('Prioridad').inputValue()).toBe('1');
    expect((await stored()).priority).toBe(1);
  });
});
