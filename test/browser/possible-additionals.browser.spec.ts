import type { Locator, Page } from 'playwright-core';
import { audit } from '../support/audit';
import { BROWSER_WAIT } from '../support/browser';
import { type BrowserStage, openBrowserStage, projectSubjectName } from '../support/browser-stage';
import { eventually } from '../support/eventually';
import { selectedProjectId } from '../support/model-files';
import type { TestServer } from '../support/test-server';

jest.setTimeout(180_000);

const TITLE = 'Refuerzo de losa por sala de máquinas';
const REPLY = 'Se cotiza el refuerzo con el calculista.';
const NOTE = { name: 'carga.txt', mimeType: 'text/plain', buffer: Buffer.from('Sala de máquinas: 4 t') };

describe('Posibles Adicionales: created, answered, sent to RDI and finished, seen live by another user', () => {
  let server: TestServer;
  let stage: BrowserStage;
  let jefe: Page;
  let ito: Page;
  let specialty: string;

  /** The Adicionales screen's toolbar entries (helper C's page): buttons or tabs. */
  const toolbar = (page: Page, name: string) =>
    page
      .getByRole('button', { name, exact: true })
      .or(page.getByRole('tab', { name, exact: true }))
      .first();
  const card = (page: Page, title: string): Locator =>
    page
      .getByRole('list', { name: 'Posibles adicionales del proyecto' })
      .getByRole('article')
      .filter({ hasText: title });
  const detail = (page: Page) => page.getByRole('dialog', { name: new RegExp(`^Posible Adicional Nº \\d+: ${TITLE}`) });

  beforeAll(async () => {
    stage = await openBrowserStage();
    ({ server } = stage);
    [jefe, ito] = [await stage.tab('jefe.ot@faena.cl'), await stage.tab('ito@faena.cl')];
    const token = await server.login('jefe.ot@faena.cl');
    const projectId = await selectedProjectId(jefe);
    specialty = await projectSubjectName(server, projectId, token, 1);
  });

  afterAll(async () => {
    await stage?.close();
  });

  it('creates one with a participant and a file; the ITO sees it arrive in the list', async () => {
    await stage.visit(ito, '/adicionales');
    await toolbar(ito, 'Listado de Posibles').click();
    await ito.getByText('No hay posibles adicionales.').waitFor(BROWSER_WAIT);

    await stage.visit(jefe, '/adicionales');
    await toolbar(jefe, 'Nuevo Posible Adicional').click();
    const form = jefe.getByRole('dialog', { name: 'Crear Posible Adicional' });
    await form.waitFor(BROWSER_WAIT);
    // Spec 5: title and responsible are required before the countdown (participants are the
    // server's rule, refused after it); there is no code.
    await form.getByRole('button', { name: 'Confirmar' }).click();
    expect(await form.getByText('Campo requerido').count()).toBeGreaterThanOrEqual(2);
    expect(await form.getByLabel('Código').count()).toBe(0);

    // Minimized, it waits in the bar as a draft, and 'Nuevo Posible Adicional' brings it back.
    await form.getByLabel(/^Título/).fill(TITLE);
    await form.getByRole('button', { name: 'Minimizar' }).click();
    await form.waitFor({ state: 'detached', ...BROWSER_WAIT });
    const bar = jefe.getByRole('region', { name: 'Elementos minimizados' });
    await bar.getByRole('button', { name: `Borrador Tarea: ${TITLE}`, exact: true }).waitFor(BROWSER_WAIT);
    await toolbar(jefe, 'Nuevo Posible Adicional').click();
    await form.waitFor(BROWSER_WAIT);
    expect(await form.getByLabel(/^Título/).inputValue()).toBe(TITLE);
    await bar.waitFor({ state: 'detached', ...BROWSER_WAIT });

    await form.getByRole('button', { name: 'Inmediata', exact: true }).click();
    await form.getByLabel('Descripción').fill('La sala de máquinas pesa más de lo previsto.');
    await form.getByLabel('Archivos', { exact: true }).setInputFiles(NOTE);
    await form.getByLabel(/^Responsable/).selectOption({ label: 'Ignacio Toro' });
    await form.getByRole('button', { name: 'Elegir participantes' }).click();
    await jefe.getByRole('menuitemcheckbox', { name: 'Pedro Rojas' }).click();
    await form.getByRole('heading', { name: 'Crear Posible Adicional' }).click();
    await form.getByRole('list', { name: 'Participantes elegidos' }).getByText('Pedro Rojas').waitFor(BROWSER_WAIT);

    await form.getByRole('button', { name: 'Confirmar' }).click();
    await form.getByRole('button', { name: /^Cancelar \(\d\)$/ }).waitFor(BROWSER_WAIT);
    await jefe.getByText(/^Se ha creado la tarea como posible adicional \d+/).waitFor({ timeout: 20_000 });
    await form.waitFor({ state: 'detached', ...BROWSER_WAIT });

    // The ITO's list hears of it without a reload.
    await card(ito, TITLE).waitFor(BROWSER_WAIT);
    await toolbar(jefe, 'Listado de Posibles').click();
    await card(jefe, TITLE).getByText('Inmediata', { exact: true }).waitFor(BROWSER_WAIT);
    await audit(jefe, 'listado de posibles');
  });

  it('opens it, replies, and raises an RDI from it that both sides name', async () => {
    await card(jefe, TITLE).getByRole('button', { name: TITLE }).click();
    const opened = detail(jefe);
    await opened.waitFor(BROWSER_WAIT);
    await opened.getByRole('link', { name: NOTE.name }).waitFor(BROWSER_WAIT);
    await opened
      .getByRole('region', { name: 'Participantes' })
      .getByText('Pedro Rojas', { exact: true })
      .waitFor(BROWSER_WAIT);
    await audit(jefe, 'posible adicional (detalle)');

    await opened.getByLabel('Mensaje').fill(REPLY);
    await opened.getByRole('button', { name: 'Responder' }).click();
    await opened.getByText(REPLY, { exact: true }).waitFor({ timeout: 20_000 });

    // 'Enviar a RDI' opens 'Nueva RDI' on the RDI screen, prefilled from the possible additional.
    await opened.getByRole('button', { name: 'Enviar a RDI' }).click();
    const rdiForm = jefe.getByRole('dialog', { name: 'Nueva RDI' });
    await rdiForm.waitFor(BROWSER_WAIT);
    const title = rdiForm.getByLabel(/^Título/);
    // The possible additional's title arrives after the dialog opens.
    expect(
      await eventually(
        () => title.inputValue(),
        (value) => value === TITLE,
        BROWSER_WAIT,
      ),
    ).toBe(TITLE);
    await rdiForm.getByRole('button', { name: 'Elegir especialidades' }).click();
    await jefe.getByRole('menuitemcheckbox', { name: specialty, exact: true }).click();
    await rdiForm.getByRole('heading', { name: 'Nueva RDI' }).click();
    await rdiForm.getByRole('combobox', { name: /^Materia/ }).selectOption({ label: specialty });
    await rdiForm.getByRole('button', { name: 'Confirmar' }).click();
    await jefe.getByText(/^Se ha creado la RDI \d+/).waitFor({ timeout: 20_000 });
    const rdiDetail = jefe.getByRole('dialog', { name: new RegExp(`^RDI Nº \\d+: ${TITLE}`) });
    await rdiDetail.getByText(/^Tarea Asociada Nº \d+/).waitFor(BROWSER_WAIT);
    await rdiDetail.getByRole('button', { name: 'Cerrar', exact: true }).first().click();

    await stage.visit(jefe, '/adicionales');
    await toolbar(jefe, 'Listado de Posibles').click();
    await card(jefe, TITLE).getByRole('button', { name: TITLE }).click();
    await detail(jefe)
      .getByText(new RegExp(`^RDI Asociada Nº \\d+: ${TITLE}`))
      .waitFor(BROWSER_WAIT);
  });

  it("finishes it with 'Posible adicional cerrado por usuario'; the ITO's list shows 'Tarea Finalizada' live", async () => {
    const opened = detail(jefe);
    await opened.getByRole('button', { name: 'Finalizar Posible Adicional' }).click();
    const question = jefe.getByRole('alertdialog', { name: 'Finalizar Posible Adicional' });
    await question.getByText(/^¿Finalizar el posible adicional Nº \d+\?$/).waitFor(BROWSER_WAIT);
    await question.getByRole('button', { name: 'Aceptar' }).click();
    await opened.getByText('Posible adicional cerrado por usuario').waitFor(BROWSER_WAIT);
    await opened.getByText('Tarea Finalizada').waitFor(BROWSER_WAIT);
    // Once finished, nobody replies.
    expect(await opened.getByRole('button', { name: 'Responder' }).count()).toBe(0);
    await card(ito, TITLE).getByText('Tarea Finalizada').waitFor(BROWSER_WAIT);

    // The Consultas screen does not list it.
    await stage.visit(ito, '/consultas');
    await ito.getByRole('heading', { name: 'Consultas', level: 1 }).waitFor(BROWSER_WAIT);
    await ito.getByText('No hay tareas.').waitFor(BROWSER_WAIT);
  });
});
