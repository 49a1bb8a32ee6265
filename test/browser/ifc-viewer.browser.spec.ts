import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { BROWSER_WAIT, launchBrowser, signedInTab } from '../support/browser';
import { startTestServer, type TestServer } from '../support/test-server';

jest.setTimeout(90_000);

/** A hand-written IFC4 wall (5 × 3 × 0,20 m) named 'Muro de prueba' with Pset_WallCommon. */
const WALL_IFC = readFileSync(join(__dirname, '../fixtures/muro-geometria.ifc'));
/** A valid IFC header with a project and nothing to draw. */
const EMPTY_IFC = readFileSync(join(__dirname, '../fixtures/muro.ifc'));

interface CanvasPixels {
  /** Share of pixels that differ from the top-left one (the background). */
  drawn: number;
  /** The centre pixel, [r, g, b]. */
  centre: [number, number, number];
}

/**
 * Counts, in the page (test code has no DOM types), the pixels of a PNG that differ from its
 * top-left one (the background) and reads its centre pixel.
 */
const READ_PNG = `async (source) => {
  const image = new Image();
  image.src = 'data:image/png;base64,' + source;
  await image.decode();
  const context = new OffscreenCanvas(image.width, image.height).getContext('2d');
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(0, 0, image.width, image.height);
  let drawn = 0;
  for (let at = 0; at < data.length; at += 4) {
    if (data[at] !== data[0] || data[at + 1] !== data[1] || data[at + 2] !== data[2]) drawn++;
  }
  const middle = (Math.floor(image.height / 2) * image.width + Math.floor(image.width / 2)) * 4;
  return { drawn: drawn / (data.length / 4), centre: [data[middle], data[middle + 1], data[middle + 2]] };
}`;

/** What the canvas shows, read from a screenshot: WebGL keeps no drawing buffer to read back. */
async function canvasPixels(page: Page, canvas: Locator): Promise<CanvasPixels> {
  const png = (await canvas.screenshot()).toString('base64');
  return (await page.evaluate(`(${READ_PNG})(${JSON.stringify(png)})`)) as CanvasPixels;
}

describe('an IFC model opened in the viewer inside the app', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const foreignRequests: string[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    const jefe = await server.login('jefe.ot@faena.cl');
    const projects = (await server.call('/project/getProjectsByUser', {}, jefe)).body.projects as Array<{ id: string }>;
    const projectId = projects[0]!.id;
    const uploaded = await server.form('/files/upload', { type: 8, project_id: projectId }, jefe, {
      file: { name: 'Muro geometría.ifc', content: WALL_IFC, type: 'application/octet-stream' },
    });
    expect(uploaded.status).toBe(200);
    const empty = await server.form('/files/upload', { type: 8, project_id: projectId }, jefe, {
      file: { name: 'Sin geometría.ifc', content: EMPTY_IFC, type: 'application/octet-stream' },
    });
    expect(empty.status).toBe(200);
    [context, page] = await signedInTab(browser, server.url, 'jefe.ot@faena.cl');
    // The project the model went to is the one the app shows.
    await page.evaluate(`localStorage.setItem('faena.project', ${JSON.stringify(JSON.stringify(projectId))})`);
    page.on('request', (request) => {
      if (!request.url().startsWith(server.url) && !request.url().startsWith('data:')) {
        foreignRequests.push(request.url());
      }
    });
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  it('draws the model, fitted to the view, with its WebAssembly from the app and nothing from elsewhere', async () => {
    await page.goto(`${server.url}/planos`);
    const wasm = page.waitForResponse((response) => response.url().endsWith('.wasm'));
    await page.getByRole('button', { name: /^Muro geometría\.ifc/ }).click();
    expect((await wasm).url()).toMatch(new RegExp(`^${server.url}/assets/web-ifc-[\\w-]+\\.wasm$`));
    await page.getByText('Arrastra para girar', { exact: false }).waitFor(BROWSER_WAIT);
    await expect(page.getByRole('status').filter({ hasText: 'Cargando modelo…' }).count()).resolves.toBe(0);

    const pixels = await canvasPixels(page, page.getByLabel('Modelo 3D Muro geometría.ifc'));
    // The wall fills a good part of the view, not all of it (fitted, with a margin).
    expect(pixels.drawn).toBeGreaterThan(0.05);
    expect(pixels.drawn).toBeLessThan(0.9);
    expect(foreignRequests).toEqual([]);
  });

  it('shows the properties of the element clicked at the centre, highlighted', async () => {
    const canvas = page.locator('canvas');
    const before = await canvasPixels(page, canvas);
    await canvas.click();
    const panel = page.getByRole('complementary', { name: 'Propiedades' });
    await panel.getByText('Muro de prueba').waitFor(BROWSER_WAIT);
    await panel.getByText('IFCWALL', { exact: true }).waitFor(BROWSER_WAIT);
    await panel.getByText('0Wq9Xh4Ls2Bd7Nf1Rk3Tz5').waitFor(BROWSER_WAIT);
    const pset = panel.getByRole('region', { name: 'Pset_WallCommon' });
    await pset.getByText('IsExternal').waitFor(BROWSER_WAIT);
    await pset.getByText('Sí', { exact: true }).waitFor(BROWSER_WAIT);
    await pset.getByText('F60').waitFor(BROWSER_WAIT);

    // Brick before, the highlight blue after.
    const [red, , blue] = before.centre;
    expect(red).toBeGreaterThan(blue);
    const after = await canvasPixels(page, canvas);
    expect(after.centre[2]).toBeGreaterThan(after.centre[0]);
  });

  it("writes the picked element's quantities with the model's units", async () => {
    const quantities = page
      .getByRole('complementary', { name: 'Propiedades' })
      .getByRole('region', { name: 'Qto_WallBaseQuantities' });
    const value = (term: string) => quantities.locator('div').filter({ hasText: term }).locator('dd');
    await expect(value('Height').textContent()).resolves.toBe('3 m');
    await expect(value('NetVolume').textContent()).resolves.toBe('3 m³');
  });

  it('clears the panel when the click falls on empty space', async () => {
    const canvas = page.locator('canvas');
    await canvas.click({ position: { x: 5, y: 5 } });
    await page.getByText('Haz click en un elemento del modelo para ver sus propiedades.').waitFor(BROWSER_WAIT);
    expect(foreignRequests).toEqual([]);
  });

  it('says in Spanish why a model with nothing to draw cannot be shown', async () => {
    await page.getByRole('button', { name: /^Sin geometría\.ifc/ }).click();
    await page
      .getByText('El modelo «Sin geometría.ifc» no tiene elementos con geometría para mostrar.')
      .waitFor(BROWSER_WAIT);
    await page.getByText('No se pudo abrir el modelo').waitFor(BROWSER_WAIT);
  });
});
