import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { FixedClock } from '../../services/platform/clock/clock.port';
import { BROWSER_WAIT } from '../support/browser';
import { type BrowserStage, openBrowserStage } from '../support/browser-stage';
import { selectedProjectId } from '../support/model-files';
import { postNewTask } from '../support/task-requests';
import type { TestServer } from '../support/test-server';

jest.setTimeout(240_000);

const DAY = 24 * 60 * 60 * 1000;

/** A field of the item as it stood, with its value. */
const field = (panel: Locator, label: string, value: string) =>
  panel.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1][normalize-space()="${value}"]`);

/** Moves the 'Historial' tab's picker to a day (DD-MM-YYYY) and time (HH:MM) in Chile. */
async function lookBackTo(panel: Locator, day: string, time: string): Promise<void> {
  await panel.getByLabel('Ver como estaba el').fill(day);
  await panel.getByLabel('a las').fill(time);
}

describe('Historial: a project’s and a task’s events, and the item as it stood on a date', () => {
  // Friday 20 November 2026, noon in Santiago: the server's days pass only when the test says.
  const clock = new FixedClock(new Date('2026-11-20T15:00:00.000Z'));
  let server: TestServer;
  let stage: BrowserStage;
  let page: Page;
  let projectId: string;
  let jefe: string;

  beforeAll(async () => {
    stage = await openBrowserStage({ clock });
    ({ server } = stage);
    page = await stage.tab('jefe.ot@faena.cl');
    projectId = await selectedProjectId(page);
    jefe = await server.login('jefe.ot@faena.cl');
  });
  afterAll(async () => {
    await stage?.close();
  });

  it('opens a project’s history from its card: its creation, who joined it, and the project a day back', async () => {
    const board = (status_board: string) =>
      server.call('/project/updateProjectBoard', { project_id: 'demo-aromos', status_board }, jefe);
    expect((await board('Obra gruesa')).status).toBe(200);
    clock.advance(DAY);
    expect((await board('Terminaciones')).status).toBe(200);
    await page.goto(`${server.url}/projects`);
    await page.getByRole('button', { name: 'Historial del proyecto Edificio Parque Los Aromos' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Historial: Edificio Parque Los Aromos' });
    await dialog.getByText('creó el proyecto «Edificio Parque Los Aromos»', { exact: false }).waitFor(BROWSER_WAIT);
    await dialog.getByText('agregó a Ignacio Toro al proyecto como ITO', { exact: false }).waitFor(BROWSER_WAIT);
    // Who held the project's work, by party: the demo's open tasks are someone's to answer.
    await dialog.getByRole('heading', { name: 'Quién tenía la pelota' }).waitFor(BROWSER_WAIT);
    await dialog.getByRole('columnheader', { name: 'Horas' }).waitFor(BROWSER_WAIT);
    const asOf = dialog.getByRole('region', { name: 'Ver como estaba' });
    await lookBackTo(asOf, '21-11-2026', '12:30');
    await asOf.getByText('Terminaciones', { exact: true }).waitFor(BROWSER_WAIT);
    await lookBackTo(asOf, '20-11-2026', '12:30');
    await asOf.getByText('Obra gruesa', { exact: true }).waitFor(BROWSER_WAIT);
    expect(await asOf.getByText('Terminaciones', { exact: true }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
  });

  it('shows a task’s events in the detail’s Historial tab, with the responsible before and after, then and now', async () => {
    const task = await postNewTask(server, jefe, {
      project_id: projectId,
      title: 'Huella de escalera',
      code_id: 1,
      description: 'Revisar en terreno.',
      responsable: 'demo-ito',
      participants: JSON.stringify(['demo-terreno']),
    });
    clock.advance(DAY);
    const moved = await server.call('/tasks/changeResponsable', { task_id: task.id, user_id: 'demo-terreno' }, jefe);
    expect(moved.status).toBe(200);

    const detail = await stage.openTaskDetail(page, task);
    await detail.getByRole('link', { name: 'Historial' }).click();
    const changed = detail
      .getByRole('listitem')
      .filter({ hasText: 'cambió el responsable de Ignacio Toro a Pedro Rojas' });
    await changed.waitFor(BROWSER_WAIT);
    // Who did it is named once, in the sentence.
    expect((await changed.textContent())?.split('Javiera Soto (Jefe OT)')).toHaveLength(2);
    // Her own opening of the task is folded away until she asks for it.
    const showOpenings = detail.getByRole('checkbox', { name: /^Mostrar mis aperturas \(\d+\)$/ });
    await showOpenings.waitFor(BROWSER_WAIT);
    const opened = detail.getByRole('listitem').filter({ hasText: 'abrió la tarea' });
    expect(await opened.count()).toBe(0);
    await showOpenings.check();
    await opened.first().waitFor(BROWSER_WAIT);
    // The ball went from the first responsible to the second, who holds it now.
    await detail.getByRole('list', { name: 'Turnos de Ignacio Toro' }).waitFor(BROWSER_WAIT);
    await detail.getByRole('list', { name: 'Turnos de Pedro Rojas' }).waitFor(BROWSER_WAIT);
    await changed.getByText('Ver 1 cambio').click();
    const row = changed.getByRole('row', { name: /Responsable/ });
    await expect(row.textContent()).resolves.toBe('ResponsableIgnacio ToroPedro Rojas');
    const asOf = detail.getByRole('region', { name: 'Ver como estaba' });
    await lookBackTo(asOf, '22-11-2026', '12:30');
    await field(asOf, 'Responsable', 'Pedro Rojas').waitFor(BROWSER_WAIT);
    await lookBackTo(asOf, '21-11-2026', '12:30');
    await field(asOf, 'Responsable', 'Ignacio Toro').waitFor(BROWSER_WAIT);
    await lookBackTo(asOf, '19-11-2026', '12:30');
    await asOf.getByText('No existía a esa fecha.').waitFor(BROWSER_WAIT);
    await detail.getByRole('link', { name: 'Detalle' }).click();
    await detail.getByRole('heading', { name: 'Participantes' }).waitFor(BROWSER_WAIT);
  });

  it('names an RDI’s state as it stood the way its list and detail name it', async () => {
    // The clock stands at 22-11-2026 12:00 in Santiago after the tests above.
    const created = await server.form(
      '/rdi/create',
      {
        project_id: projectId,
        title: 'Cota de acceso',
        description: '¿Cuál es la cota del pavimento en el acceso?',
        especialidades: JSON.stringify([2]),
        subject_id: 2,
      },
      jefe,
    );
    expect(created.status).toBe(200);
    const rdi = created.body.rdi as { id: string; number: number };
    clock.advance(DAY);
    await stage.visit(page, `/rdi?rdi=${rdi.id}`);
    const detail = page.getByRole('dialog', { name: new RegExp(`^RDI Nº ${rdi.number}:`) });
    await detail.getByText('Pendiente', { exact: true }).waitFor(BROWSER_WAIT);
    await detail.getByRole('link', { name: 'Historial' }).click();
    const asOf = detail.getByRole('region', { name: 'Ver como estaba' });
    await lookBackTo(asOf, '22-11-2026', '12:30');
    await field(asOf, 'Estado', 'Pendiente').waitFor(BROWSER_WAIT);
  });

  it('shows when a reply made without signal was made on the device and when it reached the server', async () => {
    // 24-11-2026 12:40 in Santiago: the reply was written at 10:15 on site and sent now.
    clock.set(new Date('2026-11-24T15:40:00.000Z'));
    const task = await postNewTask(server, jefe, {
      project_id: projectId,
      title: 'Anclaje sin señal',
      code_id: 1,
      description: 'Revisar en el subterráneo.',
      responsable: 'demo-ito',
      participants: JSON.stringify(['demo-terreno']),
    });
    const headers = { 'x-command-id': randomUUID(), 'x-command-made-at': '2026-11-24T13:15:00.000Z' };
    const replied = await server.form(
      '/tasks/addInteraction',
      { task_id: task.id, message: 'Anclaje revisado' },
      jefe,
      undefined,
      headers,
    );
    expect(replied.status).toBe(200);

    const detail = await stage.openTaskDetail(page, task);
    await detail.getByRole('link', { name: 'Historial' }).click();
    const offline = detail.getByRole('listitem').filter({ hasText: 'comentó: «Anclaje revisado»' });
    await offline.waitFor(BROWSER_WAIT);
    await offline
      .getByText('Hecho sin conexión el 24-11-2026 10:15 · recibido el 24-11-2026 12:40')
      .waitFor(BROWSER_WAIT);
    // The task was created online: only when it reached the server.
    const created = detail.getByRole('listitem').filter({ hasText: 'creó la tarea' });
    await expect(created.locator('time').count()).resolves.toBe(1);
    expect(await created.getByText('Hecho sin conexión', { exact: false }).count()).toBe(0);
  });
});
