import type { Page } from 'playwright-core';
import { BROWSER_WAIT } from '../support/browser';
import { type BrowserStage, openBrowserStage } from '../support/browser-stage';
import { selectedProjectId } from '../support/model-files';
import { postNewTask, stairQuestionForm } from '../support/task-requests';

jest.setTimeout(180_000);

const TITLE = 'Presupuesto reservado de moldajes';
const READERS = 'Tarea privada: sólo la ven su creador y su responsable, sin participantes.';

describe('Consultas: a private task has no participants', () => {
  let stage: BrowserStage;
  let page: Page;

  const openConsultas = async (tab: Page) => {
    await tab.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Consultas' }).click();
    await tab.getByRole('heading', { name: 'Consultas', level: 1 }).waitFor(BROWSER_WAIT);
  };
  const card = (tab: Page) =>
    tab.getByRole('list', { name: 'Tareas del proyecto' }).getByRole('article').filter({ hasText: TITLE });

  beforeAll(async () => {
    stage = await openBrowserStage();
    page = await stage.tab('jefe.ot@faena.cl');
  });

  afterAll(() => stage?.close());

  it('creates a private task without asking for participants, and says who sees it', async () => {
    await openConsultas(page);
    await page.getByRole('button', { name: 'Nueva Tarea' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear Consulta' });
    await dialog.waitFor(BROWSER_WAIT);
    await dialog.getByLabel(/^Título/).fill(TITLE);
    await dialog.getByLabel('Código').selectOption({ label: 'EST-01 Estructura' });
    await dialog.getByLabel('Descripción').fill('Comparar las dos cotizaciones antes de decidir.');
    await dialog.getByLabel(/^Responsable/).selectOption({ label: 'Ignacio Toro' });
    await dialog.getByRole('button', { name: 'Elegir participantes' }).waitFor(BROWSER_WAIT);

    // Private: the participants' picker gives way to who will see the task.
    await dialog.getByLabel('Tarea privada').check();
    await dialog.getByText(READERS).waitFor(BROWSER_WAIT);
    expect(await dialog.getByRole('button', { name: 'Elegir participantes' }).count()).toBe(0);

    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText(/^Se ha creado la consulta\/restricción \d+/).waitFor({ timeout: 20_000 });
    await dialog.waitFor({ state: 'detached', ...BROWSER_WAIT });

    await card(page).getByRole('button', { name: TITLE }).click();
    const detail = page.getByRole('dialog', { name: new RegExp(`Tarea Nº \\d+: ${TITLE}`) });
    const participants = detail.getByRole('region', { name: 'Participantes' });
    await participants.getByText(READERS).waitFor(BROWSER_WAIT);
    expect(await participants.getByRole('button', { name: 'Agregar participante' }).count()).toBe(0);

    // Someone else of the project does not find it.
    const other = await stage.tab('terreno@faena.cl');
    await openConsultas(other);
    await other.getByText('No hay tareas.').waitFor(BROWSER_WAIT);
  });

  it('says, when a task with a participant is made private, that the participant stops seeing it', async () => {
    const jefe = await stage.server.login('jefe.ot@faena.cl');
    const task = await postNewTask(
      stage.server,
      jefe,
      stairQuestionForm(await selectedProjectId(page), {
        title: 'Cota de sello de excavación',
        description: '<p>¿A qué cota va el sello?</p>',
      }),
    );
    const detail = await stage.openTaskDetail(page, task);
    const participants = detail.getByRole('region', { name: 'Participantes' });
    await participants.getByRole('button', { name: 'Agregar participante' }).waitFor(BROWSER_WAIT);

    await detail.getByRole('button', { name: 'Modificar' }).click();
    const menu = page.getByRole('dialog', { name: `Modificar tarea Nº ${task.number}` });
    await menu.getByRole('checkbox', { name: 'Tarea privada' }).check();
    await menu
      .getByText('Su participante no la verá mientras sea privada; sólo la verán su creador y su responsable.')
      .waitFor(BROWSER_WAIT);
    await menu.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Se ha modificado correctamente la tarea').waitFor(BROWSER_WAIT);

    await participants
      .getByText(
        'Tarea privada: sus participantes no la ven mientras sea privada; la vuelven a ver si se hace pública.',
      )
      .waitFor(BROWSER_WAIT);
    await participants
      .getByRole('button', { name: 'Agregar participante' })
      .waitFor({ state: 'detached', ...BROWSER_WAIT });
  });
});
