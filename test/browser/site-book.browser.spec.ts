import type { Locator, Page } from 'playwright-core';
import { additionalCreated } from '../support/additional-events';
import { audit } from '../support/audit';
import { BROWSER_WAIT } from '../support/browser';
import { type BrowserStage, openBrowserStage } from '../support/browser-stage';
import { selectedProjectId } from '../support/model-files';
import { appendEvents } from '../support/task-events';
import type { TestServer } from '../support/test-server';

jest.setTimeout(240_000);

const PASSWORD = 'faena1234';
const INSTRUCTION = 'Retirar el moldaje de la losa del piso 4 antes del hormigonado del viernes.';
const RESPONSE = 'Se retira el moldaje el jueves, según lo indicado en la RDI.';
const RDI_TITLE = 'Moldaje de losa piso 4';
const DATE_TIME = /\d{2}-\d{2}-\d{4} \d{2}:\d{2}/;
/** The folio form's type, not the reference picker's 'Tipo de referencia' (a required label may end in '*'). */
const TYPE = /^Tipo\W*$/;
/** A reply date two weeks on, as the form takes it (DD-MM-YYYY): the server takes days from today within three years. */
const inTwoWeeks = () => {
  const [year, month, day] = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
};

/**
 * Issue 33, two people: the administrator opens the book; the ITO writes and signs an Instrucción;
 * the Jefe OT sees it unnoticed, takes notice and answers with a Respuesta that refers to an RDI;
 * the ITO sees the notice with its date and time, and the RDI lists the folio that mentions it.
 */
describe('Libro de Obra: an Instrucción signed, taken notice of and answered', () => {
  let server: TestServer;
  let stage: BrowserStage;
  let admin: Page;
  let ito: Page;
  let jefe: Page;
  let rdiId: string;
  let instructionId: string;
  let projectId: string;

  const folio = (page: Page, name: RegExp) => page.getByRole('dialog', { name });
  const entryForm = (page: Page, title: string) => page.getByRole('dialog', { name: title });
  const signWith = async (page: Page, detail: Locator, password: string) => {
    await detail.getByRole('button', { name: 'Firmar', exact: true }).click();
    const signing = page.getByRole('dialog', { name: 'Firmar folio' });
    await signing.getByLabel('Contraseña').fill(password);
    await signing.getByRole('button', { name: 'Firmar', exact: true }).click();
    return signing;
  };

  beforeAll(async () => {
    stage = await openBrowserStage();
    ({ server } = stage);
    [admin, ito, jefe] = [
      await stage.tab('admin@faena.cl'),
      await stage.tab('ito@faena.cl'),
      await stage.tab('jefe.ot@faena.cl'),
    ];
    projectId = await selectedProjectId(jefe);
    const created = await server.form(
      '/rdi/create',
      {
        project_id: projectId,
        title: RDI_TITLE,
        description: '¿Cuándo se retira el moldaje de la losa del piso 4?',
        especialidades: JSON.stringify([2]),
        subject_id: 1,
        priority: 2,
      },
      await server.login('jefe.ot@faena.cl'),
    );
    expect(created.status).toBe(200);
    rdiId = (created.body.rdi as { id: string }).id;
  });

  afterAll(async () => {
    await stage?.close();
  });

  it('opens the book: the ITO and the Jefe OT write, the Jefe OT takes notice of an Instrucción, the ITO of a Respuesta', async () => {
    await stage.visit(admin, '/libro-de-obra');
    await admin.getByText('El proyecto no tiene Libro de Obra.').waitFor(BROWSER_WAIT);
    await admin.getByRole('button', { name: 'Abrir Libro de Obra' }).click();
    const opening = admin.getByRole('dialog', { name: 'Abrir Libro de Obra' });
    await opening.getByRole('checkbox', { name: 'ITO escribe' }).check();
    await opening.getByRole('checkbox', { name: 'Jefe OT escribe' }).check();
    await opening.getByRole('checkbox', { name: 'Jefe OT toma conocimiento de Instrucción' }).check();
    await opening.getByRole('checkbox', { name: 'ITO toma conocimiento de Respuesta' }).check();
    await audit(admin, 'abrir libro de obra');
    await opening.getByRole('button', { name: 'Abrir Libro de Obra' }).click();
    await opening.waitFor({ ...BROWSER_WAIT, state: 'detached' });
    await admin.getByText('No hay folios.').waitFor(BROWSER_WAIT);
  });

  it('lets the ITO write an Instrucción as a draft and sign it with the password asked again', async () => {
    await stage.visit(ito, '/libro-de-obra');
    await ito.getByRole('button', { name: 'Nuevo folio' }).click();
    const form = entryForm(ito, 'Nuevo folio');
    await form.getByRole('combobox', { name: TYPE }).selectOption({ label: 'Instrucción' });
    await form.getByLabel('Texto').fill(INSTRUCTION);
    await form.getByLabel('Responder antes del').fill(inTwoWeeks());
    await audit(ito, 'nuevo folio');
    await form.getByRole('button', { name: 'Guardar borrador' }).click();

    const draft = folio(ito, /^Borrador · Instrucción/);
    await draft.waitFor(BROWSER_WAIT);
    await draft.getByText(INSTRUCTION).waitFor(BROWSER_WAIT);
    instructionId = new URL(ito.url()).searchParams.get('folio') ?? '';
    expect(instructionId).not.toBe('');

    // A wrong password is refused in the server's words; the dialog stays open and nothing is signed.
    const signing = await signWith(ito, draft, 'no-es-la-clave');
    await signing.getByText('La contraseña no es correcta.').waitFor(BROWSER_WAIT);
    await signing.getByLabel('Contraseña').fill(PASSWORD);
    await signing.getByRole('button', { name: 'Firmar', exact: true }).click();
    await signing.waitFor({ ...BROWSER_WAIT, state: 'detached' });

    const signed = folio(ito, /^Folio Nº 1 · Instrucción/);
    await signed.waitFor(BROWSER_WAIT);
    const signature = signed.getByRole('region', { name: 'Firma' });
    await signature.getByText('Ignacio Toro').waitFor(BROWSER_WAIT);
    await signature.getByText(DATE_TIME).waitFor(BROWSER_WAIT);
    await signature.getByText(/^LO-/).waitFor(BROWSER_WAIT);
    await signature.getByText(/^[0-9a-f]{64}$/).waitFor(BROWSER_WAIT);
    await signed.getByText('Deben tomar conocimiento: Javiera Soto (Jefe OT)').waitFor(BROWSER_WAIT);
    expect(await signed.getByRole('button', { name: 'Editar' }).count()).toBe(0);
    await audit(ito, 'folio firmado');
  });

  it('shows the Jefe OT the folio unnoticed; taking notice records the date and time', async () => {
    await stage.visit(jefe, '/libro-de-obra');
    // The filter's count is the server's: one folio the Jefe OT must still take notice of.
    const unnoticed = jefe.getByRole('button', { name: /^Sin conocimiento\s*\(1\)$/ });
    await unnoticed.waitFor(BROWSER_WAIT);
    await unnoticed.click();
    const row = jefe.getByRole('button', { name: /^Folio Nº 1\s*Instrucción/ });
    await row.getByText(/^Conocimiento: 0 de 1 · pendiente hace /).waitFor(BROWSER_WAIT);
    await audit(jefe, 'libro de obra');
    await row.click();

    const detail = folio(jefe, /^Folio Nº 1 · Instrucción/);
    await detail.getByText(INSTRUCTION).waitFor(BROWSER_WAIT);
    await detail.getByRole('button', { name: 'Tomar conocimiento' }).click();
    await detail
      .getByRole('list', { name: 'Tomaron conocimiento' })
      .getByText(/^Javiera Soto \(Jefe OT\) — /)
      .waitFor(BROWSER_WAIT);
    expect(await detail.getByRole('button', { name: 'Tomar conocimiento' }).count()).toBe(0);
  });

  it('lets the Jefe OT answer with a signed Respuesta that refers to the RDI', async () => {
    const detail = folio(jefe, /^Folio Nº 1 · Instrucción/);
    await detail.getByRole('button', { name: 'Responder' }).click();
    const form = entryForm(jefe, 'Responder folio Nº 1');
    expect(await form.getByRole('combobox', { name: TYPE }).inputValue()).toBe('3');
    await form.getByLabel('Texto').fill(RESPONSE);
    await form.getByRole('combobox', { name: 'Tipo de referencia' }).selectOption({ label: 'RDI' });
    await form.getByRole('textbox', { name: 'Buscar referencia' }).fill('Moldaje');
    await form.getByRole('button', { name: 'Buscar', exact: true }).click();
    const results = form.getByRole('list', { name: 'Resultados de la búsqueda' });
    await results.getByText(new RegExp(`^RDI Nº \\d+: ${RDI_TITLE}$`)).waitFor(BROWSER_WAIT);
    await results.getByRole('button', { name: 'Agregar' }).first().click();
    await form
      .getByRole('list', { name: 'Referencias elegidas' })
      .getByText(new RegExp(`^RDI Nº \\d+: ${RDI_TITLE}$`))
      .waitFor(BROWSER_WAIT);
    await form.getByRole('button', { name: 'Guardar borrador' }).click();

    const draft = folio(jefe, /^Borrador · Respuesta/);
    await draft.waitFor(BROWSER_WAIT);
    await signWith(jefe, draft, PASSWORD);
    const signed = folio(jefe, /^Folio Nº 2 · Respuesta/);
    await signed.waitFor(BROWSER_WAIT);
    await signed.getByRole('button', { name: 'Folio Nº 1' }).waitFor(BROWSER_WAIT);
    const reference = signed.getByRole('link', { name: new RegExp(`^RDI Nº \\d+: ${RDI_TITLE}$`) });
    expect(await reference.getAttribute('href')).toBe(`/rdi?rdi=${rdiId}`);
  });

  it('shows the ITO who took notice of the Instrucción and when, and the answer', async () => {
    await stage.visit(ito, `/libro-de-obra?folio=${instructionId}`);
    const detail = folio(ito, /^Folio Nº 1 · Instrucción/);
    const notices = detail.getByRole('list', { name: 'Tomaron conocimiento' });
    await notices.getByText(/^Javiera Soto \(Jefe OT\) — \d{2}-\d{2}-\d{4} \d{2}:\d{2}$/).waitFor(BROWSER_WAIT);
    await detail.getByRole('button', { name: 'Folio Nº 2' }).waitFor(BROWSER_WAIT);
  });

  it("lists the Respuesta in the RDI's detail, and its link opens the folio", async () => {
    await stage.visit(ito, `/rdi?rdi=${rdiId}`);
    const rdi = ito.getByRole('dialog', { name: new RegExp(`^RDI Nº \\d+: ${RDI_TITLE}`) });
    const mention = rdi.getByRole('link', { name: 'Folio Nº 2 · Respuesta' });
    await mention.waitFor(BROWSER_WAIT);
    await mention.click();
    await folio(ito, /^Folio Nº 2 · Respuesta/).waitFor(BROWSER_WAIT);
  });

  it('verifies the folio by its code without a session, and never shows its text', async () => {
    const code = await folio(ito, /^Folio Nº 2 · Respuesta/)
      .getByRole('region', { name: 'Firma' })
      .getByText(/^LO-/)
      .textContent();
    const visitor = await stage.blankTab();
    await visitor.goto(`${server.url}/verificar?code=${encodeURIComponent(code ?? '')}`);
    await visitor.getByText('Folio válido: su contenido coincide con su firma.').waitFor(BROWSER_WAIT);
    await visitor.getByText('Javiera Soto').waitFor(BROWSER_WAIT);
    expect(await visitor.getByText(RESPONSE).count()).toBe(0);
    await visitor.goto(`${server.url}/verificar?code=LO-0000-0000`);
    await visitor.getByText('No existe un folio con ese código.').waitFor(BROWSER_WAIT);
  });

  it('lets the ITO correct the Instrucción with a new folio; both stay and point to each other', async () => {
    await stage.visit(ito, `/libro-de-obra?folio=${instructionId}`);
    const original = folio(ito, /^Folio Nº 1 · Instrucción/);
    await original.getByRole('button', { name: 'Corregir' }).click();
    const form = entryForm(ito, 'Corregir folio Nº 1');
    expect(await form.getByRole('combobox', { name: TYPE }).inputValue()).toBe('1');
    await form.getByLabel('Texto').fill('Donde dice piso 4 debe decir piso 5.');
    await form.getByRole('button', { name: 'Guardar borrador' }).click();
    const draft = folio(ito, /^Borrador · Instrucción/);
    await draft.waitFor(BROWSER_WAIT);
    await signWith(ito, draft, PASSWORD);

    const correction = folio(ito, /^Folio Nº 3 · Instrucción/);
    await correction.waitFor(BROWSER_WAIT);
    await correction.getByRole('button', { name: 'Folio Nº 1' }).click();
    const corrected = folio(ito, /^Folio Nº 1 · Instrucción/);
    await corrected.getByText(INSTRUCTION).waitFor(BROWSER_WAIT);
    await corrected.getByRole('button', { name: 'Folio Nº 3' }).waitFor(BROWSER_WAIT);
  });

  it("downloads the book's PDF from a folio on, refusing a range past the last folio on its field, and the index in Excel", async () => {
    await stage.visit(jefe, '/libro-de-obra');
    await jefe.getByRole('button', { name: 'Descargar PDF' }).click();
    const dialog = jefe.getByRole('dialog', { name: 'Descargar PDF del Libro de Obra' });
    const from = dialog.getByRole('textbox', { name: 'Desde el folio' });
    await from.fill('99');
    await dialog.getByRole('button', { name: 'Descargar PDF' }).click();
    await dialog.getByText('El último folio es el Nº 3.').waitFor(BROWSER_WAIT);
    await from.fill('2');
    const [pdf] = await Promise.all([
      jefe.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Descargar PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^libro-de-obra-.+-2-3\.pdf$/);
    await dialog.waitFor({ state: 'detached' });
    const [sheet] = await Promise.all([
      jefe.waitForEvent('download'),
      jefe.getByRole('button', { name: 'Exportar Excel' }).click(),
    ]);
    expect(sheet.suggestedFilename()).toMatch(/^libro-de-obra-.+\.xlsx$/);
  });

  it("shows the Jefe OT the book's card on the dashboard; its link opens the unnoticed folios, each with its Historial", async () => {
    await stage.visit(jefe, '/');
    const card = jefe.getByTestId('site-book-card');
    // The ITO has not taken notice of the Respuesta (Nº 2), nor the Jefe OT of the correction (Nº 3).
    await card.getByText(/^Nº 2, /).waitFor(BROWSER_WAIT);
    await card.getByRole('link', { name: '2 folios' }).click();
    await jefe.waitForURL(/\/libro-de-obra\?unnoticed=1$/, BROWSER_WAIT);
    const filter = jefe.getByRole('button', { name: /^Sin conocimiento\s*\(2\)$/ });
    expect(await filter.getAttribute('aria-pressed')).toBe('true');
    await jefe.getByRole('button', { name: /^Folio Nº 3\s*Instrucción/ }).click();
    const detail = folio(jefe, /^Folio Nº 3 · Instrucción/);
    await detail.getByRole('link', { name: 'Historial' }).click();
    await detail.getByText(/Ignacio Toro \(ITO\) firmó el folio Nº 3$/).waitFor(BROWSER_WAIT);
    // The book's own Historial: each signed folio's line opens that folio.
    await detail.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await jefe.getByRole('button', { name: 'Historial', exact: true }).click();
    const bookHistory = jefe.getByRole('dialog', { name: 'Historial del Libro de Obra' });
    await bookHistory.getByRole('link', { name: /firmó el folio Nº 2 \(Respuesta\)$/ }).click();
    await folio(jefe, /^Folio Nº 2 · Respuesta/).waitFor(BROWSER_WAIT);
  });

  it('offers any of 60 additionals: the newest at once, the 60th by its number or title, the 1st by its number', async () => {
    for (let number = 1; number <= 60; number += 1) {
      const { type, data } = additionalCreated(`ad-${number}`, number, {
        projectId,
        title: number === 60 ? 'Refuerzo de viga invertida' : `Muro ${number}`,
        createdBy: { userId: 'demo-jefe-ot', jobTypeId: 2 },
      });
      const at = new Date().toISOString();
      await appendEvents(server, [{ event: { type, data }, by: 'demo-jefe-ot', at }], `additional-ad-${number}`);
    }
    await stage.visit(ito, '/libro-de-obra');
    await ito.getByRole('button', { name: 'Nuevo folio' }).click();
    const form = entryForm(ito, 'Nuevo folio');
    await form.getByRole('combobox', { name: 'Tipo de referencia' }).selectOption({ label: 'Adicional' });
    const results = form.getByRole('list', { name: 'Resultados de la búsqueda' });
    const found = (label: string) => results.getByText(label, { exact: true });
    const search = async (words: string) => {
      await form.getByRole('textbox', { name: 'Buscar referencia' }).fill(words);
      await form.getByRole('button', { name: 'Buscar', exact: true }).click();
    };
    const sixtieth = 'Adicional Nº 60: Refuerzo de viga invertida';
    await found(sixtieth).waitFor(BROWSER_WAIT);
    expect(await found('Adicional Nº 1: Muro 1').count()).toBe(0);

    await search('60');
    await results
      .getByRole('listitem')
      .nth(1)
      .waitFor({ ...BROWSER_WAIT, state: 'detached' });
    await found(sixtieth).waitFor(BROWSER_WAIT);
    await search('viga invertida');
    await found(sixtieth).waitFor(BROWSER_WAIT);
    await search('1');
    await found('Adicional Nº 1: Muro 1').waitFor(BROWSER_WAIT);
    expect(await found(sixtieth).count()).toBe(0);
    await results.getByRole('button', { name: 'Agregar' }).last().click();
    await form
      .getByRole('list', { name: 'Referencias elegidas' })
      .getByText('Adicional Nº 1: Muro 1', { exact: true })
      .waitFor(BROWSER_WAIT);
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await form.waitFor({ ...BROWSER_WAIT, state: 'detached' });
  });

  it('shows the Jefe OT a folio the ITO signs elsewhere, and the ITO the notice the Jefe OT takes, without reloading', async () => {
    const text = 'Se instruye despejar el acceso norte antes del lunes.';
    const [itoToken, jefeToken] = [await server.login('ito@faena.cl'), await server.login('jefe.ot@faena.cl')];
    await stage.visit(jefe, '/libro-de-obra');
    await jefe.getByRole('button', { name: /^Folio Nº 3\s*Instrucción/ }).waitFor(BROWSER_WAIT);
    const created = await server.call(
      '/siteBook/createEntry',
      { project_id: projectId, type: 1, text, references: [] },
      itoToken,
    );
    const entryId = (created.body.entry as { id: string }).id;
    await stage.visit(ito, `/libro-de-obra?folio=${entryId}`);
    await folio(ito, /^Borrador · Instrucción/).waitFor(BROWSER_WAIT);

    // Signed from another device: both screens hear of it through the live connection.
    expect((await server.call('/siteBook/signEntry', { entry_id: entryId, password: PASSWORD }, itoToken)).status).toBe(
      200,
    );
    const row = jefe.getByRole('button', { name: /^Folio Nº 4\s*Instrucción/ });
    await row.getByText(/^Conocimiento: 0 de 1 · pendiente hace /).waitFor(BROWSER_WAIT);
    const signed = folio(ito, /^Folio Nº 4 · Instrucción/);
    await signed.getByText('Deben tomar conocimiento: Javiera Soto (Jefe OT)').waitFor(BROWSER_WAIT);

    expect((await server.call('/siteBook/takeNotice', { entry_id: entryId }, jefeToken)).status).toBe(200);
    await signed
      .getByRole('list', { name: 'Tomaron conocimiento' })
      .getByText(/^Javiera Soto \(Jefe OT\) — /)
      .waitFor(BROWSER_WAIT);
    await row.getByText(/^Conocimiento: 1 de 1$/).waitFor(BROWSER_WAIT);
  });
});
