import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BROWSER_WAIT, launchBrowser, signedInTab } from '../support/browser';
import { PNG_1X1 } from '../support/fixtures';
import { ifcOfSize, openPlanimetria, selectedProjectId, uploadModel } from '../support/model-files';
import { startTestServer, type TestServer } from '../support/test-server';

jest.setTimeout(120_000);

/** A hand-written IFC4 wall, drawn by the viewer. */
const WALL_IFC = readFileSync(join(__dirname, '../fixtures/muro-geometria.ifc'));

describe('the upload center beside the model viewer', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const center = () => page.getByTestId('upload-center');
  const viewer = () => page.getByRole('region', { name: 'Visor de modelos' });
  const dialog = () => page.getByRole('dialog', { name: 'Subir modelo' });
  const box = async (locator: ReturnType<Page['getByTestId']>) => (await locator.boundingBox())!;

  async function uploadThroughDialog(name: string, buffer: Buffer) {
    await page.getByRole('button', { name: 'Subir modelo' }).click();
    await dialog().getByLabel('Modelos').setInputFiles({ name, mimeType: 'application/octet-stream', buffer });
    await dialog().getByRole('button', { name: 'Confirmar' }).click();
    await dialog().waitFor({ state: 'detached', ...BROWSER_WAIT });
  }

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    [context, page] = await signedInTab(browser, server.url, 'jefe.ot@faena.cl', {
      viewport: { width: 1366, height: 800 },
    });
    const jefe = await server.login('jefe.ot@faena.cl');
    await uploadModel(server, jefe, await selectedProjectId(page), 'Muro.ifc', WALL_IFC);
    await openPlanimetria(page);
    await page.getByRole('button', { name: /^Muro\.ifc/ }).click();
    await viewer().getByText('Arrastra para girar', { exact: false }).waitFor(BROWSER_WAIT);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  it('leaves the viewer and its properties reachable while it works, and folds away once all is stored', async () => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 500_000,
    });
    await uploadThroughDialog('Losa.ifc', ifcOfSize(600_000));
    const row = center().getByRole('listitem', { name: 'Losa.ifc' });
    await row.getByText(/Subiendo/).waitFor(BROWSER_WAIT);

    // At the end of the page the center lies below the viewer, not over it.
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    const shown = await box(viewer());
    const docked = await box(center());
    expect(docked.y).toBeGreaterThanOrEqual(shown.y + shown.height);
    const panel = viewer().getByRole('complementary', { name: 'Propiedades' });
    const properties = await box(panel);
    expect(
      await page.evaluate(
        `document.elementFromPoint(${properties.x + 20}, ${properties.y + properties.height - 5}).closest('[data-testid="upload-center"]')`,
      ),
    ).toBeNull();

    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    // Stored: 'Completado', then the list folds to the header, and the center leaves a moment later.
    await row.getByText('Completado').waitFor(BROWSER_WAIT);
    await center().getByRole('button', { name: 'Mostrar cargas' }).waitFor({ timeout: 60_000 });
    expect(await center().getByRole('list').count()).toBe(0);
    await center().waitFor({ state: 'detached', ...BROWSER_WAIT });
  });

  it('stays open with the message when a file is refused', async () => {
    await uploadThroughDialog('Escaleras.ifc', PNG_1X1);
    const refused = center().getByRole('listitem', { name: 'Escaleras.ifc' });
    await refused
      .getByRole('alert')
      .getByText('El contenido del archivo no corresponde', { exact: false })
      .waitFor(BROWSER_WAIT);
    const fold = center().getByRole('button', { name: 'Ocultar cargas' });
    expect(await fold.getAttribute('aria-expanded')).toBe('true');
  });
});
