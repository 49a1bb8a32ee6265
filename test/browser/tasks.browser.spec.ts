import type { Browser, BrowserContext, Page } from 'playwright-core';
import { JOB_TYPES } from '../../services/organisation/job-types';
import { audit } from '../support/audit';
import { BROWSER_WAIT, launchBrowser, signedInTab } from '../support/browser';
import { eventually } from '../support/eventually';
import { selectedProjectId } from '../support/model-files';
import { startTestServer, type TestServer } from '../support/test-server';

jest.setTimeout(180_000);

const TITLE = 'Huella de la escalera del piso 3';
const SMALL_FILE = { name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('Revisar cotas de la escalera.') };
/** A 1×1 picture, small enough to travel inline with the reply. */
const PICTURE = {
  name: 'punto.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};
/** Over the 1000-byte inline limit: it follows the task through the upload center. */
const LARGE_FILE = { name: 'cotas.txt', mimeType: 'text/plain', buffer: Buffer.alloc(4_000, 'cota 2,80 m; ') };

describe('Consultas: a task from creation to Finalizadas', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let projectId: string;

  const menu = (tab: Page) => tab.getByRole('navigation', { name: 'Menú principal' });
  const openConsultas = async (tab: Page) => {
    await menu(tab).getByRole('link', { name: 'Consultas' }).click();
    await tab.getByRole('heading', { name: 'Consultas', level: 1 }).waitFor(BROWSER_WAIT);
  };
  const card = (tab: Page, title: string) =>
    tab.getByRole('list', { name: 'Tareas del proyecto' }).getByRole('article').filter({ hasText: title });

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    [context, page] = await signedInTab(browser, server.url, 'jefe.ot@faena.cl', { acceptDownloads: true });
    projectId = await selectedProjectId(page);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  it('creates a task with a participant and files, replies, closes it and finds it in Finalizadas', async () => {
    // The responsible, in another browser, watches the listing: the new task arrives live.
    const [itoContext, itoPage] = await signedInTab(browser, server.url, 'ito@faena.cl');
    await openConsultas(itoPage);
    await openConsultas(page);
    await page.getByText('No hay tareas.').waitFor(BROWSER_WAIT);
    await audit(page, 'consultas (listing)');

    await page.getByRole('button', { name: 'Nueva Tarea' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear Consulta' });
    await dialog.waitFor(BROWSER_WAIT);
    // Sending an empty form shows what is missing, under each field.
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    expect(await dialog.getByText('Campo requerido').count()).toBeGreaterThanOrEqual(3);

    await dialog.getByLabel(/^Título/).fill(TITLE);
    await dialog.getByRole('button', { name: 'Media', exact: true }).click();
    await dialog.getByLabel('Código').selectOption({ label: 'EST-01 Estructura' });
    await dialog.getByLabel('Descripción').fill('¿Cuál es la huella de la escalera del piso 3?');
    await dialog.getByLabel('Archivos', { exact: true }).setInputFiles(SMALL_FILE);
    await dialog.getByLabel('Archivos', { exact: true }).setInputFiles(LARGE_FILE);
    await dialog.getByLabel(/^Responsable/).selectOption({ label: 'Ignacio Toro' });
    await dialog.getByRole('button', { name: 'Elegir participantes' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Pedro Rojas' }).click();
    // A click outside the menu closes it, and the dialog lists who was chosen.
    await dialog.getByRole('heading', { name: 'Crear Consulta' }).click();
    await dialog.getByRole('list', { name: 'Participantes elegidos' }).getByText('Pedro Rojas').waitFor(BROWSER_WAIT);

    // The 7-second window: a click cancels it, the next one starts it again.
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await dialog.getByRole('button', { name: /^Cancelar \(\d\)$/ }).click();
    await dialog.getByRole('button', { name: 'Confirmar' }).waitFor(BROWSER_WAIT);
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText(/^Se ha creado la consulta\/restricción \d+/).waitFor({ timeout: 20_000 });
    await dialog.waitFor({ state: 'detached', ...BROWSER_WAIT });

    // It is in the listing, and the total counts it.
    await card(page, TITLE).waitFor(BROWSER_WAIT);
    await card(itoPage, TITLE).waitFor(BROWSER_WAIT);
    await itoContext.close();
    expect(await card(page, TITLE).getByText('Media', { exact: true }).count()).toBe(1);
    expect(await page.getByLabel('1 tareas').count()).toBe(1);

    await card(page, TITLE).getByRole('button', { name: TITLE }).click();
    const detail = page.getByRole('dialog', { name: new RegExp(`Tarea Nº \\d+: ${TITLE}`) });
    await detail.waitFor(BROWSER_WAIT);
    await detail.getByRole('link', { name: SMALL_FILE.name }).waitFor(BROWSER_WAIT);
    // The large file arrives through the upload center, and then both download as one zip.
    await detail.getByRole('link', { name: LARGE_FILE.name }).waitFor({ timeout: 30_000 });
    const [zip] = await Promise.all([
      page.waitForEvent('download'),
      detail.getByRole('button', { name: 'Descargar Todo' }).click(),
    ]);
    expect(zip.suggestedFilename()).toMatch(/\.zip$/);
    await detail
      .getByRole('region', { name: 'Participantes' })
      .getByText('Pedro Rojas', { exact: true })
      .waitFor(BROWSER_WAIT);
    await audit(page, 'consultas (detail)');

    // The bell moves on only when the server took the change: none → 1 → 2.
    await detail.getByRole('button', { name: 'Campana: Sin marcar' }).click();
    await detail.getByRole('button', { name: 'Campana: Al día' }).click();
    await detail.getByRole('button', { name: 'Campana: Atención' }).waitFor(BROWSER_WAIT);

    // The reply goes after its 4-second window.
    await detail.getByLabel('Mensaje').fill('La huella es de 28 cm.');
    await detail.getByLabel('Archivos de la respuesta', { exact: true }).setInputFiles(PICTURE);
    await detail.getByRole('button', { name: 'Responder' }).click();
    await detail.getByRole('button', { name: /^Cancelar \(\d\)$/ }).waitFor(BROWSER_WAIT);
    await detail.getByText('La huella es de 28 cm.', { exact: true }).waitFor({ timeout: 20_000 });
    // Its picture shows in the interaction's gallery and opens in the zoomable lightbox.
    await detail.getByRole('button', { name: `Ver ${PICTURE.name}` }).click();
    const lightbox = page.getByRole('dialog', { name: PICTURE.name });
    await lightbox.getByRole('button', { name: 'Acercar' }).click();
    await lightbox.getByText('150 %').waitFor(BROWSER_WAIT);
    await lightbox.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await lightbox.waitFor({ state: 'detached', ...BROWSER_WAIT });

    await detail.getByRole('button', { name: 'Finalizar Tarea' }).click();
    const question = page.getByRole('alertdialog', { name: 'Finalizar Tarea' });
    await question.getByText(/^¿Cerrar la tarea Nº \d+\?$/).waitFor(BROWSER_WAIT);
    await question.getByRole('button', { name: 'Aceptar' }).click();
    await detail.getByText('Tarea Finalizada').waitFor(BROWSER_WAIT);
    await detail.getByText('Consulta cerrada por usuario').waitFor(BROWSER_WAIT);
    expect(await detail.getByRole('button', { name: 'Responder' }).count()).toBe(0);
    await detail.getByRole('button', { name: 'Cerrar', exact: true }).first().click();
    await detail.waitFor({ state: 'detached', ...BROWSER_WAIT });

    await card(page, TITLE).waitFor({ state: 'detached', ...BROWSER_WAIT });
    await page.getByRole('button', { name: 'Tareas Finalizadas' }).click();
    await card(page, TITLE).getByText('Tarea Finalizada').waitFor(BROWSER_WAIT);

    const [sheet] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar a Excel' }).click(),
    ]);
    expect(sheet.suggestedFilename()).toMatch(/\.xlsx$/);

    // Mis Tareas lists it among the creator's finished tasks.
    await page.getByRole('button', { name: 'Mis Tareas' }).click();
    await page
      .getByRole('region', { name: 'Mis Tareas: Finalizadas' })
      .getByRole('article')
      .filter({ hasText: TITLE })
      .waitFor(BROWSER_WAIT);
  });

  it('opens a task from a deep link ?task= and keeps it in the address', async () => {
    const jefe = await server.login('jefe.ot@faena.cl');
    const created = await server.form(
      '/tasks/create',
      {
        project_id: projectId,
        title: 'Enlace directo',
        code_id: 1,
        description: 'Abierta desde un enlace.',
        responsable: 'demo-ito',
        participants: JSON.stringify(['demo-terreno']),
      },
      jefe,
    );
    const task = created.body.task as { id: string; number: number };
    await page.goto(`${server.url}/consultas?task=${task.id}`);
    await page.getByRole('dialog', { name: new RegExp(`^Tarea Nº ${task.number}:`) }).waitFor(BROWSER_WAIT);
    // The open task stays in the address (a reload reopens it).
    expect(new URL(page.url()).searchParams.get('task')).toBe(task.id);

    // The Jefe OT (change_responsable_task) hands it to himself.
    const detail = page.getByRole('dialog', { name: new RegExp(`^Tarea Nº ${task.number}:`) });
    await detail.getByLabel('Responsable').selectOption({ label: 'Javiera Soto' });
    const responsible = async () =>
      ((await server.call('/tasks/get', { task_id: task.id }, jefe)).body.task as { responsable: string }).responsable;
    expect(await eventually(responsible, (id) => id === 'demo-jefe-ot', BROWSER_WAIT)).toBe('demo-jefe-ot');
    // The detail shows the task the change answered.
    await detail
      .locator('select option:checked', { hasText: 'Javiera Soto' })
      .waitFor({ state: 'attached', ...BROWSER_WAIT });
  });

  it("leaves 'Nueva Tarea' disabled for a user without create_tasks, and the server refuses them", async () => {
    const admin = await server.login();
    const terrenoDefaults = JOB_TYPES.find((job) => job.id === 3)!.default_capabilities;
    const capabilities = terrenoDefaults.filter((capability) => capability !== 'create_tasks');
    const set = await server.call(
      '/user/setCapabilitiesByUserProject',
      { user_id: 'demo-terreno', project_id: projectId, capabilities },
      admin,
    );
    expect(set.status).toBe(200);

    const [terrenoContext, terrenoPage] = await signedInTab(browser, server.url, 'terreno@faena.cl');
    try {
      await openConsultas(terrenoPage);
      const create = terrenoPage.getByRole('button', { name: 'Nueva Tarea' });
      await create.waitFor(BROWSER_WAIT);
      await terrenoPage.waitForFunction(
        () => [...document.querySelectorAll('button')].find((b) => b.textContent?.includes('Nueva Tarea'))?.disabled,
      );
      expect(await create.isDisabled()).toBe(true);

      const terreno = await server.login('terreno@faena.cl');
      const refused = await server.form(
        '/tasks/create',
        {
          project_id: projectId,
          title: 'Sin permiso',
          code_id: 1,
          description: 'No debería crearse.',
          responsable: 'demo-terreno',
          participants: JSON.stringify(['demo-jefe-ot']),
        },
        terreno,
      );
      expect(refused.status).toBe(403);
    } finally {
      await terrenoContext.close();
    }
  });

  it("collapses the top bar into 'Seleccione Acción' and the filters behind 'Filtros' on a phone, its cards with their description", async () => {
    const [phoneContext, phone] = await signedInTab(browser, server.url, 'jefe.ot@faena.cl', {
      viewport: { width: 390, height: 800 },
    });
    try {
      await phone.goto(`${server.url}/consultas`);
      await phone.getByRole('heading', { name: 'Consultas', level: 1 }).waitFor(BROWSER_WAIT);
      expect(await phone.getByRole('button', { name: 'Creador' }).count()).toBe(0);
      await phone.getByRole('button', { name: 'Filtros' }).click();
      await phone.getByRole('button', { name: 'Creador' }).waitFor(BROWSER_WAIT);
      await phone.getByRole('button', { name: 'Seleccione Acción' }).click();
      await phone.getByRole('menuitemradio', { name: 'Tareas Finalizadas' }).click();
      const card = phone.getByRole('article').filter({ hasText: TITLE });
      await card.waitFor(BROWSER_WAIT);
      // Spec 4: the phone's card shows the description, and 'Finalizada' for 'Tarea Finalizada'.
      await card.getByText('¿Cuál es la huella de la escalera del piso 3?').waitFor(BROWSER_WAIT);
      await card.getByText('Finalizada', { exact: true }).waitFor(BROWSER_WAIT);
      await phone.getByRole('button', { name: 'Seleccione Acción' }).click();
      await phone.getByRole('menuitem', { name: 'Nueva Tarea' }).click();
      await phone.getByRole('dialog', { name: 'Crear Consulta' }).waitFor(BROWSER_WAIT);
    } finally {
      await phoneContext.close();
    }
  });

  it('pages through 7 page buttons and filters by responsible', async () => {
    const jefe = await server.login('jefe.ot@faena.cl');
    for (let index = 0; index < 55; index += 1) {
      const created = await server.form(
        '/tasks/create',
        {
          project_id: projectId,
          title: `Revisión de moldaje ${index + 1}`,
          code_id: 2,
          description: 'Revisar el moldaje antes del hormigonado.',
          responsable: index < 3 ? 'demo-ito' : 'demo-jefe-ot',
          participants: JSON.stringify(['demo-terreno']),
        },
        jefe,
      );
      expect(created.status).toBe(200);
    }
    await page.goto(`${server.url}/consultas`);
    await card(page, 'Revisión de moldaje 55').waitFor(BROWSER_WAIT);
    expect(await card(page, 'Revisión de moldaje').count()).toBe(50);
    const pages = page.getByRole('navigation', { name: 'Páginas de tareas' });
    await pages.getByRole('button', { name: 'Página 2' }).click();
    await card(page, 'Revisión de moldaje 1').first().waitFor(BROWSER_WAIT);
    expect(await pages.getByRole('button', { name: 'Página 2' }).getAttribute('aria-current')).toBe('page');

    await page.getByRole('button', { name: 'Responsable' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Ignacio Toro' }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel('3 tareas').waitFor(BROWSER_WAIT);
    expect(await card(page, 'Revisión de moldaje').count()).toBe(3);
    expect(await pages.count()).toBe(0);
  });
});
