import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BROWSER_WAIT, launchBrowser, signedInTab } from '../support/browser';
import { selectedProjectId } from '../support/model-files';
import { startTestServer, type TestServer } from '../support/test-server';

jest.setTimeout(240_000);

describe('Historial: a project’s and a task’s events', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let projectId: string;
  let jefe: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    [context, page] = await signedInTab(browser, server.url, 'jefe.ot@faena.cl');
    projectId = await selectedProjectId(page);
    jefe = await server.login('jefe.ot@faena.cl');
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  it('opens a project’s history from its card: its creation and who joined it', async () => {
    await page.goto(`${server.url}/projects`);
    await page.getByRole('button', { name: 'Historial del proyecto Edificio Parque Los Aromos' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Historial: Edificio Parque Los Aromos' });
    await dialog.getByText('creó el proyecto «Edificio Parque Los Aromos»', { exact: false }).waitFor(BROWSER_WAIT);
    await dialog.getByText('agregó a Ignacio Toro al proyecto como ITO', { exact: false }).waitFor(BROWSER_WAIT);
    // Who held the project's work, by party: the demo's open tasks are someone's to answer.
    await dialog.getByRole('heading', { name: 'Quién tenía la pelota' }).waitFor(BROWSER_WAIT);
    await dialog.getByRole('columnheader', { name: 'Horas' }).waitFor(BROWSER_WAIT);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
  });

  it('shows a task’s events in the detail’s Historial tab, with the responsible before and after', async () => {
    const created = await server.form(
      '/tasks/create',
      {
        project_id: projectId,
        title: 'Huella de escalera',
        code_id: 1,
        description: 'Revisar en terreno.',
        responsable: 'demo-ito',
        participants: JSON.stringify(['demo-terreno']),
      },
      jefe,
    );
    expect(created.status).toBe(200);
    const task = created.body.task as { id: string; number: number };
    const moved = await server.call('/tasks/changeResponsable', { task_id: task.id, user_id: 'demo-terreno' }, jefe);
    expect(moved.status).toBe(200);

    await page.goto(`${server.url}/consultas?task=${task.id}`);
    const detail = page.getByRole('dialog', { name: new RegExp(`^Tarea Nº ${task.number}:`) });
    await detail.getByRole('link', { name: 'Historial' }).click();
    const changed = detail
      .getByRole('listitem')
      .filter({ hasText: 'cambió el responsable de Ignacio Toro a Pedro Rojas' });
    await changed.waitFor(BROWSER_WAIT);
    await expect(changed.textContent()).resolves.toContain('Javiera Soto (Jefe OT)');
    // The ball went from the first responsible to the second, who holds it now.
    await detail.getByRole('list', { name: 'Turnos de Ignacio Toro' }).waitFor(BROWSER_WAIT);
    await detail.getByRole('list', { name: 'Turnos de Pedro Rojas' }).waitFor(BROWSER_WAIT);
    await changed.getByText('Ver 1 cambio').click();
    const row = changed.getByRole('row', { name: /Responsable/ });
    await expect(row.textContent()).resolves.toBe('ResponsableIgnacio ToroPedro Rojas');
    await detail.getByRole('link', { name: 'Detalle' }).click();
    await detail.getByRole('heading', { name: 'Participantes' }).waitFor(BROWSER_WAIT);
  });
});
