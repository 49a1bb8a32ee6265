import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { BROWSER_WAIT, launchBrowser, signedInTab } from '../support/browser';
import { eventually, until } from '../support/eventually';
import { selectedProjectId } from '../support/model-files';
import { untilKept } from '../support/read-cache';
import { untilControlledByWorker } from '../support/service-worker';
import { startTestServer, type TestServer } from '../support/test-server';

jest.setTimeout(180_000);

const EXISTING = 'Revisar moldaje de losa';
const NEW_TITLE = 'Fisura en muro del eje B';
const REPLY = 'El moldaje está listo para hormigonar.';
/** A picture over the 1000-byte inline limit: it follows the task as an upload that waits for it. */
const PHOTO = {
  name: 'fisura.png',
  mimeType: 'image/png',
  buffer: Buffer.concat([
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
    Buffer.alloc(2_000),
  ]),
};

interface ListedTask {
  id: string;
  title: string;
}

/** The changes made offline reach the server once (issue 32). */
describe('the outbox: changes made without signal land exactly once', () => {
  let server: TestServer;
  let browser: Browser;
  let jefe: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    jefe = await server.login('jefe.ot@faena.cl');
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.close();
  });

  async function signedIn(email: string, options: BrowserContextOptions = {}): Promise<Page> {
    const [context, page] = await signedInTab(browser, server.url, email, options);
    contexts.push(context);
    return page;
  }

  async function createTask(projectId: string, title: string): Promise<string> {
    const created = await server.form(
      '/tasks/create',
      {
        project_id: projectId,
        title,
        priority: 2,
        code_id: 1,
        description: 'Moldaje de la losa del piso 3.',
        responsable: 'demo-ito',
        participants: JSON.stringify(['demo-terreno']),
      },
      jefe,
    );
    expect(created.status).toBe(200);
    return (created.body.task as ListedTask).id;
  }

  const tasksTitled = async (projectId: string, title: string): Promise<ListedTask[]> => {
    const { body } = await server.call('/tasks/list', { project_id: projectId, status: 1, search: title }, jefe);
    return ((body.data ?? []) as ListedTask[]).filter((task) => task.title === title);
  };

  const taskDetail = async (taskId: string) =>
    (await server.call('/tasks/get', { task_id: taskId }, jefe)).body.task as {
      attachments: unknown[];
      interactions: Array<{ message: string }>;
    };

  const repliesSaying = async (taskId: string, message: string) =>
    (await taskDetail(taskId)).interactions.filter((interaction) => interaction.message === message).length;

  async function openConsultas(page: Page): Promise<void> {
    await page.getByRole('link', { name: 'Consultas' }).first().click();
    await page.getByRole('heading', { name: 'Consultas', level: 1 }).waitFor(BROWSER_WAIT);
  }

  const taskDialog = (page: Page, title: string) => page.getByRole('dialog', { name: new RegExp(`Nº \\d+: ${title}`) });

  async function openTask(page: Page, title: string) {
    await page.getByRole('button', { name: title, exact: true }).first().click();
    const detail = taskDialog(page, title);
    await detail.getByLabel('Mensaje').waitFor(BROWSER_WAIT);
    return detail;
  }

  async function replyOffline(page: Page, title: string, message: string) {
    const detail = await openTask(page, title);
    await page.context().setOffline(true);
    await detail.getByLabel('Mensaje').fill(message);
    await detail.getByRole('button', { name: 'Responder' }).click();
    await detail
      .getByRole('list', { name: 'Cambios pendientes de envío' })
      .getByText(`Responder tarea: ${message}`)
      .waitFor({ timeout: 20_000 });
    return detail;
  }

  it('creates a task with a photo and replies to another offline; online, the server holds each once and others see them live', async () => {
    const page = await signedIn('jefe.ot@faena.cl');
    const projectId = await selectedProjectId(page);
    const existingId = await createTask(projectId, EXISTING);
    const other = await signedIn('ito@faena.cl');
    await openConsultas(other);
    await openConsultas(page);
    // What was opened online stays readable offline.
    const seen = await openTask(page, EXISTING);
    await seen.getByRole('button', { name: 'Cerrar', exact: true }).first().click();
    await seen.waitFor({ state: 'detached', ...BROWSER_WAIT });

    // Online, the form's choices load; then the signal goes.
    await page.getByRole('button', { name: 'Nueva Tarea' }).click();
    const form = page.getByRole('dialog', { name: 'Crear Consulta' });
    await form.getByLabel(/^Título/).fill(NEW_TITLE);
    await form.getByLabel('Código').selectOption({ label: 'EST-01 Estructura' });
    await form.getByLabel('Descripción').fill('Fisura diagonal junto al vano.');
    await form.getByLabel(/^Responsable/).selectOption({ label: 'Ignacio Toro' });
    await form.getByRole('button', { name: 'Elegir participantes' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Pedro Rojas' }).click();
    await form.getByRole('heading', { name: 'Crear Consulta' }).click();
    await page.context().setOffline(true);
    await form.getByLabel('Tomar foto').setInputFiles(PHOTO);
    await form.getByRole('button', { name: 'Confirmar' }).click();
    await form.waitFor({ state: 'detached', timeout: 20_000 });
    await page
      .getByRole('list', { name: 'Creados sin conexión' })
      .getByRole('article', { name: `Crear tarea: ${NEW_TITLE}` })
      .getByText('Pendiente de envío')
      .waitFor(BROWSER_WAIT);

    const detail = await replyOffline(page, EXISTING, REPLY);
    await detail.getByRole('button', { name: 'Cerrar', exact: true }).first().click();
    await page
      .getByRole('article', { name: /Tarea Nº \d+/ })
      .filter({ hasText: EXISTING })
      .getByText('Pendiente de envío')
      .waitFor(BROWSER_WAIT);
    // The task, its photo, the reply and the seen mark wait: the header counts them.
    // Opening the task offline marked it seen: that change waits too.
    await page.getByRole('button', { name: '4 cambios pendientes' }).waitFor(BROWSER_WAIT);
    expect(await tasksTitled(projectId, NEW_TITLE)).toEqual([]);
    expect(await repliesSaying(existingId, REPLY)).toBe(0);

    await page.context().setOffline(false);
    await page.getByRole('button', { name: /cambios? pendientes?/ }).waitFor({ state: 'detached', timeout: 30_000 });
    const found = await eventually(
      () => tasksTitled(projectId, NEW_TITLE),
      (tasks) => tasks.length > 0,
      { timeout: 20_000 },
    );
    expect(found).toHaveLength(1);
    const [created] = found;
    expect(await repliesSaying(existingId, REPLY)).toBe(1);
    expect((await taskDetail(created!.id)).attachments).toHaveLength(1);
    // Another person sees the new task live.
    await other.getByRole('button', { name: NEW_TITLE, exact: true }).waitFor({ timeout: 20_000 });
    // The person's own list reads again: the stored task takes the place of its pending row.
    await page.getByRole('button', { name: NEW_TITLE, exact: true }).waitFor(BROWSER_WAIT);
    expect(await page.getByRole('list', { name: 'Creados sin conexión' }).count()).toBe(0);
    expect(await page.getByText('Pendiente de envío').count()).toBe(0);
  });

  it('replays after the page was closed while sending, and nothing lands twice', async () => {
    // Without the service worker, whose own fetches the test could not hold back.
    const page = await signedIn('jefe.ot@faena.cl', { serviceWorkers: 'block' });
    const projectId = await selectedProjectId(page);
    const title = 'Revisar armadura de pilar';
    const taskId = await createTask(projectId, title);
    await openConsultas(page);
    const message = 'Armadura revisada en terreno.';
    const context = page.context();
    // The reply reaches the server, and the page is gone before it hears the answer.
    let stored = false;
    await context.route('**/api/tasks/addInteraction', async (route) => {
      const request = route.request();
      const headers = await request.allHeaders();
      const sent = Object.fromEntries(
        ['authorization', 'content-type', 'x-command-id', 'x-command-made-at'].map((name) => [
          name,
          headers[name] ?? '',
        ]),
      );
      await fetch(request.url(), {
        method: 'POST',
        headers: sent,
        body: new Uint8Array(request.postDataBuffer() ?? Buffer.alloc(0)),
      });
      stored = true;
      await page.close();
    });
    await replyOffline(page, title, message);
    await context.setOffline(false);
    await until('the reply stored while its page closed', () => stored, { timeout: 20_000 });
    await until('the page closed', () => page.isClosed());
    expect(await repliesSaying(taskId, message)).toBe(1);
    await context.unroute('**/api/tasks/addInteraction');

    const reopened = await context.newPage();
    await reopened.goto(server.url);
    await reopened.getByTestId('app-header').waitFor(BROWSER_WAIT);
    // The reopened page replays the reply under its id: the server answers it again and stores nothing new.
    const left = await eventually(
      () => reopened.getByRole('button', { name: /cambios? pendientes?/ }).count(),
      (count) => count === 0,
      { timeout: 20_000 },
    );
    expect(left).toBe(0);
    expect(await repliesSaying(taskId, message)).toBe(1);
  });

  it("shows a refusal (the task was closed meanwhile) in 'No se pudo enviar' with the server's reason, and discards it", async () => {
    const page = await signedIn('jefe.ot@faena.cl');
    const projectId = await selectedProjectId(page);
    const title = 'Revisar escalera del piso 2';
    const taskId = await createTask(projectId, title);
    await openConsultas(page);
    const detail = await replyOffline(page, title, 'Escalera revisada.');
    const closed = await server.call('/tasks/close', { task_id: taskId }, jefe, {
      'x-command-id': 'close-meanwhile-1',
    });
    expect(closed.status).toBe(200);
    await page.context().setOffline(false);
    await detail.getByText('No se pudo enviar').first().waitFor({ timeout: 30_000 });
    await detail.getByRole('button', { name: 'Cerrar', exact: true }).first().click();

    await page.getByRole('button', { name: /1 cambio pendiente, 1 sin enviar/ }).click();
    const list = page.getByRole('dialog', { name: 'Cambios hechos sin conexión' });
    const refused = list.getByRole('region', { name: 'No se pudo enviar' });
    const reason = await refused.getByRole('alert').textContent();
    expect(reason?.trim().length).toBeGreaterThan(0);
    await refused.getByRole('button', { name: 'Editar y reintentar' }).waitFor(BROWSER_WAIT);
    await refused.getByRole('button', { name: 'Descartar' }).click();
    await list.getByText('No hay cambios esperando conexión.').waitFor(BROWSER_WAIT);
    expect(await refused.count()).toBe(0);
    expect(await repliesSaying(taskId, 'Escalera revisada.')).toBe(0);
  });

  it('says on the sign-in screen how many changes an ended session discarded, and keeps none of them', async () => {
    const page = await signedIn('jefe.ot@faena.cl');
    const projectId = await selectedProjectId(page);
    const title = 'Sello de junta en losa de cubierta';
    const taskId = await createTask(projectId, title);
    await openConsultas(page);
    await replyOffline(page, title, 'Respuesta que no alcanzó a salir');
    // The session ends meanwhile: the server refuses the device's token when the signal returns.
    await page.evaluate(`localStorage.setItem('faena.token', 'x' + localStorage.getItem('faena.token'))`);
    await page.context().setOffline(false);

    const notice = page.getByRole('alert').filter({ hasText: 'Tu sesión terminó antes de enviar' });
    await notice.waitFor(BROWSER_WAIT);
    expect(await notice.textContent()).toMatch(
      /antes de enviar \d+ cambios? hechos? sin conexión; se descart(ó|aron)\./,
    );
    expect(await repliesSaying(taskId, 'Respuesta que no alcanzó a salir')).toBe(0);
    const databases = (await page.evaluate(
      'indexedDB.databases().then((all) => all.map((db) => db.name))',
    )) as string[];
    expect(databases).not.toContain('faena-outbox');
    // Said once: the next visit to the sign-in screen does not repeat it.
    await page.reload();
    await page.getByRole('button', { name: 'Ingresar' }).waitFor(BROWSER_WAIT);
    expect(await notice.count()).toBe(0);
  });

  it('reloaded offline, creates a task with a photo and replies to another from the kept lists; online, each lands once', async () => {
    const page = await signedIn('jefe.ot@faena.cl');
    const projectId = await selectedProjectId(page);
    const existing = 'Revisar encofrado de viga V-12';
    const created = 'Filtración en muro de subterráneo';
    const reply = 'Encofrado revisado, sin observaciones.';
    const existingId = await createTask(projectId, existing);
    await openConsultas(page);
    const seen = await openTask(page, existing);
    await seen.getByRole('button', { name: 'Cerrar', exact: true }).first().click();
    await seen.waitFor({ state: 'detached', ...BROWSER_WAIT });
    // The worker serves the app without signal; the read cache keeps the list and the detail.
    await untilControlledByWorker(page);
    await untilKept(page, '/tasks/list');
    await untilKept(page, existingId);

    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: existing, exact: true }).waitFor(BROWSER_WAIT);
    await page.getByRole('button', { name: 'Nueva Tarea' }).click();
    const form = page.getByRole('dialog', { name: 'Crear Consulta' });
    await form.getByLabel(/^Título/).fill(created);
    await form.getByLabel('Código').selectOption({ label: 'EST-01 Estructura' });
    await form.getByLabel('Descripción').fill('Humedad en el muro norte del subterráneo.');
    await form.getByLabel(/^Responsable/).selectOption({ label: 'Ignacio Toro' });
    await form.getByRole('button', { name: 'Elegir participantes' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Pedro Rojas' }).click();
    await form.getByRole('heading', { name: 'Crear Consulta' }).click();
    await form.getByLabel('Tomar foto').setInputFiles(PHOTO);
    await form.getByRole('button', { name: 'Confirmar' }).click();
    await form.waitFor({ state: 'detached', timeout: 20_000 });
    await replyOffline(page, existing, reply);

    await page.context().setOffline(false);
    await page.getByRole('button', { name: /cambios? pendientes?/ }).waitFor({ state: 'detached', timeout: 30_000 });
    const found = await eventually(
      () => tasksTitled(projectId, created),
      (tasks) => tasks.length > 0,
      { timeout: 20_000 },
    );
    expect(found).toHaveLength(1);
    expect((await taskDetail(found[0]!.id)).attachments).toHaveLength(1);
    expect(await repliesSaying(existingId, reply)).toBe(1);
  });
});
