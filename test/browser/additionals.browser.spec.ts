import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import type { AdditionalCard } from '../../services/contracts/additional-answers';
import { audit } from '../support/audit';
import { BROWSER_WAIT } from '../support/browser';
import { type BrowserStage, openBrowserStage } from '../support/browser-stage';
import { selectedProjectId } from '../support/model-files';
import type { TestServer } from '../support/test-server';

jest.setTimeout(300_000);

const TITLE = 'Refuerzo de fundación eje C';
const SMALL_FILE = { name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('Ver plano E-12.') };
const LARGE_FILE = { name: 'cubicacion.txt', mimeType: 'text/plain', buffer: Buffer.alloc(4_000, 'H30 12 m3; ') };
const REVISION_FILE = { name: 'revision.txt', mimeType: 'text/plain', buffer: Buffer.alloc(2_000, 'rev 2; ') };
const OBSERVATION = 'Falta respaldo de la cubicación del hormigón.';
/** 1.100.000,50 + 150.000 + 99.999,50 after the revision; 35,5 % of it. */
const REVISED_TOTAL = '1.350.000,00';
const PAYMENT_AMOUNT = '479.250,00';

type Additional = Pick<AdditionalCard, 'id' | 'number' | 'code'>;

describe('Adicionales: create with files, annul request, revision, acceptance, an Estado de Pago, live for a second browser', () => {
  let server: TestServer;
  let stage: BrowserStage;
  let jefe: Page;
  let ito: Page;
  let jefeToken: string;
  let projectId: string;
  let additional: Additional;

  const detailOf = (page: Page) => page.getByRole('dialog', { name: new RegExp(`^Adicional Nº \\d+: ${TITLE}`) });
  const respond = async (page: Page, detail: Locator, action: string) => {
    await detail.getByRole('button', { name: 'Responder' }).click();
    await page.getByRole('menuitem', { name: action }).click();
  };
  const confirmModal = async (page: Page, title: string) =>
    page.getByRole('alertdialog', { name: title }).getByRole('button', { name: 'Aceptar' }).click();
  const paymentCell = (page: Page, status: string) =>
    page.getByRole('button', {
      name: new RegExp(`^Estado de Pago 1: ?${status} ?(CLP|UF) 479\\.250,00 ?\\(35,5 %\\)$`),
    });

  beforeAll(async () => {
    stage = await openBrowserStage();
    ({ server } = stage);
    jefeToken = await server.login('jefe.ot@faena.cl');
    [jefe, ito] = [await stage.tab('jefe.ot@faena.cl'), await stage.tab('ito@faena.cl')];
    projectId = await selectedProjectId(jefe);
  });

  afterAll(async () => {
    await stage?.close();
  });

  it('lets the Jefe OT create an additional with files in the 7-second window; the ITO sees it arrive', async () => {
    await stage.visit(ito, '/adicionales');
    await stage.visit(jefe, '/adicionales');
    await jefe.getByRole('heading', { name: 'Adicionales', level: 1 }).waitFor(BROWSER_WAIT);
    await jefe.getByText('No hay adicionales.').waitFor(BROWSER_WAIT);
    await audit(jefe, 'adicionales (empty list)');

    // The drawer's 'Crear' section opens 'Nuevo Adicional' on this screen.
    await jefe.getByRole('button', { name: 'Abrir panel del proyecto' }).click();
    const drawer = jefe.getByRole('dialog', { name: 'Panel del Proyecto' });
    expect(await drawer.getByRole('link', { name: 'Tabla Informativa' }).getAttribute('href')).toBe(
      '/adicionales?list=3',
    );
    await drawer.getByRole('link', { name: 'Crear Adicional' }).click();
    const form = jefe.getByRole('dialog', { name: 'Nuevo Adicional' });
    await form.getByText('Adicional Nº 1').waitFor(BROWSER_WAIT);
    await audit(jefe, 'nuevo adicional');
    // Spec 5: code, specialties and title are required; a third decimal is refused.
    await form.getByRole('button', { name: 'Confirmar' }).click();
    expect(await form.getByText('Campo requerido').count()).toBeGreaterThanOrEqual(3);
    await form.getByLabel(/^Costo Directo/).fill('12,345');
    await form.getByText('El monto puede tener 2 decimales, formato XXXXXX.XX').waitFor(BROWSER_WAIT);

    await form.getByRole('button', { name: 'Aumento de Obra' }).click();
    await form.getByLabel(/^Código/).fill('AD-001');
    await form.getByRole('button', { name: 'Elegir especialidades' }).click();
    await jefe.getByRole('menuitemcheckbox').first().click();
    await form.getByRole('heading', { name: 'Nuevo Adicional' }).click();
    await form.getByLabel(/^Costo Directo/).fill('1000000.50');
    await form.getByLabel(/^Gastos Generales/).fill('150000');
    await form.getByLabel(/^Utilidad/).fill('99999.50');
    expect(await form.getByLabel('Total Solicitado').inputValue()).toBe('1.250.000,00');
    await form.getByLabel(/^Título/).fill(TITLE);
    await form.getByLabel('Descripción').fill('Suplemento de armadura por cambio de suelo.');
    expect(await form.getByLabel('Adjuntar archivos en el correo').isDisabled()).toBe(true);
    await form.getByLabel('Archivos', { exact: true }).setInputFiles(SMALL_FILE);
    await form.getByLabel('Archivos', { exact: true }).setInputFiles(LARGE_FILE);
    expect(await form.getByLabel('Adjuntar archivos en el correo').isDisabled()).toBe(false);

    await form.getByRole('button', { name: 'Confirmar' }).click();
    await form.getByRole('button', { name: /^Cancelar \(\d\)$/ }).click();
    await form.getByRole('button', { name: 'Confirmar' }).click();
    await jefe.getByText('Se ha creado el Adicional AD-001').waitFor({ timeout: 20_000 });
    await form.waitFor({ state: 'detached', ...BROWSER_WAIT });

    // The second browser's listing receives it live, with its amount in es-CL.
    const card = ito.getByRole('article', { name: 'Adicional Nº 1' });
    await card.getByText(TITLE).waitFor(BROWSER_WAIT);
    await card.getByText(/(CLP|UF) 1\.250\.000,00/).waitFor(BROWSER_WAIT);
    await card.getByText('Aumento de Obra').waitFor(BROWSER_WAIT);
    await audit(ito, 'adicionales (list)');

    const { body } = await server.call('/additionals/list', { project_id: projectId, page: 1 }, jefeToken);
    additional = (body.additional as Additional[])[0] as Additional;
    expect(additional.code).toBe('AD-001');

    // The toast's link opens it; the large file arrives through the upload center.
    await jefe.getByRole('button', { name: 'Haz click aquí para visualizarla.' }).click();
    const detail = detailOf(jefe);
    await detail.getByText('Initial Description').waitFor(BROWSER_WAIT);
    await detail.getByRole('link', { name: 'nota.txt' }).waitFor(BROWSER_WAIT);
    await detail.getByRole('link', { name: 'cubicacion.txt' }).waitFor({ timeout: 30_000 });
    await audit(jefe, 'adicional detail');
  });

  it('lets the ITO ask to annul it (no revision for the ITO); the Jefe OT sees it live', async () => {
    await stage.visit(ito, `/adicionales?additional=${additional.id}`);
    const itoDetail = detailOf(ito);
    await itoDetail.getByText('Adicional Vigente').waitFor(BROWSER_WAIT);
    await itoDetail.getByRole('button', { name: 'Responder' }).click();
    await ito.getByRole('menuitem', { name: 'Aceptar Adicional' }).waitFor(BROWSER_WAIT);
    expect(await ito.getByRole('menuitem', { name: 'Nueva Revisión' }).count()).toBe(0);
    await ito.getByRole('menuitem', { name: 'Anular Adicional' }).click();
    // The reason is asked for, and the Jefe OT reads it in the detail and in the history.
    const annul = ito.getByRole('dialog', { name: 'Anular Adicional' });
    await annul.getByText(`¿Solicitar anular el Adicional Nº ${additional.number}?`).waitFor(BROWSER_WAIT);
    await annul.getByRole('button', { name: 'Confirmar' }).click();
    await annul.getByText('Campo requerido').waitFor(BROWSER_WAIT);
    await annul.getByLabel(/^Motivo/).fill('La partida ya está en el contrato base.');
    await annul.getByRole('button', { name: 'Confirmar' }).click();
    await annul.waitFor({ state: 'detached', ...BROWSER_WAIT });
    await itoDetail.getByText('Solicita Anular').first().waitFor(BROWSER_WAIT);
    const jefeDetail = detailOf(jefe);
    await jefeDetail
      .getByText('Se solicitó anular el adicional. Motivo: «La partida ya está en el contrato base.»', { exact: false })
      .waitFor(BROWSER_WAIT);
    await jefeDetail.getByRole('link', { name: 'Historial' }).click();
    await jefeDetail
      .getByText('«La partida ya está en el contrato base.»', { exact: false })
      .first()
      .waitFor(BROWSER_WAIT);
    await jefeDetail.getByRole('link', { name: 'Detalle' }).click();
  });

  it('lets the Jefe OT add a revision in the 5-second window, with a file; the ITO sees it live', async () => {
    const detail = detailOf(jefe);
    // Accepting is the ITO's act: the Jefe OT is offered neither 'Aceptar Adicional' nor the 'Aceptado' toggle.
    await detail.getByRole('button', { name: 'Responder' }).click();
    await jefe.getByRole('menuitem', { name: 'Anular Adicional' }).waitFor(BROWSER_WAIT);
    expect(await jefe.getByRole('menuitem', { name: 'Aceptar Adicional' }).count()).toBe(0);
    await jefe.getByRole('menuitem', { name: 'Nueva Revisión' }).click();
    const panel = detail.getByRole('region', { name: 'Nueva Revisión' });
    await panel.getByLabel('Solicita Cancelar').waitFor(BROWSER_WAIT);
    expect(await panel.getByLabel('Aceptado').count()).toBe(0);
    await panel.getByRole('button', { name: 'Confirmar' }).click();
    await panel.getByText('Por favor escribe una descripción. Este campo no puede estar vacio.').waitFor(BROWSER_WAIT);
    await panel.getByLabel(/^Costo Directo/).fill('1100000.50');
    expect(await panel.getByLabel('Total Solicitado').inputValue()).toBe(REVISED_TOTAL);
    await panel.getByLabel('Descripción').fill('Se agrega el suplemento de moldaje.');
    await panel.getByLabel('Archivos de la revisión', { exact: true }).setInputFiles(REVISION_FILE);
    await panel.getByRole('button', { name: 'Confirmar' }).click();
    await panel.getByRole('button', { name: /^Cancelar \(5\)$/ }).waitFor(BROWSER_WAIT);
    await jefe.getByText('Revisión ingresada correctamente').waitFor({ timeout: 20_000 });
    await detail.getByRole('heading', { name: 'Revisiones (2)' }).waitFor(BROWSER_WAIT);
    await detail.getByRole('link', { name: 'revision.txt' }).waitFor({ timeout: 30_000 });

    const itoDetail = detailOf(ito);
    await itoDetail.getByRole('heading', { name: 'Revisiones (2)' }).waitFor(BROWSER_WAIT);
    // 'Primera y última' shows both revisions.
    await itoDetail.getByRole('button', { name: 'Primera y última' }).click();
    expect(await itoDetail.getByRole('article', { name: /^Revisión \d$/ }).count()).toBe(2);
  });

  it('lets the ITO accept it; the Jefe OT sees it live and the responses close', async () => {
    const itoDetail = detailOf(ito);
    await respond(ito, itoDetail, 'Aceptar Adicional');
    await confirmModal(ito, 'Aceptar Adicional');
    await itoDetail.getByText('Adicional Aceptado').waitFor(BROWSER_WAIT);
    const detail = detailOf(jefe);
    await detail.getByText('Adicional Aceptado').waitFor(BROWSER_WAIT);
    expect(await detail.getByRole('button', { name: 'Responder' }).count()).toBe(0);
    for (const page of [ito, jefe])
      await detailOf(page).getByRole('button', { name: 'Cerrar', exact: true }).first().click();
  });

  it('creates an Estado de Pago at 35,5 %, observes and approves it in the informative table, live', async () => {
    await stage.visit(jefe, '/adicionales?list=3');
    await stage.visit(ito, '/adicionales?list=3');
    const table = jefe.getByRole('table', { name: 'Tabla informativa de adicionales' });
    await table.getByText(TITLE).waitFor(BROWSER_WAIT);
    await table
      .getByText(/1\.350\.000,00/)
      .first()
      .waitFor(BROWSER_WAIT);

    await table.getByRole('button', { name: 'Crear Nuevo Estado de Pago' }).click();
    const form = jefe.getByRole('dialog', { name: /^Crear Nuevo Estado de Pago/ });
    await form.getByLabel(/^% Avance/).fill('100.5');
    await form.getByRole('button', { name: 'Confirmar' }).click();
    await form.getByText('El porcentaje de avance debe estar entre 0 y 100').waitFor(BROWSER_WAIT);
    await form.getByLabel(/^% Avance/).fill('35.5');
    expect(await form.getByLabel(/^Monto/).inputValue()).toBe(PAYMENT_AMOUNT);
    await form.getByRole('button', { name: 'Confirmar' }).click();
    await form.waitFor({ state: 'detached', ...BROWSER_WAIT });
    await paymentCell(jefe, 'Solicitado').waitFor(BROWSER_WAIT);
    await paymentCell(ito, 'Solicitado').waitFor(BROWSER_WAIT);
    await table.getByRole('columnheader', { name: 'Estado de Pago 1' }).waitFor(BROWSER_WAIT);
    await audit(jefe, 'tabla informativa');

    // The Jefe OT observes it from the popover.
    await paymentCell(jefe, 'Solicitado').click();
    const popover = jefe.getByRole('dialog', { name: 'Estado de Pago 1' });
    await popover.getByText('Monto Solicitado Actual:').waitFor(BROWSER_WAIT);
    await popover.getByText('479.250,00', { exact: false }).first().waitFor(BROWSER_WAIT);
    await popover.getByRole('button', { name: 'Agregar Observación' }).click();
    const observe = jefe.getByRole('dialog', { name: /^Agregar Observación/ });
    await observe.getByRole('button', { name: 'Confirmar' }).click();
    await observe.getByText('Campo requerido').waitFor(BROWSER_WAIT);
    await observe.getByLabel(/^Observación/).fill(OBSERVATION);
    await observe.getByRole('button', { name: 'Confirmar' }).click();
    await observe.waitFor({ state: 'detached', ...BROWSER_WAIT });
    await paymentCell(ito, 'Observado').waitFor(BROWSER_WAIT);

    // The ITO cannot modify it, and approves it: no observation after that.
    await paymentCell(ito, 'Observado').click();
    const itoPopover = ito.getByRole('dialog', { name: 'Estado de Pago 1' });
    await itoPopover.getByText(OBSERVATION).waitFor(BROWSER_WAIT);
    expect(await itoPopover.getByRole('button', { name: 'Modificar' }).count()).toBe(0);
    await itoPopover.getByRole('button', { name: 'Aprobar' }).click();
    await paymentCell(jefe, 'Aprobado').waitFor(BROWSER_WAIT);
    await paymentCell(jefe, 'Aprobado').click();
    const approved = jefe.getByRole('dialog', { name: 'Estado de Pago 1' });
    await approved.getByText('Monto Aprobado:').waitFor(BROWSER_WAIT);
    expect(await approved.getByRole('button', { name: 'Agregar Observación' }).isDisabled()).toBe(true);
    await jefe.keyboard.press('Escape');
  });

  it('draws the lineage in the detail, the statistics, and exports a real workbook', async () => {
    await stage.visit(jefe, `/adicionales?additional=${additional.id}`);
    const lineage = detailOf(jefe).getByRole('region', { name: 'Origen de los montos' });
    await lineage.getByText(/× 35,5 % =/).waitFor(BROWSER_WAIT);
    await lineage
      .getByText(/= (CLP|UF) 479\.250,00/)
      .first()
      .waitFor(BROWSER_WAIT);
    await detailOf(jefe).getByRole('button', { name: 'Cerrar', exact: true }).first().click();

    await jefe.getByRole('button', { name: 'Estadísticas' }).click();
    await jefe.getByTestId('additional-weeks').locator('.main-svg').first().waitFor({ timeout: 30_000 });
    await jefe.getByTestId('additional-counts').locator('.main-svg').first().waitFor(BROWSER_WAIT);
    await jefe.getByTestId('additional-response-days').waitFor(BROWSER_WAIT);

    const [sheet] = await Promise.all([
      jefe.waitForEvent('download'),
      jefe.getByRole('button', { name: 'Exportar a Excel' }).click(),
    ]);
    expect(sheet.suggestedFilename()).toMatch(/\.xlsx$/);
    const bytes = await readFile((await sheet.path()) ?? '');
    // An .xlsx is a zip archive: it starts with the local file header 'PK\x03\x04'.
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  });

  it("offers the Adicionales actions in the phone's 'Seleccione Acción' menu", async () => {
    await jefe.setViewportSize({ width: 390, height: 800 });
    await stage.visit(jefe, '/adicionales');
    await jefe.getByRole('button', { name: 'Seleccione Acción' }).click();
    const menu = jefe.getByRole('menu');
    for (const action of ['Nuevo Adicional', 'Nuevo Posible Adicional', 'Exportar a Excel'])
      await menu.getByRole('menuitem', { name: action, exact: true }).waitFor(BROWSER_WAIT);
    for (const view of ['Listado', 'Tabla Informativa', 'Listado de Posibles', 'Estadísticas'])
      await menu.getByRole('menuitemradio', { name: view, exact: true }).waitFor(BROWSER_WAIT);
    await menu.getByRole('menuitemradio', { name: 'Tabla Informativa' }).click();
    await jefe.getByRole('table', { name: 'Tabla informativa de adicionales' }).waitFor(BROWSER_WAIT);
    await jefe.setViewportSize({ width: 1280, height: 800 });
  });
});
