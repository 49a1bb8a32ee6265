import type { Page } from 'playwright-core';
import { FixedClock } from '../../services/platform/clock/clock.port';
import { BROWSER_WAIT } from '../support/browser';
import { type BrowserStage, openBrowserStage } from '../support/browser-stage';
import { openPlanimetria, selectedProjectId, uploadModel } from '../support/model-files';
import { postNewTask, stairQuestionForm } from '../support/task-requests';
import type { TestServer } from '../support/test-server';

jest.setTimeout(240_000);

const HOUR = 60 * 60 * 1000;

describe('Numbers as a Chilean site team reads them', () => {
  // Friday 20 November 2026, noon in Santiago: the server's time passes only when the test says.
  const clock = new FixedClock(new Date('2026-11-20T15:00:00.000Z'));
  let server: TestServer;
  let stage: BrowserStage;
  let page: Page;
  let olderTask: { id: string; number: number };
  let newTask: { id: string; number: number };
  let projectId: string;
  let jefe: string;

  beforeAll(async () => {
    stage = await openBrowserStage({ clock });
    ({ server } = stage);
    projectId = await selectedProjectId(await stage.tab('jefe.ot@faena.cl'));
    const before = await server.login('jefe.ot@faena.cl');
    olderTask = await postNewTask(server, before, stairQuestionForm(projectId, { title: 'Huella de escalera' }));
    // Three days and five hours later the Jefe OT signs in again and asks another question.
    clock.advance(77 * HOUR);
    jefe = await server.login('jefe.ot@faena.cl');
    newTask = await postNewTask(server, jefe, stairQuestionForm(projectId, { title: 'Contrahuella' }));
    page = await stage.tab('jefe.ot@faena.cl');
  });
  afterAll(async () => {
    await stage?.close();
  });

  it('says how long a task has waited as people say it, in its detail header and on its card', async () => {
    const older = await stage.openTaskDetail(page, olderTask);
    await older.getByText('3 días', { exact: true }).waitFor(BROWSER_WAIT);
    const fresh = await stage.openTaskDetail(page, newTask);
    await fresh.getByText('menos de una hora', { exact: true }).waitFor(BROWSER_WAIT);
    expect(await fresh.getByText(/\d\.\d días/).count()).toBe(0);

    await page.goto(`${server.url}/consultas`);
    const cards = page.getByRole('list', { name: 'Tareas del proyecto' }).getByRole('article');
    await cards.filter({ hasText: 'Huella de escalera' }).getByText('Espera: 3 días').waitFor(BROWSER_WAIT);
    await cards.filter({ hasText: 'Contrahuella' }).getByText('Espera: menos de una hora').waitFor(BROWSER_WAIT);
  });

  it('writes every size in one unit system, readable, in Planimetría and on the dashboard', async () => {
    await uploadModel(server, jefe, projectId, 'Detalle de anclaje.nwc', Buffer.alloc(2_700, 7));
    await uploadModel(server, jefe, projectId, 'Torre completa.nwc', Buffer.alloc(15_200_000, 7));
    await page.goto(`${server.url}/`);
    await openPlanimetria(page);
    const models = page.getByRole('list', { name: 'Modelos del proyecto' }).getByRole('listitem');
    await models
      .filter({ hasText: 'Detalle de anclaje.nwc' })
      .getByText(/^2,7 KB · versión 1/)
      .waitFor(BROWSER_WAIT);
    await models
      .filter({ hasText: 'Torre completa.nwc' })
      .getByText(/^15,2 MB · versión 1/)
      .waitFor(BROWSER_WAIT);

    await page.goto(`${server.url}/`);
    const storage = page.getByTestId('storage-figures');
    await storage.getByText(/^15,2 MB de 10,7 GB · 0,14 %$/).waitFor(BROWSER_WAIT);
  });

  it('takes amounts typed with a decimal comma and thousands dots, and keeps them exactly', async () => {
    await stage.visit(page, '/adicionales?list=1');
    const form = page.getByRole('dialog', { name: 'Nuevo Adicional' });
    await form.getByRole('button', { name: 'Aumento de Obra' }).click();
    await form.getByLabel(/^Código/).fill('AD-COMA');
    await form.getByRole('button', { name: 'Elegir especialidades' }).click();
    await page.getByRole('menuitemcheckbox').first().click();
    await form.getByRole('heading', { name: 'Nuevo Adicional' }).click();
    await form.getByLabel(/^Costo Directo/).fill('1250000,5');
    await form.getByLabel(/^Gastos Generales/).fill('1.250.000,50');
    await form.getByLabel(/^Utilidad/).fill('0,25');
    expect(await form.getByLabel('Total Solicitado').inputValue()).toBe('2.500.001,25');
    expect(await form.getByText('El monto puede tener 2 decimales, formato XXXXXX.XX').count()).toBe(0);
    await form.getByLabel(/^Título/).fill('Sobrecimiento con coma');
    await form.getByLabel('Descripción').fill('Montos escritos como en Chile.');
    await form.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Se ha creado el Adicional AD-COMA').waitFor({ timeout: 20_000 });

    const card = page.getByRole('article').filter({ hasText: 'Sobrecimiento con coma' });
    await card.getByText(/(CLP|UF) 2\.500\.001,25/).waitFor(BROWSER_WAIT);
    const { body } = await server.call('/additionals/list', { project_id: projectId, page: 1 }, jefe);
    const created = (body.additional as Array<{ code: string; last_revision: { total_requested: number } }>).find(
      (additional) => additional.code === 'AD-COMA',
    );
    expect(created?.last_revision.total_requested).toBe(2500001.25);
  });
});
