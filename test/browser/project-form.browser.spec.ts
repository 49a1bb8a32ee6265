import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { launchBrowser, signedInTab } from '../support/browser';
import { chileDay, PNG_1X1 } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

jest.setTimeout(90_000);

const WAIT = { timeout: 15_000 };
const COMPANY = 'Ingeniería Austral Ltda.';
const PROJECT = 'Hospital Regional de Rancagua';
const RENAMED = 'Hospital Regional de Rancagua, Etapa 2';
const IMAGE = { name: 'fachada.png', mimeType: 'image/png', buffer: PNG_1X1 };

interface ListedProject {
  id: string;
  name: string;
  internal_id: string;
  company: { name: string };
  geo: { latitude: number; longitude: number } | null;
  project_image: string | null;
  specialties: Array<{ name: string }>;
  details: { contract_value: number; total_days: number; start_date: string; currency: { id: number } };
}

/** A signed-in tab at 1280×800, past the one-time update notice, on the projects screen. */
async function projectsScreen(
  browser: Browser,
  server: TestServer,
  email: string,
  options: BrowserContextOptions = {},
): Promise<[BrowserContext, Page]> {
  const [context, page] = await signedInTab(browser, server.url, email, options);
  // Tests reach no outside service: map styles and tiles are refused, the map still takes clicks.
  await context.route(/^https:\/\/([a-z0-9-]+\.)*mapbox\.com\//, (route) => route.abort());
  await page.getByTestId('sidebar').getByRole('link', { name: 'Proyectos', exact: true }).click();
  await page.getByRole('heading', { name: 'Proyectos', level: 1 }).waitFor(WAIT);
  return [context, page];
}

// A required field's label ends in an asterisk.
const field = (scope: Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\*?$`));
const confirm = (scope: Locator) => scope.getByRole('button', { name: 'Confirmar' }).click();
/** A day `offset` days from today in Chile, as the date field shows it: DD-MM-YYYY. */
const shownDay = (offset: number) => chileDay(offset).split('-').reverse().join('-');
const selectedCompany = async (scope: Locator) =>
  (await field(scope, 'Empresa').locator('option:checked').textContent()) ?? '';

/** The projects `email` sees, as the server lists them. */
async function projectsOf(server: TestServer, email: string): Promise<ListedProject[]> {
  const { body } = await server.call('/project/getProjectsByUser', {}, await server.login(email));
  return body.projects as ListedProject[];
}

describe('new and edit project dialog, new company dialog', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const dialog = (title: string) => page.getByRole('dialog', { name: title });
  const projectDialog = () => dialog('Nuevo Proyecto');
  // A required field's label ends in an asterisk.

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    [context, page] = await projectsScreen(browser, server, 'admin@faena.cl');
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  it('opens from the header and refuses an empty form field by field', async () => {
    await page.getByTestId('app-header').getByRole('button', { name: 'Nuevo Proyecto' }).click();
    const form = projectDialog();
    await form.waitFor(WAIT);
    // The only company that lets the admin create projects is chosen already, and UF is the default currency.
    expect(await selectedCompany(form)).toBe('Constructora Cordillera S.A.');
    const currency = field(form, 'Moneda por defecto');
    // The catalogue arrives after the dialog opens; the choice shows once its options do.
    await currency.locator('option[value="2"]').waitFor({ state: 'attached', ...WAIT });
    expect(await currency.inputValue()).toBe('2');

    await confirm(form);
    await form.getByText('Campo requerido').first().waitFor(WAIT);
    // ID, Nombre, Descripción, Dirección, Tipo, Monto Contrato, Plazo and Fecha Inicio.
    expect(await form.getByText('Campo requerido').count()).toBe(8);
    expect(await form.isVisible()).toBe(true);
  });

  it('creates a company through the plus button and selects it', async () => {
    const form = projectDialog();
    await form.getByRole('button', { name: 'Nueva Empresa' }).click();
    const company = dialog('Nueva Empresa');
    await company.waitFor(WAIT);

    await confirm(company);
    expect(await company.getByText('Campo requerido').count()).toBe(2);

    await field(company, 'Nombre').fill(COMPANY);
    await field(company, 'Descripción').fill('Ingeniería y construcción de obras hospitalarias.');
    await field(company, 'Logo').setInputFiles(IMAGE);
    await company.locator('img').first().waitFor(WAIT);
    await field(company, 'Url Sitio Web').fill('no es una dirección');
    await confirm(company);
    await company.getByText('Url Sitio Web debe ser válida').waitFor(WAIT);
    await field(company, 'Url Sitio Web').fill('www.austral.cl');
    await confirm(company);

    await company.waitFor({ state: 'detached', ...WAIT });
    expect(await selectedCompany(form)).toBe(COMPANY);
  });

  it('adds specialties with Enter or the button, and removes one', async () => {
    const form = projectDialog();
    const add = form.getByRole('button', { name: 'Agregar' });
    expect(await add.isDisabled()).toBe(true);

    await field(form, 'Especialidades').fill('Obra gruesa');
    await field(form, 'Especialidades').press('Enter');
    await field(form, 'Especialidades').fill('Climatización');
    expect(await add.isDisabled()).toBe(false);
    await add.click();
    const added = form.getByRole('list', { name: 'Especialidades agregadas' });
    expect(await added.getByRole('listitem').allTextContents()).toEqual(['Obra gruesa', 'Climatización']);
    // Enter added a specialty: it did not send the form.
    expect(await form.isVisible()).toBe(true);

    await form.getByRole('button', { name: 'Quitar Obra gruesa' }).click();
    expect(await added.getByRole('listitem').allTextContents()).toEqual(['Climatización']);
    expect(await add.isDisabled()).toBe(true);
  });

  it('finds the Jefe OT by e-mail once more than 5 characters are typed', async () => {
    const form = projectDialog();
    const search = form.getByRole('combobox', { name: 'Usuario Jefe OT' });
    await search.pressSequentially('jefe.ot@', { delay: 20 });
    const option = page.getByRole('option', { name: /Javiera Soto/ });
    await option.waitFor(WAIT);
    await option.click();
    expect(await search.inputValue()).toBe('Javiera Soto');
  });

  it('holds the contract value to two decimals and the start date to today or later', async () => {
    const form = projectDialog();
    const amount = field(form, 'Monto Contrato');
    await amount.fill('1520000.255');
    await amount.blur();
    await form.getByText('El monto puede tener 2 decimales, formato XXXXXX.XX').waitFor(WAIT);
    await amount.fill('1520000.25');
    await form.getByText('El monto puede tener 2 decimales, formato XXXXXX.XX').waitFor({ state: 'detached', ...WAIT });

    const start = field(form, 'Fecha Inicio');
    await start.fill(shownDay(-1));
    await start.blur();
    await form.getByText('La fecha de inicio no puede ser anterior a hoy.').waitFor(WAIT);
    await start.fill(shownDay(3));
    await form.getByText('La fecha de inicio no puede ser anterior a hoy.').waitFor({ state: 'detached', ...WAIT });

    // The stepper counts whole days from zero.
    await form.getByRole('button', { name: 'Aumentar Plazo (días)' }).click();
    await form.getByRole('button', { name: 'Aumentar Plazo (días)' }).click();
    expect(await field(form, 'Plazo (días)').inputValue()).toBe('2');
    await field(form, 'Plazo (días)').fill('720');
  });

  it('creates the project and selects it in the header and the sidebar', async () => {
    const form = projectDialog();
    await field(form, 'ID').fill('HR-2501');
    await field(form, 'Nombre').fill(PROJECT);
    await field(form, 'Descripción').fill('Hospital de alta complejidad, 450 camas.');
    await field(form, 'Dirección').fill('Av. Libertador Bernardo O’Higgins 3065, Rancagua');
    // The test server has no map token: the position is typed in.
    await form.getByText('El mapa no está disponible', { exact: false }).waitFor(WAIT);
    await field(form, 'Latitud').fill('-95');
    await field(form, 'Latitud').blur();
    await form.getByText('Latitud no válida').waitFor(WAIT);
    await field(form, 'Latitud').fill('-34.1708');
    await field(form, 'Longitud').fill('-70.7444');
    await field(form, 'Imagen Proyecto').setInputFiles(IMAGE);
    await field(form, 'Tipo').selectOption({ label: 'Edificación' });
    await confirm(form);

    await form.waitFor({ state: 'detached', ...WAIT });
    await page
      .getByTestId('toasts')
      .getByRole('status')
      .filter({ hasText: 'Proyecto creado' })
      .getByText(`Se ha creado correctamente el proyecto «${PROJECT}».`)
      .waitFor(WAIT);
    await page.getByTestId('header-project-name').getByText(PROJECT, { exact: true }).waitFor(WAIT);
    await page.getByTestId('sidebar-project-name').getByText(PROJECT, { exact: true }).waitFor(WAIT);
    await page.getByTestId('project-listing').getByRole('article', { name: PROJECT, exact: true }).waitFor(WAIT);

    const created = (await projectsOf(server, 'admin@faena.cl')).find((project) => project.name === PROJECT);
    expect(created).toMatchObject({
      internal_id: 'HR-2501',
      company: { name: COMPANY },
      geo: { latitude: -34.1708, longitude: -70.7444 },
      specialties: [{ name: 'Climatización' }],
      details: { contract_value: 1520000.25, total_days: 720, start_date: chileDay(3), currency: { id: 2 } },
    });
    expect(created?.project_image).toEqual(expect.any(String));
    // The Jefe OT chosen in the form is a member of the new project.
    expect((await projectsOf(server, 'jefe.ot@faena.cl')).map((project) => project.name)).toContain(PROJECT);
  });

  it('edits the selected project with every field filled in, and renames it everywhere', async () => {
    await page.getByTestId('app-header').getByRole('button', { name: 'Editar Proyecto' }).click();
    const form = dialog('Editar Proyecto');
    await field(form, 'Nombre').waitFor(WAIT);
    expect(await field(form, 'ID').inputValue()).toBe('HR-2501');
    expect(await field(form, 'Nombre').inputValue()).toBe(PROJECT);
    expect(await field(form, 'Latitud').inputValue()).toBe('-34.1708');
    expect(await field(form, 'Monto Contrato').inputValue()).toBe('1520000.25');
    expect(await field(form, 'Fecha Inicio').inputValue()).toBe(shownDay(3));
    expect(await field(form, 'Tipo').inputValue()).toBe('1');
    expect(await selectedCompany(form)).toBe(COMPANY);
    expect(await field(form, 'Empresa').isDisabled()).toBe(true);
    expect(
      await form.getByRole('list', { name: 'Especialidades agregadas' }).getByRole('listitem').allTextContents(),
    ).toEqual(['Climatización']);
    // The Jefe OT is chosen only when the project is created.
    expect(await field(form, 'Usuario Jefe OT').count()).toBe(0);

    await field(form, 'Nombre').fill(RENAMED);
    // A refusal without a reason of the server's own keeps the dialog open with the spec's text.
    await page.route('**/api/project/update', (route) => route.fulfill({ status: 500, body: '' }), { times: 1 });
    await confirm(form);
    await form
      .getByRole('alert')
      .getByText('Hubo un error al actualizar los datos, por favor intenta nuevamente.')
      .waitFor(WAIT);
    await confirm(form);
    await form.waitFor({ state: 'detached', ...WAIT });
    await page
      .getByTestId('toasts')
      .getByRole('status')
      .filter({ hasText: 'Proyecto actualizado' })
      .getByText(`Se han guardado los datos del proyecto «${RENAMED}».`)
      .waitFor(WAIT);
    await page.getByTestId('header-project-name').getByText(RENAMED, { exact: true }).waitFor(WAIT);
    await page.getByTestId('sidebar-project-name').getByText(RENAMED, { exact: true }).waitFor(WAIT);
    await page.getByTestId('project-listing').getByRole('article', { name: RENAMED, exact: true }).waitFor(WAIT);
    expect((await projectsOf(server, 'admin@faena.cl')).map((project) => project.name)).toContain(RENAMED);
  });

  it('offers no plus button to a user who may not create companies', async () => {
    const [jefeContext, jefePage] = await projectsScreen(browser, server, 'jefe.ot@faena.cl');
    try {
      await jefePage.getByTestId('app-header').getByRole('button', { name: 'Nuevo Proyecto' }).click();
      const form = jefePage.getByRole('dialog', { name: 'Nuevo Proyecto' });
      await field(form, 'Empresa').waitFor(WAIT);
      expect(await selectedCompany(form)).toBe('Constructora Cordillera S.A.');
      expect(await form.getByRole('button', { name: 'Nueva Empresa' }).count()).toBe(0);
      await form.getByRole('button', { name: 'Cancelar' }).click();
      await form.waitFor({ state: 'detached', ...WAIT });
    } finally {
      await jefeContext.close();
    }
  });
});

describe('the map picker, where the deployment has a map token', () => {
  const HERE = { latitude: -33.4372, longitude: -70.6506 };
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer({ env: { MAPBOX_TOKEN: 'pk.prueba' } }), launchBrowser()]);
    [context, page] = await projectsScreen(browser, server, 'admin@faena.cl', {
      geolocation: HERE,
      permissions: ['geolocation'],
    });
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  it('starts a new project where the browser is, moves the marker with a click and sends its position', async () => {
    await page.getByTestId('app-header').getByRole('button', { name: 'Nuevo Proyecto' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo Proyecto' });
    const map = form.getByRole('application', { name: /^Mapa/ });
    await map.waitFor(WAIT);
    expect(await field(form, 'Latitud').count()).toBe(0);
    const position = form.getByText(/^Latitud -?\d/);
    // Written as every number is, in es-CL: a decimal comma, up to six decimals.
    await form.getByText('Latitud -33,4372 · Longitud -70,6506', { exact: false }).waitFor(WAIT);

    // Below and to the right of the centre is further south and further east.
    const box = await map.boundingBox();
    if (!box) throw new Error('the map has no size');
    await page.mouse.click(box.x + box.width / 2 + 80, box.y + box.height / 2 + 60);
    await form.getByText('Latitud -33,4372 ·', { exact: false }).waitFor({ state: 'detached', ...WAIT });
    const [, latitude, longitude] = (
      (await position.textContent())?.match(/Latitud (\S+) · Longitud (\S+)\./) ?? []
    ).map((shown) => shown.replace(',', '.'));
    expect(Number(latitude)).toBeLessThan(HERE.latitude);
    expect(Number(longitude)).toBeGreaterThan(HERE.longitude);

    await field(form, 'ID').fill('MP-01');
    await field(form, 'Nombre').fill('Centro de Distribución Quilicura');
    await field(form, 'Descripción').fill('Bodega logística de 12.000 m².');
    await field(form, 'Dirección').fill('Av. Américo Vespucio 1501, Quilicura');
    await field(form, 'Tipo').selectOption({ label: 'Industrial' });
    await field(form, 'Monto Contrato').fill('98000');
    await field(form, 'Plazo (días)').fill('300');
    await field(form, 'Fecha Inicio').fill(shownDay(0));
    await confirm(form);
    await form.waitFor({ state: 'detached', ...WAIT });

    const created = (await projectsOf(server, 'admin@faena.cl')).find((project) => project.internal_id === 'MP-01');
    expect(created?.geo).toEqual({ latitude: Number(latitude), longitude: Number(longitude) });
  });
});
