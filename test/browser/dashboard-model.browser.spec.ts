import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BROWSER_WAIT, launchBrowser, signedInTab } from '../support/browser';
import { MURO_IFC, openPlanimetria, selectedProjectId, uploadModel } from '../support/model-files';
import { startTestServer, type TestServer } from '../support/test-server';

jest.setTimeout(120_000);

/** A hand-written IFC4 wall (5 × 3 × 0,20 m) named 'Muro de prueba'. */
const WALL_IFC = readFileSync(join(__dirname, '../fixtures/muro-geometria.ifc'));

describe("the project's main model on the dashboard", () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let jefe: string;
  let projectId: string;

  const card = () => page.getByTestId('dashboard-project');
  const projectName = () => page.locator('#dashboard-project-name');
  const canvas = () => card().getByLabel('Modelo 3D Muro.ifc');
  const nameTop = async () => (await projectName().boundingBox())!.y;
  const openDashboard = async () => {
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Panel de Control' })
      .click();
    await projectName().waitFor(BROWSER_WAIT);
  };
  const mainModel = (body: object | null) =>
    body
      ? server.call('/forge/setProjectMainModel', { project_id: projectId, ...body }, jefe)
      : fetch(`${server.url}/api/forge/deleteProjectMainModel`, {
          method: 'DELETE',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${jefe}` },
          body: JSON.stringify({ main_model_id: projectId }),
        });

  /** Waits until the model is drawn in the card, and answers the canvas's width. */
  async function drawnCanvasWidth(): Promise<number> {
    await card().getByText('Arrastra para girar', { exact: false }).waitFor(BROWSER_WAIT);
    return (await canvas().boundingBox())!.width;
  }

  let fileId: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    [context, page] = await signedInTab(browser, server.url, 'jefe.ot@faena.cl', {
      viewport: { width: 1366, height: 800 },
    });
    jefe = await server.login('jefe.ot@faena.cl');
    projectId = await selectedProjectId(page);
    fileId = await uploadModel(server, jefe, projectId, 'Muro.ifc', WALL_IFC);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  it('at 1366 × 800, starred in Planimetría, draws the model at the size of the project image', async () => {
    const withImage = await nameTop();
    const imageWidth = (await card().getByTestId('project-image-placeholder').boundingBox())!.width;

    await openPlanimetria(page);
    await page.getByRole('button', { name: 'Marcar Muro.ifc como modelo principal' }).click();
    await page.getByRole('button', { name: 'Quitar Muro.ifc como modelo principal' }).waitFor(BROWSER_WAIT);
    await openDashboard();

    const width = await drawnCanvasWidth();
    expect(width).toBeGreaterThan(300);
    expect(Math.abs(width - imageWidth)).toBeLessThanOrEqual(2);
    expect(await nameTop()).toBe(withImage);
    // No properties until an element is picked: the card keeps its size.
    expect(await card().getByText('Haz click en un elemento del modelo', { exact: false }).count()).toBe(0);

    await canvas().click();
    const properties = card().getByRole('complementary', { name: 'Propiedades' });
    await properties.getByText('Muro de prueba').waitFor(BROWSER_WAIT);
    const below = (await properties.boundingBox())!;
    const drawn = (await canvas().boundingBox())!;
    expect(below.y).toBeGreaterThanOrEqual(drawn.y + drawn.height);
    expect(await nameTop()).toBe(withImage);
  });

  it('at 1920 × 1080 gives the model a wider slot, and the name stays at the top', async () => {
    await mainModel(null);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await card().getByTestId('project-image-placeholder').waitFor(BROWSER_WAIT);
    const withImage = await nameTop();

    expect((await mainModel({ file_id: fileId })).status).toBe(200);
    const width = await drawnCanvasWidth();
    expect(width).toBeGreaterThan(450);
    expect(await nameTop()).toBe(withImage);
  });

  it('shows the project image, saying why, when the main model cannot be drawn', async () => {
    // muro.ifc is a valid IFC with nothing to draw.
    const empty = await uploadModel(server, jefe, projectId, 'Sin geometría.ifc', MURO_IFC);
    expect((await mainModel({ file_id: empty })).status).toBe(200);
    await card().getByText('No se pudo mostrar el modelo principal «Sin geometría.ifc».').waitFor(BROWSER_WAIT);
    await card().getByTestId('project-image-placeholder').waitFor(BROWSER_WAIT);
    expect(await card().getByText('No se pudo abrir el modelo').count()).toBe(0);
  });
});
