import { readFileSync } from 'node:fs';
import JSZip from 'jszip';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { storageFigures } from '../../client/src/features/dashboard/storage-figures';
import { expectNoSeriousViolations } from '../support/axe';
import { BROWSER_WAIT, launchBrowser, signedInTab } from '../support/browser';
import { until } from '../support/eventually';
import {
  ifcOfSize,
  MURO_IFC,
  NWC_MODEL,
  openPlanimetria,
  selectedProjectId,
  uploadModel,
} from '../support/model-files';
import { startTestServer, type TestServer } from '../support/test-server';

jest.setTimeout(120_000);

const LOSA = ifcOfSize(3_000_000);

describe('Planimetría and the dashboard viewer', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let jefe: string;
  let projectId: string;

  const models = () => page.getByRole('list', { name: 'Modelos del proyecto' });
  const model = (name: string) => models().getByRole('listitem').filter({ hasText: name });
  const viewer = () => page.getByRole('region', { name: 'Visor de modelos' });
  const menu = () => page.getByRole('navigation', { name: 'Menú principal' });
  const storage = async () =>
    (await server.call('/project/getStorageSize', { project_id: projectId }, jefe)).body.data as { total_size: number };
  const shownFigures = (totalSize: number) => storageFigures(totalSize).text;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    [context, page] = await signedInTab(browser, server.url, 'jefe.ot@faena.cl', { acceptDownloads: true });
    jefe = await server.login('jefe.ot@faena.cl');
    projectId = await selectedProjectId(page);
    await uploadModel(server, jefe, projectId, 'Muro.ifc', MURO_IFC);
    await uploadModel(server, jefe, projectId, 'Losa.ifc', LOSA);
    await uploadModel(server, jefe, projectId, 'Torre.nwc', NWC_MODEL);
    await openPlanimetria(page);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  it('lists the models, searches past 3 characters, and shows each in the viewer', async () => {
    for (const name of ['Losa.ifc', 'Muro.ifc', 'Torre.nwc']) await model(name).waitFor(BROWSER_WAIT);
    const search = page.getByLabel('Buscar modelo');
    /** The searches the list asked the server for. */
    const asked: unknown[] = [];
    const record = (request: Request) => {
      if (request.url().endsWith('/api/forge/getForgeFiles')) asked.push(request.postDataJSON()?.search);
    };
    page.on('request', record);
    // Typed key by key, the list asks once, for the whole word: the search waits for quiet typing
    // (spec 9), and 'Mur' asks for nothing (3 characters: model-search.spec.ts).
    await search.pressSequentially('Muro');
    // A list being loaded again may show other rows meanwhile.
    await until(
      'the list searched for Muro shows it alone',
      async () => (await models().getByRole('listitem').count()) === 1 && (await model('Muro.ifc').count()) === 1,
      BROWSER_WAIT,
    );
    page.off('request', record);
    expect(asked).toEqual(['Muro']);
    // Picking it puts its name in the search, which then lists every model again.
    await model('Muro.ifc')
      .getByRole('button', { name: /^Muro\.ifc/ })
      .click();
    await model('Torre.nwc').waitFor(BROWSER_WAIT);
    expect(await search.inputValue()).toBe('Muro.ifc');
    await viewer().getByText('Muro.ifc').first().waitFor(BROWSER_WAIT);

    // An Autodesk format is offered for download, with the note about the Autodesk service.
    await model('Torre.nwc')
      .getByRole('button', { name: /^Torre\.nwc/ })
      .click();
    await viewer()
      .getByText(/se necesita el servicio de Autodesk/)
      .waitFor(BROWSER_WAIT);
    const link = viewer().getByRole('link', { name: 'Descargar Torre.nwc' });
    const response = await page.request.get(new URL((await link.getAttribute('href'))!, server.url).toString());
    expect(Buffer.from(await response.body())).toEqual(NWC_MODEL);
    await expectNoSeriousViolations(page, 'Planimetría');
  });

  it("downloads every listed model in one zip with 'Descargar Todo'", async () => {
    await page.getByLabel('Buscar modelo').fill('');
    await model('Torre.nwc').waitFor(BROWSER_WAIT);
    const [download] = await Promise.all([
      page.waitForEvent('download', BROWSER_WAIT),
      page.getByRole('button', { name: 'Descargar Todo' }).click(),
    ]);
    const zip = await JSZip.loadAsync(readFileSync((await download.path())!));
    expect(Object.keys(zip.files).sort()).toEqual(['Losa.ifc', 'Muro.ifc', 'Torre.nwc']);
    // Compared as buffers: a deep comparison of 3 MB byte by byte takes seconds.
    expect((await zip.file('Losa.ifc')!.async('nodebuffer')).equals(LOSA)).toBe(true);
    expect((await zip.file('Torre.nwc')!.async('nodebuffer')).equals(NWC_MODEL)).toBe(true);
  });

  it('sets the main model with the star, and the dashboard shows it instead of the project image', async () => {
    const star = page.getByRole('button', { name: 'Marcar Muro.ifc como modelo principal' });
    await star.click();
    const pressed = page.getByRole('button', { name: 'Quitar Muro.ifc como modelo principal' });
    await pressed.waitFor(BROWSER_WAIT);
    expect(await pressed.getAttribute('aria-pressed')).toBe('true');
    const { body } = await server.call('/forge/getProjectMainModel', { project_id: projectId }, jefe);
    expect((body.file as { name: string }).name).toBe('Muro.ifc');

    await menu().getByRole('link', { name: 'Panel de Control' }).click();
    const slot = page.getByTestId('dashboard-project').getByTestId('main-model');
    await slot.waitFor(BROWSER_WAIT);
    // muro.ifc has nothing to draw: the slot keeps the project image and says why.
    await slot.getByText('No se pudo mostrar el modelo principal «Muro.ifc».').waitFor(BROWSER_WAIT);

    // Cleared elsewhere, the dashboard goes back to the project's image live.
    const cleared = await fetch(`${server.url}/api/forge/deleteProjectMainModel`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${jefe}` },
      body: JSON.stringify({ main_model_id: projectId }),
    });
    expect(cleared.status).toBe(200);
    await slot.waitFor({ state: 'detached', ...BROWSER_WAIT });
  });

  it('shows the storage use against the quota, and follows new uploads live', async () => {
    const figures = page.getByTestId('storage-figures');
    const before = await storage();
    expect(before.total_size).toBe(MURO_IFC.length + LOSA.length + NWC_MODEL.length);
    await figures.getByText(shownFigures(before.total_size), { exact: true }).waitFor(BROWSER_WAIT);
    expect(await figures.textContent()).toBe('3 MB de 10,7 GB · 0,03 %');

    await uploadModel(server, jefe, projectId, 'Fundaciones.ifc', ifcOfSize(1_500_000));
    const after = await storage();
    expect(after.total_size).toBeGreaterThan(before.total_size);
    await figures.getByText(shownFigures(after.total_size), { exact: true }).waitFor(BROWSER_WAIT);
    expect(await page.getByRole('progressbar', { name: 'Almacenamiento usado' }).count()).toBe(1);
    await expectNoSeriousViolations(page, 'Panel con almacenamiento');
  });

  it('deletes a model only once the user confirms', async () => {
    await openPlanimetria(page);
    await model('Losa.ifc').getByRole('button', { name: 'Eliminar Losa.ifc' }).click();
    const confirm = page
      .getByRole('alertdialog', { name: 'Eliminar modelo' })
      .or(page.getByRole('dialog', { name: 'Eliminar modelo' }));
    await confirm.getByText('¿Eliminar el modelo Losa.ifc?').waitFor(BROWSER_WAIT);
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'detached', ...BROWSER_WAIT });
    expect(await model('Losa.ifc').count()).toBe(1);

    await model('Losa.ifc').getByRole('button', { name: 'Eliminar Losa.ifc' }).click();
    await confirm.getByRole('button', { name: 'Aceptar' }).click();
    await model('Losa.ifc').waitFor({ state: 'detached', ...BROWSER_WAIT });
    await page.getByText('Se eliminó Losa.ifc.').waitFor(BROWSER_WAIT);
    const { body } = await server.call('/forge/getForgeFiles', { project_id: projectId }, jefe);
    expect((body.forge_files as { name: string }[]).map((file) => file.name)).toEqual([
      'Fundaciones.ifc',
      'Muro.ifc',
      'Torre.nwc',
    ]);
  });

  it('hides upload, star and delete from a user without those capabilities', async () => {
    const [terrenoContext, terreno] = await signedInTab(browser, server.url, 'terreno@faena.cl');
    try {
      await terreno.evaluate(`localStorage.setItem('faena.project', ${JSON.stringify(JSON.stringify(projectId))})`);
      await terreno.goto(`${server.url}/planos`);
      await terreno.getByRole('heading', { name: 'Planimetría', level: 1 }).waitFor(BROWSER_WAIT);
      const list = terreno.getByRole('list', { name: 'Modelos del proyecto' });
      await list.getByRole('button', { name: /^Muro\.ifc/ }).waitFor(BROWSER_WAIT);
      await terreno.getByRole('button', { name: 'Descargar Todo' }).waitFor(BROWSER_WAIT);
      expect(await terreno.getByRole('button', { name: 'Subir modelo' }).count()).toBe(0);
      expect(await terreno.getByRole('button', { name: /como modelo principal$/ }).count()).toBe(0);
      expect(await terreno.getByRole('button', { name: /^Eliminar / }).count()).toBe(0);
      // The server holds the rule too.
      const token = await server.login('terreno@faena.cl');
      const refused = await server.form('/files/upload', { type: 8, project_id: projectId }, token, {
        file: { name: 'Ajeno.ifc', content: MURO_IFC, type: 'application/octet-stream' },
      });
      expect(refused.status).toBe(403);
    } finally {
      await terrenoContext.close();
    }
  });
});
