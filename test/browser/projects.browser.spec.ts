import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, signedInTab } from '../support/browser';
import { PNG_1X1, projectForm } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

jest.setTimeout(60_000);

const WAIT = { timeout: 15_000 };
const AROMOS = 'Edificio Parque Los Aromos';
const LO_AGUIRRE = 'Ampliación Planta Lo Aguirre';
const PROVIDENCIA = 'Remodelación Oficinas Providencia';

describe('projects and closed projects', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const sidebar = () => page.getByTestId('sidebar');
  const listing = () => page.getByTestId('project-listing');
  const item = (name: string) => listing().getByRole('article', { name, exact: true });
  const names = async () => (await listing().getByRole('heading', { level: 2 }).allTextContents()).sort();
  const dialog = () => page.getByRole('dialog');

  const openScreen = async (link: string) => {
    await sidebar().getByRole('link', { name: link, exact: true }).click();
    await page.getByRole('heading', { name: link, level: 1 }).waitFor(WAIT);
    await listing().waitFor(WAIT);
  };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    [context, page] = await signedInTab(browser, server.url, 'admin@faena.cl');
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  it('lists the open projects in a grid of four columns', async () => {
    await openScreen('Proyectos');
    expect(await listing().getAttribute('data-view')).toBe('grid');
    expect(await names()).toEqual([LO_AGUIRRE, AROMOS]);
    const columns = String(
      await page.evaluate(
        `getComputedStyle(document.querySelector('[data-testid="project-listing"]')).gridTemplateColumns`,
      ),
    );
    expect(columns.split(' ')).toHaveLength(4);
    const aromos = item(AROMOS);
    await aromos.getByText('OB-2301 · Constructora Cordillera S.A.').waitFor(WAIT);
    await aromos.getByText('Los Aromos 1234, Ñuñoa').waitFor(WAIT);
    await aromos.getByText('4 integrantes').waitFor(WAIT);
    await aromos.getByText('UF 285.400,50 · 540 días').waitFor(WAIT);
  });

  it('follows the listing view chosen in the header', async () => {
    await page.getByRole('button', { name: 'Lista' }).click();
    await page.locator('[data-testid="project-listing"][data-view="list"]').waitFor(WAIT);
    expect(await names()).toEqual([LO_AGUIRRE, AROMOS]);
    await page.getByRole('button', { name: 'Gestión' }).click();
    expect(await listing().getAttribute('data-view')).toBe('list');
    await page.getByRole('button', { name: 'Cuadrícula' }).click();
    await page.locator('[data-testid="project-listing"][data-view="grid"]').waitFor(WAIT);
  });

  it('opens a project on its dashboard when its card is clicked', async () => {
    await item(LO_AGUIRRE).click();
    await page.getByRole('heading', { name: 'Panel de Control' }).waitFor(WAIT);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByTestId('sidebar-project-name').textContent()).toBe(LO_AGUIRRE);
  });

  it('asks for a reason before closing a project, and only Cancelar dismisses the dialog', async () => {
    await openScreen('Proyectos');
    await page.getByRole('button', { name: `Cerrar proyecto ${AROMOS}` }).click();
    await dialog().getByRole('heading', { name: 'Cerrar Proyecto' }).waitFor(WAIT);
    await dialog()
      .getByText(/desaparecerá de todos los listados y selecciones de los usuarios asociados/)
      .waitFor(WAIT);
    await dialog().getByRole('button', { name: 'Confirmar' }).click();
    await dialog().getByText('Campo requerido').waitFor(WAIT);
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    expect(await dialog().isVisible()).toBe(true);
    await dialog().getByRole('button', { name: 'Cancelar' }).click();
    await dialog().waitFor({ state: 'detached', ...WAIT });
    expect(await names()).toEqual([LO_AGUIRRE, AROMOS]);
  });

  it('closes a project: it leaves the list and the project switcher', async () => {
    await page.getByRole('button', { name: `Cerrar proyecto ${AROMOS}` }).click();
    await dialog()
      .getByLabel(/^Motivo/)
      .fill('Obra suspendida por el mandante.');
    await dialog().getByRole('button', { name: 'Confirmar' }).click();
    await dialog().waitFor({ state: 'detached', ...WAIT });
    await item(AROMOS).waitFor({ state: 'detached', ...WAIT });
    expect(await names()).toEqual([LO_AGUIRRE]);

    await sidebar().getByRole('button', { name: 'Cambiar de Proyecto' }).click();
    await page.getByRole('menuitemradio', { name: new RegExp(LO_AGUIRRE) }).waitFor(WAIT);
    expect(await page.getByRole('menuitemradio', { name: new RegExp(AROMOS) }).count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('shows it among the closed projects with who closed it and why', async () => {
    await openScreen('Proyectos Cerrados');
    expect(await names()).toEqual([AROMOS, PROVIDENCIA]);
    const aromos = item(AROMOS);
    await aromos.getByText('Cerrado por: Administración Faena').waitFor(WAIT);
    await aromos.getByText('Obra suspendida por el mandante.').waitFor(WAIT);
    // A closed project cannot be opened, only restored.
    expect(await aromos.getByRole('button', { name: AROMOS, exact: true }).count()).toBe(0);
  });

  it('reopens it: it leaves the closed list and is back among the projects', async () => {
    await page.getByRole('button', { name: `Restaurar proyecto ${AROMOS}` }).click();
    await dialog().getByRole('heading', { name: 'Restaurar Proyecto' }).waitFor(WAIT);
    await dialog()
      .getByText(/volverá a aparecer en los listados/)
      .waitFor(WAIT);
    await dialog()
      .getByLabel(/^Motivo/)
      .fill('Se reanudan las obras.');
    await dialog().getByRole('button', { name: 'Confirmar' }).click();
    await dialog().waitFor({ state: 'detached', ...WAIT });
    await item(AROMOS).waitFor({ state: 'detached', ...WAIT });
    expect(await names()).toEqual([PROVIDENCIA]);

    await openScreen('Proyectos');
    await item(AROMOS).waitFor(WAIT);
    expect(await names()).toEqual([LO_AGUIRRE, AROMOS]);
  });

  it('keeps the dialog open with the server reason when the server refuses', async () => {
    await page.getByRole('button', { name: `Cerrar proyecto ${LO_AGUIRRE}` }).click();
    await dialog()
      .getByLabel(/^Motivo/)
      .fill('Cierre duplicado.');
    // Someone else closes it first.
    const jefe = await server.login('jefe.ot@faena.cl');
    const closed = await server.call('/project/closeProject', { project_id: 'demo-lo-aguirre', reason: 'Antes' }, jefe);
    expect(closed.status).toBe(200);
    await dialog().getByRole('button', { name: 'Confirmar' }).click();
    await dialog().getByRole('alert').getByText('El proyecto ya está cerrado.').waitFor(WAIT);
    expect(
      await dialog()
        .getByLabel(/^Motivo/)
        .inputValue(),
    ).toBe('Cierre duplicado.');
    await dialog().getByRole('button', { name: 'Cancelar' }).click();
    await dialog().waitFor({ state: 'detached', ...WAIT });
    // The live push took it off the list meanwhile; put it back for the tests below.
    await item(LO_AGUIRRE).waitFor({ state: 'detached', ...WAIT });
    await server.call('/project/openProject', { project_id: 'demo-lo-aguirre', reason: 'Vuelve' }, jefe);
    await item(LO_AGUIRRE).waitFor(WAIT);
  });

  it('shows a project another user creates without a reload', async () => {
    const jefe = await server.login('jefe.ot@faena.cl');
    const { status } = await server.form('/project/create', projectForm({ jefe_ot_user: 'demo-admin' }), jefe, {
      project_image: { name: 'fachada.png', content: PNG_1X1, type: 'image/png' },
    });
    expect(status).toBe(200);
    const created = item('Condominio Altos del Maipo');
    await created.waitFor(WAIT);
    expect(await created.locator('img').getAttribute('src')).toMatch(/^\/api\/files\//);
    expect(await names()).toEqual([LO_AGUIRRE, 'Condominio Altos del Maipo', AROMOS]);
  });

  it('offers no close or restore button to a user without status_project', async () => {
    const [fieldContext, fieldPage] = await signedInTab(browser, server.url, 'terreno@faena.cl');
    try {
      await fieldPage.goto(`${server.url}/projects`);
      const fieldListing = fieldPage.getByTestId('project-listing');
      await fieldListing.getByRole('article', { name: AROMOS, exact: true }).waitFor(WAIT);
      expect(await fieldPage.getByRole('button', { name: /^Cerrar proyecto/ }).count()).toBe(0);
      await fieldPage.goto(`${server.url}/closed-projects`);
      await fieldListing.getByRole('article', { name: PROVIDENCIA, exact: true }).waitFor(WAIT);
      expect(await fieldPage.getByRole('button', { name: /^Restaurar proyecto/ }).count()).toBe(0);
    } finally {
      await fieldContext.close();
    }
  });
});
