import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import type { RdiCard } from '../../services/contracts/rdi-answers';
import { audit } from '../support/audit';
import { BROWSER_WAIT } from '../support/browser';
import { type BrowserStage, openBrowserStage, projectSubjectName } from '../support/browser-stage';
import { eventually } from '../support/eventually';
import { selectedProjectId } from '../support/model-files';
import type { TestServer } from '../support/test-server';

jest.setTimeout(240_000);

const TASK_TITLE = 'Refuerzo de losa del piso 7';
const TASK_DESCRIPTION = '¿Qué malla lleva el refuerzo de la losa del piso 7?';
const OFFICIAL_ANSWER = 'Se usa malla ACMA C-188 en ambas caras.';
const OLD_TITLE = 'Cota de pavimento en acceso';
const NO_OFFICIAL = 'No hay respuesta oficial, no se puede modificar estado de finalización';

type Rdi = Pick<RdiCard, 'id' | 'number' | 'title'>;

describe('RDI: from a task to three approvals, the graphs, the old close system and the global search', () => {
  let server: TestServer;
  let stage: BrowserStage;
  let jefe: Page;
  let ito: Page;
  let admin: Page;
  let jefeToken: string;
  let projectId: string;
  let taskId: string;
  let rdi: Rdi;
  /** The selected project's second specialty, which is also its subject number 2. */
  let specialty: string;

  const rdiDetail = (page: Page, title: string) =>
    page.getByRole('dialog', { name: new RegExp(`^RDI Nº \\d+: ${title}`) });
  const approve = async (page: Page, detail: Locator, slot: string) => {
    await detail.getByRole('button', { name: slot, exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Aprobar cierre' }).getByRole('button', { name: 'Aceptar' }).click();
    await detail.getByRole('button', { name: `${slot}: aprobado` }).waitFor(BROWSER_WAIT);
  };
  const pendingRdi = async (): Promise<Rdi[]> => {
    const { body } = await server.call('/rdi/list', { project_id: projectId, status: 1 }, jefeToken);
    return body.rdi as Rdi[];
  };

  beforeAll(async () => {
    stage = await openBrowserStage();
    ({ server } = stage);
    jefeToken = await server.login('jefe.ot@faena.cl');
    [jefe, ito, admin] = [
      await stage.tab('jefe.ot@faena.cl'),
      await stage.tab('ito@faena.cl'),
      await stage.tab('admin@faena.cl'),
    ];
    projectId = await selectedProjectId(jefe);
    specialty = await projectSubjectName(server, projectId, jefeToken, 1);
    const created = await server.form(
      '/tasks/create',
      {
        project_id: projectId,
        title: TASK_TITLE,
        priority: 2,
        code_id: 1,
        description: TASK_DESCRIPTION,
        responsable: 'demo-ito',
        participants: JSON.stringify(['demo-terreno']),
      },
      jefeToken,
    );
    expect(created.status).toBe(200);
    taskId = (created.body.task as { id: string }).id;
  });

  afterAll(async () => {
    await stage?.close();
  });

  it("lets the Jefe OT raise an RDI from a task with 'Enviar a RDI', prefilled and linked both ways", async () => {
    await stage.visit(jefe, '/rdi');
    await jefe.getByRole('heading', { name: 'RDI', level: 1 }).waitFor(BROWSER_WAIT);
    await jefe.getByText('No hay RDI.').waitFor(BROWSER_WAIT);
    await audit(jefe, 'rdi (empty list)');

    await stage.visit(jefe, `/consultas?task=${taskId}`);
    const taskDetail = jefe.getByRole('dialog', { name: new RegExp(`Tarea Nº \\d+: ${TASK_TITLE}`) });
    await taskDetail.getByRole('button', { name: 'Enviar a RDI' }).click();

    const form = jefe.getByRole('dialog', { name: 'Nueva RDI' });
    await form.waitFor(BROWSER_WAIT);
    expect(new URL(jefe.url()).search).toBe('');
    const title = form.getByLabel(/^Título/);
    // The task's title arrives after the dialog opens.
    expect(
      await eventually(
        () => title.inputValue(),
        (value) => value === TASK_TITLE,
        BROWSER_WAIT,
      ),
    ).toBe(TASK_TITLE);
    // Spec 5: title, specialties and subject are required.
    await title.fill('');
    await form.getByRole('button', { name: 'Confirmar' }).click();
    expect(await form.getByText('Campo requerido').count()).toBeGreaterThanOrEqual(3);
    await title.fill(TASK_TITLE);
    await form.getByRole('button', { name: 'Elegir especialidades' }).click();
    await jefe.getByRole('menuitemcheckbox', { name: specialty, exact: true }).click();
    await form.getByRole('heading', { name: 'Nueva RDI' }).click();
    await form.getByRole('combobox', { name: /^Materia/ }).selectOption({ label: specialty });
    // 'Adjuntar archivos en el correo' waits for a file.
    expect(await form.getByLabel('Adjuntar archivos en el correo').isDisabled()).toBe(true);

    // The 7-second window: cancelled once, then sent.
    await form.getByRole('button', { name: 'Confirmar' }).click();
    await form.getByRole('button', { name: /^Cancelar \(\d\)$/ }).click();
    await form.getByRole('button', { name: 'Confirmar' }).click();
    await jefe.getByText(/^Se ha creado la RDI \d+/).waitFor({ timeout: 20_000 });
    // The toast's link opens the RDI again after its detail is closed.
    await jefe.getByRole('button', { name: 'Haz click aquí para visualizarla.' }).waitFor(BROWSER_WAIT);

    const detail = rdiDetail(jefe, TASK_TITLE);
    await detail.waitFor(BROWSER_WAIT);
    await detail.getByText(/^Tarea Asociada Nº \d+/).waitFor(BROWSER_WAIT);
    await detail.getByText(NO_OFFICIAL).waitFor(BROWSER_WAIT);
    expect(await detail.getByRole('button', { name: 'Creador', exact: true }).isDisabled()).toBe(true);
    await audit(jefe, 'rdi detail');
    const [created] = await pendingRdi();
    expect(created?.title).toBe(TASK_TITLE);
    rdi = created as Rdi;

    // 'Visualizar Tarea' opens the task, which now names its RDI.
    await detail.getByRole('button', { name: 'Visualizar Tarea' }).click();
    await jefe
      .getByRole('dialog', { name: new RegExp(`Tarea Nº \\d+: ${TASK_TITLE}`) })
      .getByText(`RDI Asociada Nº ${rdi.number}: ${TASK_TITLE}`)
      .waitFor(BROWSER_WAIT);
  });

  it('lets the ITO answer officially, and the three approvals finish it live for everyone', async () => {
    for (const page of [jefe, ito, admin]) await stage.visit(page, `/rdi?rdi=${rdi.id}`);
    const jefeDetail = rdiDetail(jefe, TASK_TITLE);
    const itoDetail = rdiDetail(ito, TASK_TITLE);
    const adminDetail = rdiDetail(admin, TASK_TITLE);
    await itoDetail.waitFor(BROWSER_WAIT);

    await itoDetail.getByRole('button', { name: 'Respuesta Oficial' }).click();
    await itoDetail.getByText(/quedará como la respuesta oficial/).waitFor(BROWSER_WAIT);
    await itoDetail.getByLabel('Mensaje').fill(OFFICIAL_ANSWER);
    await itoDetail.getByRole('button', { name: 'Responder' }).click();
    await itoDetail.getByRole('button', { name: /^Cancelar \(\d\)$/ }).waitFor(BROWSER_WAIT);
    await itoDetail.getByText(OFFICIAL_ANSWER).waitFor({ timeout: 20_000 });

    // The official response reaches the Jefe OT live: the approvals open.
    await jefeDetail.getByText(OFFICIAL_ANSWER).waitFor(BROWSER_WAIT);
    await approve(jefe, jefeDetail, 'Creador');
    await approve(jefe, jefeDetail, 'Jefe OT');
    await adminDetail.getByRole('button', { name: 'Jefe OT: aprobado' }).waitFor(BROWSER_WAIT);
    await approve(ito, itoDetail, 'ITO');

    for (const detail of [jefeDetail, itoDetail, adminDetail]) {
      await detail.getByText('RDI Finalizada').first().waitFor(BROWSER_WAIT);
      expect(await detail.getByRole('button', { name: 'Responder' }).count()).toBe(0);
    }
    // Each approval names its user and time (DD/MM/YYYY HH:mm).
    expect(await adminDetail.getByText(/^Ignacio Toro \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).count()).toBe(1);

    // Withdrawing is refused: the control is disabled, and the server says so.
    expect(await jefeDetail.getByRole('button', { name: 'Creador: aprobado' }).isDisabled()).toBe(true);
    const withdraw = await server.call(
      '/rdi/setApprovalCheck',
      { rdi_id: rdi.id, approval: 1, new_status: false },
      jefeToken,
    );
    expect(withdraw.status).toBe(403);
    expect(withdraw.body.message).toBe('No puedes retirar la aprobación.');
  });

  it('lists the finished RDI with its approval strip and draws the graphs', async () => {
    await stage.visit(jefe, '/rdi?list=3');
    const finished = jefe
      .getByRole('list', { name: 'RDI del proyecto' })
      .getByRole('article', { name: `RDI Nº ${rdi.number}` });
    await finished.waitFor(BROWSER_WAIT);
    await finished
      .getByRole('list', { name: 'Aprobaciones de cierre' })
      .getByText(/ITO: Ignacio Toro \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)
      .waitFor(BROWSER_WAIT);
    await audit(jefe, 'rdi finished list');

    await jefe.getByRole('button', { name: 'Gráficos' }).click();
    const counts = jefe.getByTestId('rdi-graph-counts');
    await counts.locator('.main-svg').first().waitFor({ timeout: 30_000 });
    await counts.getByText(specialty).first().waitFor(BROWSER_WAIT);
    await jefe.getByTestId('rdi-graph-days').locator('.main-svg').first().waitFor(BROWSER_WAIT);

    const [sheet] = await Promise.all([
      jefe.waitForEvent('download'),
      jefe.getByRole('button', { name: 'Exportar a Excel' }).click(),
    ]);
    expect(sheet.suggestedFilename()).toMatch(/\.xlsx$/);
    const bytes = await readFile((await sheet.path()) ?? '');
    // An .xlsx is a zip archive: it starts with the local file header 'PK\x03\x04'.
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  });

  it("collapses the toolbar into 'Seleccione Acción' on a phone", async () => {
    const phone = await stage.tab('jefe.ot@faena.cl', { viewport: { width: 390, height: 800 } });
    await stage.visit(phone, '/rdi');
    expect(await phone.getByRole('button', { name: 'Nueva RDI' }).count()).toBe(0);
    await phone.getByRole('button', { name: 'Seleccione Acción' }).click();
    await phone.getByRole('menuitemradio', { name: 'RDI Finalizadas' }).click();
    await phone.getByRole('article', { name: `RDI Nº ${rdi.number}` }).waitFor(BROWSER_WAIT);
    await phone.getByRole('button', { name: 'Seleccione Acción' }).click();
    await phone.getByRole('menuitem', { name: 'Nueva RDI' }).click();
    await phone.getByRole('dialog', { name: /Nueva RDI/ }).waitFor(BROWSER_WAIT);
  });

  it("offers 'Finalizar RDI' on an old-system project, with the warning and the closing message", async () => {
    const flag = await server.call(
      '/project/setRdiCloseSystem',
      { project_id: projectId, new_system: false },
      jefeToken,
    );
    expect(flag.status).toBe(200);
    const created = await server.form(
      '/rdi/create',
      {
        project_id: projectId,
        title: OLD_TITLE,
        description: '¿Cuál es la cota del pavimento en el acceso?',
        especialidades: JSON.stringify([2]),
        subject_id: 2,
      },
      jefeToken,
    );
    expect(created.status).toBe(200);
    const old = created.body.rdi as Rdi;

    await stage.visit(jefe, `/rdi?rdi=${old.id}`);
    const detail = rdiDetail(jefe, OLD_TITLE);
    await detail.getByRole('button', { name: 'Finalizar RDI' }).click();
    const closing = jefe.getByRole('dialog', { name: 'Finalizar RDI' });
    await closing.getByText(`¿Cerrar la RDI Nº ${old.number}?`).waitFor(BROWSER_WAIT);
    await closing.getByText(/sin una respuesta oficial/).waitFor(BROWSER_WAIT);
    await closing.getByLabel('Mensaje (opcional)').fill('Se resolvió en terreno.');
    await closing.getByRole('button', { name: 'Aceptar' }).click();
    await detail.getByText('RDI cerrada por usuario').waitFor(BROWSER_WAIT);
    await detail.getByText('RDI Finalizada').first().waitFor(BROWSER_WAIT);
    expect(await detail.getByRole('button', { name: 'Creador', exact: true }).count()).toBe(0);
  });

  it('finds a task and an RDI with the global search and opens each', async () => {
    await stage.visit(jefe, '/');
    const header = jefe.getByTestId('app-header');
    const box = header.getByRole('searchbox', { name: 'Búsqueda' });
    const panel = header.getByRole('region', { name: 'Resultados de la búsqueda' });

    await box.fill('zzzqx');
    await box.press('Enter');
    await panel.getByText('No se ha encontrado nada para la búsqueda').waitFor(BROWSER_WAIT);

    await box.fill('losa');
    await header.getByRole('button', { name: 'Buscar', exact: true }).click();
    await panel.getByRole('button', { name: new RegExp(TASK_TITLE) }).waitFor(BROWSER_WAIT);
    await audit(jefe, 'global search panel');
    await panel.getByText('RDI', { exact: true }).click();
    await panel.getByRole('button', { name: `Nº ${rdi.number} ${TASK_TITLE}` }).click();
    await rdiDetail(jefe, TASK_TITLE).waitFor(BROWSER_WAIT);
    expect(new URL(jefe.url()).pathname).toBe('/rdi');

    await jefe.keyboard.press('Escape');
    await box.fill('losa');
    await box.press('Enter');
    await panel.getByText('Tareas', { exact: true }).click();
    await panel.getByRole('button', { name: new RegExp(TASK_TITLE) }).click();
    await jefe.getByRole('dialog', { name: new RegExp(`Tarea Nº \\d+: ${TASK_TITLE}`) }).waitFor(BROWSER_WAIT);
    expect(new URL(jefe.url()).pathname).toBe('/consultas');
  });
});
