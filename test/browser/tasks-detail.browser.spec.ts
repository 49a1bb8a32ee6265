import type { Page, Request } from 'playwright-core';
import { REPLY_COUNTDOWN_S } from '../../client/src/lib/item-rules';
import { expectNoSeriousViolations } from '../support/axe';
import { BROWSER_WAIT } from '../support/browser';
import { type BrowserStage, openBrowserStage } from '../support/browser-stage';
import { eventually, until } from '../support/eventually';
import { selectedProjectId } from '../support/model-files';
import { postNewTask } from '../support/task-requests';
import type { TestServer } from '../support/test-server';

jest.setTimeout(240_000);

/** Past a reply's cancel window. */
const REPLY_WINDOW_MS = (REPLY_COUNTDOWN_S + 1) * 1_000;

/** A 1×1 picture, small enough to travel inline with the task. */
const PICTURE = {
  name: 'fachada.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};

interface CreatedTask {
  id: string;
  number: number;
}

describe('Consultas: the detail, Mis Tareas, minimize and the drawer', () => {
  let server: TestServer;
  let stage: BrowserStage;
  let page: Page;
  let projectId: string;
  let jefe: string;

  const taskOf = async (task: CreatedTask) =>
    (await server.call('/tasks/get', { task_id: task.id }, jefe)).body.task as Record<string, unknown>;
  /** Waits until the server's copy of the task satisfies `check`. */
  const serverHas = (task: CreatedTask, check: (stored: Record<string, unknown>) => boolean) =>
    until('the server in the expected state', async () => check(await taskOf(task)), BROWSER_WAIT);
  const create = (fields: Record<string, string | number>, token = jefe) =>
    postNewTask(server, token, {
      project_id: projectId,
      code_id: 1,
      description: 'Revisar en terreno.',
      responsable: 'demo-ito',
      participants: JSON.stringify(['demo-terreno']),
      ...fields,
    });

  beforeAll(async () => {
    stage = await openBrowserStage();
    ({ server } = stage);
    page = await stage.tab('jefe.ot@faena.cl');
    projectId = await selectedProjectId(page);
    jefe = await server.login('jefe.ot@faena.cl');
  });

  afterAll(async () => {
    await stage?.close();
  });

  it('removes a participant and toggles the checklist', async () => {
    const task = await create({
      title: 'Armadura de la losa',
      participants: JSON.stringify(['demo-terreno']),
      subtareas: JSON.stringify([{ title: 'Medir recubrimientos', date_added: new Date().toISOString() }]),
    });
    const detail = await stage.openTaskDetail(page, task);
    const participants = detail.getByRole('region', { name: 'Participantes' });
    await participants.getByText('Pedro Rojas', { exact: true }).waitFor(BROWSER_WAIT);
    await participants.getByRole('button', { name: 'Quitar a Pedro Rojas' }).click();
    await participants.getByText('Pedro Rojas', { exact: true }).waitFor({ state: 'detached', ...BROWSER_WAIT });
    await serverHas(task, (stored) => (stored.participants as unknown[]).length === 0);

    const item = detail.getByRole('checkbox', { name: 'Medir recubrimientos' });
    await item.check();
    await serverHas(task, (stored) => (stored.checklists as Array<{ completed: boolean }>)[0]!.completed);
    expect(await item.isChecked()).toBe(true);
    await item.uncheck();
    await serverHas(task, (stored) => !(stored.checklists as Array<{ completed: boolean }>)[0]!.completed);
  });

  it('starts reading a task as its card is pressed, before the click opens it', async () => {
    const task = await create({ title: 'Encuentro de vigas eje C' });
    await stage.visit(page, '/consultas');
    const card = page
      .getByRole('list', { name: 'Tareas del proyecto' })
      .getByRole('article', { name: `Tarea Nº ${task.number}` });
    await card.waitFor(BROWSER_WAIT);
    const reads: Request[] = [];
    const onRequest = (request: Request) => {
      if (request.url().endsWith('/api/tasks/get') && request.postData()?.includes(task.id)) reads.push(request);
    };
    page.on('request', onRequest);
    try {
      await card.dispatchEvent('pointerdown');
      await until('the task read on the press alone', async () => reads.length === 1, BROWSER_WAIT);
      await card.getByRole('button', { name: 'Encuentro de vigas eje C' }).click();
      const detail = page.getByRole('dialog', { name: new RegExp(`^Tarea Nº ${task.number}:`) });
      await detail.getByRole('region', { name: 'Descripción' }).getByText('Revisar en terreno.').waitFor(BROWSER_WAIT);
    } finally {
      page.off('request', onRequest);
    }
  });

  it('modifies priority, critical date, private and reminder days; repeatable goes off with the last day', async () => {
    const task = await create({ title: 'Cota de sello de excavación' });
    const detail = await stage.openTaskDetail(page, task);
    await detail.getByRole('button', { name: 'Modificar' }).click();
    const menu = page.getByRole('dialog', { name: `Modificar tarea Nº ${task.number}` });
    await menu.getByLabel('Prioridad').selectOption({ label: 'Inmediata' });
    await menu.getByLabel('Fecha crítica').fill('31-12-2030');
    await menu.getByRole('checkbox', { name: 'Tarea privada' }).check();
    await menu.getByRole('checkbox', { name: 'Lunes' }).check();
    await menu.getByRole('checkbox', { name: 'Repetir cada semana' }).check();
    await menu.getByRole('checkbox', { name: 'Lunes' }).uncheck();
    // Spec 4: removing the last reminder day turns repeatable off.
    expect(await menu.getByRole('checkbox', { name: 'Repetir cada semana' }).isChecked()).toBe(false);
    await menu.getByRole('checkbox', { name: 'Miércoles' }).check();
    await expectNoSeriousViolations(page, 'consultas (modify menu)');
    await menu.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Se ha modificado correctamente la tarea').waitFor(BROWSER_WAIT);
    const stored = await taskOf(task);
    expect(stored.priority).toBe(3);
    expect(stored.critical_date).toBe('2030-12-31');
    expect(stored.private).toBe(true);
    expect(stored.user_reminders).toEqual([{ day_number: 2, repeatable: false }]);
    await detail.getByText('Inmediata', { exact: true }).waitFor(BROWSER_WAIT);
  });

  it("disables 'Enviar a RDI' on a private task, saying why; made public, it is offered", async () => {
    const reason = 'La tarea es privada: hazla pública antes de enviarla a RDI.';
    const task = await create({ title: 'Cubicación privada de moldajes', private: 'true' });
    let detail = await stage.openTaskDetail(page, task);
    const send = detail.getByRole('button', { name: 'Enviar a RDI' });
    await send.waitFor(BROWSER_WAIT);
    expect(await send.isDisabled()).toBe(true);
    await detail.getByText(reason, { exact: true }).waitFor(BROWSER_WAIT);
    const describedBy = await send.getAttribute('aria-describedby');
    expect(await detail.locator(`[id="${describedBy}"]`).textContent()).toBe(reason);

    expect((await server.call('/tasks/update', { id: task.id, private: false }, jefe)).status).toBe(200);
    detail = await stage.openTaskDetail(page, task);
    const offered = detail.getByRole('button', { name: 'Enviar a RDI' });
    await offered.waitFor(BROWSER_WAIT);
    expect(await offered.isDisabled()).toBe(false);
    expect(await detail.getByText(reason).count()).toBe(0);
  });

  it('lets the creator delete a task and gives no delete to anyone else', async () => {
    const ito = await server.login('ito@faena.cl');
    const others = await create(
      { title: 'Creada por la ITO', responsable: 'demo-jefe-ot', participants: JSON.stringify(['demo-terreno']) },
      ito,
    );
    const detailOthers = await stage.openTaskDetail(page, others);
    await detailOthers.getByRole('button', { name: 'Modificar' }).waitFor(BROWSER_WAIT);
    expect(await detailOthers.getByRole('button', { name: 'Eliminar' }).count()).toBe(0);

    const mine = await create({ title: 'Tarea para eliminar' });
    const detail = await stage.openTaskDetail(page, mine);
    await detail.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('alertdialog', { name: 'Eliminar tarea' }).getByRole('button', { name: 'Aceptar' }).click();
    await page.getByText(`Se eliminó la tarea Nº ${mine.number}.`).waitFor(BROWSER_WAIT);
    await detail.waitFor({ state: 'detached', ...BROWSER_WAIT });
    const list = page.getByRole('list', { name: 'Tareas del proyecto' });
    await list.getByRole('article').filter({ hasText: 'Creada por la ITO' }).waitFor(BROWSER_WAIT);
    expect(await list.getByRole('article').filter({ hasText: 'Tarea para eliminar' }).count()).toBe(0);
  });

  it('sorts the Mis Tareas columns by the chosen option', async () => {
    await create({ title: 'Orden alfa', priority: 3 });
    await create({ title: 'Orden beta', priority: 1 });
    await page.goto(`${server.url}/consultas`);
    await page.getByRole('button', { name: 'Mis Tareas' }).click();
    const created = page.getByRole('region', { name: 'Mis Tareas: Creadas' });
    const titles = () =>
      created
        .getByRole('article')
        .filter({ hasText: /Orden (alfa|beta)/ })
        .allInnerTexts();
    const firstOfBoth = async () => ((await titles())[0] ?? '').includes('Orden alfa');
    await created.getByRole('article').filter({ hasText: 'Orden beta' }).waitFor(BROWSER_WAIT);
    await created.getByRole('article').filter({ hasText: 'Orden alfa' }).waitFor(BROWSER_WAIT);
    // 'Predeterminado': the newest first.
    expect(await firstOfBoth()).toBe(false);

    await created.getByRole('button', { name: /^Ordenar:/ }).click();
    await page.getByRole('menuitemradio', { name: 'Más antiguas' }).click();
    await created.getByRole('button', { name: 'Ordenar: Más antiguas' }).waitFor(BROWSER_WAIT);
    expect(await eventually(firstOfBoth, (alfaFirst) => alfaFirst, BROWSER_WAIT)).toBe(true);

    await created.getByRole('button', { name: /^Ordenar:/ }).click();
    await page.getByRole('menuitemradio', { name: 'Prioridad ascendente' }).click();
    // 'Orden beta' (Estándar) now comes before 'Orden alfa' (Inmediata).
    expect(await eventually(firstOfBoth, (alfaFirst) => !alfaFirst, BROWSER_WAIT)).toBe(false);
  });

  it('sends nothing when a reply is cancelled in its 4-second window', async () => {
    const task = await create({ title: 'Respuesta que se arrepiente' });
    const replies: string[] = [];
    const record = (request: Request) => {
      if (request.url().endsWith('/api/tasks/addInteraction')) replies.push(request.url());
    };
    page.on('request', record);
    // The page's clock runs on, and the test moves it past the cancel window instead of waiting.
    await page.clock.install();
    const detail = await stage.openTaskDetail(page, task);
    await detail.getByLabel('Mensaje').fill('Mejor no lo envío.');
    await detail.getByRole('button', { name: 'Responder' }).click();
    await detail.getByRole('button', { name: /^Cancelar \(\d\)$/ }).click();
    await detail.getByRole('button', { name: 'Responder' }).waitFor(BROWSER_WAIT);
    expect(await detail.getByLabel('Mensaje').inputValue()).toBe('Mejor no lo envío.');
    await page.clock.runFor(REPLY_WINDOW_MS);

    // A reply sent after it is the sync point: had the first been sent, its request would have gone
    // out before this one's, and the server would hold both.
    await detail.getByLabel('Mensaje').fill('Ahora sí.');
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/tasks/addInteraction'));
    await detail.getByRole('button', { name: 'Responder' }).click();
    // Each tick of the countdown arms the next: the clock moves a second at a time until it sends.
    await until(
      'the second reply sent',
      async () => {
        await page.clock.runFor(1_000);
        return replies.length > 0;
      },
      BROWSER_WAIT,
    );
    expect((await sent).status()).toBe(200);
    page.off('request', record);
    expect(replies).toHaveLength(1);
    const stored = (await taskOf(task)).interactions as Array<{ message: string }>;
    expect(stored.map((reply) => reply.message)).toEqual([expect.stringContaining('Ahora sí.')]);
  });

  it('minimizes the create form into the bar and restores it, also after a reload', async () => {
    await page.goto(`${server.url}/consultas`);
    await page.getByRole('button', { name: 'Nueva Tarea' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear Consulta' });
    await dialog.getByLabel(/^Título/).fill('Borde de losa del piso 4');
    await dialog.getByLabel('Descripción').fill('## Revisar\n\n- **Borde** de losa');
    await dialog.getByLabel(/^Responsable/).selectOption({ label: 'Ignacio Toro' });
    await dialog.getByRole('button', { name: 'Elegir participantes' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Pedro Rojas' }).click();
    await dialog.getByRole('heading', { name: 'Crear Consulta' }).click();
    // A private task sends no copies: the copy field gives way to a note, and comes back.
    const privateTask = dialog.getByRole('checkbox', { name: 'Tarea privada' });
    await privateTask.check();
    await dialog.getByText('Una tarea privada no se envía por correo a otras personas.').waitFor(BROWSER_WAIT);
    expect(await dialog.getByRole('button', { name: 'Enviar copia a' }).count()).toBe(0);
    await privateTask.uncheck();
    await dialog.getByRole('button', { name: 'Enviar copia a' }).waitFor(BROWSER_WAIT);
    await dialog.getByRole('button', { name: 'Minimizar' }).click();
    await dialog.waitFor({ state: 'detached', ...BROWSER_WAIT });

    const bar = page.getByRole('region', { name: 'Elementos minimizados' });
    const entry = bar.getByRole('button', { name: 'Borrador Tarea: Borde de losa del piso 4', exact: true });
    await entry.waitFor(BROWSER_WAIT);
    await expectNoSeriousViolations(page, 'minimized-items bar');

    await page.reload();
    await entry.click();
    await dialog.waitFor(BROWSER_WAIT);
    expect(await dialog.getByLabel(/^Título/).inputValue()).toBe('Borde de losa del piso 4');
    expect(await dialog.getByLabel('Descripción').inputValue()).toBe('## Revisar\n\n- **Borde** de losa');
    await dialog.getByRole('list', { name: 'Participantes elegidos' }).getByText('Pedro Rojas').waitFor(BROWSER_WAIT);
    // Reopened, it leaves the bar; minimized again and discarded with its ×, it is gone.
    expect(await bar.count()).toBe(0);
    await dialog.getByRole('button', { name: 'Minimizar' }).click();
    await bar.getByRole('button', { name: 'Descartar Borrador Tarea: Borde de losa del piso 4' }).click();
    await bar.waitFor({ state: 'detached', ...BROWSER_WAIT });
  });

  it('minimizes an open task and reopens it from the bar, its long title cut with an ellipsis', async () => {
    const title = 'Tarea que se minimiza con un título largo: revisar cotas de escalera y descansos del piso 4';
    const task = await create({ title });
    const detail = await stage.openTaskDetail(page, task);
    await detail.getByRole('button', { name: 'Minimizar' }).click();
    await detail.waitFor({ state: 'detached', ...BROWSER_WAIT });
    const bar = page.getByRole('region', { name: 'Elementos minimizados' });
    const entry = bar.getByRole('button', { name: `Tarea Nº ${task.number}: ${title}`, exact: true });
    const label = entry.getByText(title, { exact: false });
    const cut = await label.evaluate((element) => ({
      ellipsis: getComputedStyle(element).textOverflow === 'ellipsis',
      hidden: element.scrollWidth > element.clientWidth,
    }));
    expect(cut).toEqual({ ellipsis: true, hidden: true });
    // The whole title shows on hover (and on keyboard focus), in the tooltip that describes the chip.
    await entry.hover();
    const tooltip = page.locator(`[id="${await entry.getAttribute('aria-describedby')}"]`);
    await tooltip.waitFor({ state: 'visible', ...BROWSER_WAIT });
    expect(await tooltip.textContent()).toBe(`Tarea Nº ${task.number}: ${title}`);
    await entry.click();
    await detail.waitFor(BROWSER_WAIT);
    expect(await bar.count()).toBe(0);
  });

  it("opens 'Crear Tarea' and 'Tareas Finalizadas' from the drawer's 'Crear' section", async () => {
    const ended = await create({ title: 'Ya finalizada' });
    expect((await server.call('/tasks/close', { task_id: ended.id }, jefe)).status).toBe(200);
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: 'Abrir panel del proyecto' }).click();
    const drawer = page.getByRole('dialog', { name: 'Panel del Proyecto' });
    await drawer.getByRole('heading', { name: 'Crear' }).waitFor(BROWSER_WAIT);
    // RDI entries lead to the RDI screen with its list type, which that screen will read.
    expect(await drawer.getByRole('link', { name: 'RDI Pendientes' }).getAttribute('href')).toBe('/rdi?list=2');
    expect(await drawer.getByRole('link', { name: 'RDI Finalizadas' }).getAttribute('href')).toBe('/rdi?list=3');
    await expectNoSeriousViolations(page, 'project drawer (Crear)');
    await drawer.getByRole('link', { name: 'Tareas Finalizadas' }).click();
    await page.getByRole('heading', { name: 'Consultas', level: 1 }).waitFor(BROWSER_WAIT);
    const list = page.getByRole('list', { name: 'Tareas del proyecto' });
    await list.getByRole('article').filter({ hasText: 'Ya finalizada' }).waitFor(BROWSER_WAIT);
    expect(new URL(page.url()).search).toBe('');

    await page.getByRole('button', { name: 'Abrir panel del proyecto' }).click();
    await drawer.getByRole('link', { name: 'Crear Tarea' }).click();
    await page.getByRole('dialog', { name: 'Crear Consulta' }).waitFor(BROWSER_WAIT);
  });

  it("shows an image attachment with 'Visualizar', without downloading it", async () => {
    const created = await server.form(
      '/tasks/create',
      {
        project_id: projectId,
        title: 'Fachada con fisura',
        code_id: 1,
        description: 'Ver **foto**.',
        responsable: 'demo-ito',
        participants: JSON.stringify(['demo-terreno']),
      },
      jefe,
      { 'files[]': { name: PICTURE.name, type: PICTURE.mimeType, content: PICTURE.buffer } },
    );
    expect(created.status).toBe(200);
    const task = created.body.task as CreatedTask;
    const detail = await stage.openTaskDetail(page, task);
    // The description shows formatted.
    await detail.locator('strong', { hasText: 'foto' }).waitFor(BROWSER_WAIT);
    let downloaded = false;
    page.once('download', () => {
      downloaded = true;
    });
    await detail.getByRole('button', { name: `Visualizar ${PICTURE.name}` }).click();
    const viewer = page.getByRole('dialog', { name: PICTURE.name });
    await viewer.getByRole('img', { name: PICTURE.name }).waitFor(BROWSER_WAIT);
    await viewer.getByRole('button', { name: 'Acercar' }).click();
    await viewer.getByText('150 %').waitFor(BROWSER_WAIT);
    expect(downloaded).toBe(false);
    await detail.getByRole('button', { name: `Descargar ${PICTURE.name}` }).waitFor({ state: 'attached' });
  });
});
