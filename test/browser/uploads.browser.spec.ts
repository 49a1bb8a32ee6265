import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { formatSize } from '../../services/contracts/number-format';
import { expectNoSeriousViolations } from '../support/axe';
import { BROWSER_WAIT, launchBrowser, signedInTab } from '../support/browser';
import { until } from '../support/eventually';
import { PNG_1X1 } from '../support/fixtures';
import { ifcOfSize, openPlanimetria, selectedProjectId } from '../support/model-files';
import { startTestServer, type TestServer } from '../support/test-server';

jest.setTimeout(120_000);

const MODEL_SIZE = 600_000;

describe('the upload center', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const center = () => page.getByTestId('upload-center');
  const queued = (name: string) => center().getByRole('listitem', { name });
  const models = () => page.getByRole('list', { name: 'Modelos del proyecto' });
  const dialog = () => page.getByRole('dialog', { name: 'Subir modelo' });
  const picker = (scope: Locator) => scope.getByLabel('Modelos');
  const countByStatus = (status: string) =>
    page.locator(`[data-testid="upload-center"] li[data-status="${status}"]`).count();
  /** Whether closing the page now would ask first (the beforeunload the app set). */
  const leavingAsks = () =>
    page.evaluate(`(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    })()`);

  /** Opens 'Subir modelo', picks each file with its own use of the picker, and sends them. */
  async function uploadThroughDialog(files: { name: string; buffer: Buffer }[], description = '') {
    await page.getByRole('button', { name: 'Subir modelo' }).click();
    await dialog().waitFor(BROWSER_WAIT);
    if (description) await dialog().getByLabel('Descripción').fill(description);
    for (const file of files) {
      await picker(dialog()).setInputFiles({
        name: file.name,
        mimeType: 'application/octet-stream',
        buffer: file.buffer,
      });
    }
    await dialog().getByRole('button', { name: 'Confirmar' }).click();
    await dialog().waitFor({ state: 'detached', ...BROWSER_WAIT });
  }

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    [context, page] = await signedInTab(browser, server.url, 'jefe.ot@faena.cl');
    await openPlanimetria(page);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  it('sends five models at most three at a time, with size, progress and speed, and lists them', async () => {
    const names = ['Muro norte.ifc', 'Muro sur.ifc', 'Losa nivel 1.ifc', 'Losa nivel 2.ifc', 'Fundaciones.ifc'];
    const files = names.map((name) => ({ name, buffer: ifcOfSize(MODEL_SIZE) }));
    // Slow uploads (about 1 MB/s for the whole tab), so the queue can be watched.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 1_000_000,
    });
    expect(await leavingAsks()).toBe(false);

    await uploadThroughDialog(files, 'Modelos de estructura');
    await center().waitFor(BROWSER_WAIT);
    await page.waitForFunction(
      `document.querySelectorAll('[data-testid="upload-center"] li[data-status="uploading"]').length === 3`,
      undefined,
      BROWSER_WAIT,
    );
    expect(await countByStatus('waiting')).toBe(2);
    const size = formatSize(ifcOfSize(MODEL_SIZE).length);
    for (const name of names) await queued(name).getByText(size, { exact: true }).waitFor(BROWSER_WAIT);
    await center()
      .getByText(/Subiendo \d+ % · \d+(,\d)? Mbps/)
      .first()
      .waitFor(BROWSER_WAIT);
    await center()
      .getByRole('progressbar', { name: `Progreso de ${names[0]}` })
      .waitFor(BROWSER_WAIT);
    expect(await leavingAsks()).toBe(true);
    // Never more than three at once, until every one is stored: the page notes the most of each
    // status the queue ever shows at once, at every change of it, rather than the test sampling it.
    await page.evaluate(`(() => {
      const count = (status) =>
        document.querySelectorAll('[data-testid="upload-center"] li[data-status="' + status + '"]').length;
      const most = { uploading: 0, failed: 0, done: 0 };
      const note = () => {
        for (const status of Object.keys(most)) most[status] = Math.max(most[status], count(status));
      };
      note();
      window.__most = most;
      new MutationObserver(note).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['data-status'],
      });
    })()`);
    // A function, not a string: the app's Content-Security-Policy refuses eval while it polls.
    await page.waitForFunction(
      (count) => (globalThis as unknown as { __most: { done: number } }).__most.done === count,
      names.length,
      { timeout: 60_000 },
    );
    const most = (await page.evaluate('window.__most')) as { uploading: number; failed: number };
    expect(most.uploading).toBeLessThanOrEqual(3);
    expect(most.failed).toBe(0);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    expect(await leavingAsks()).toBe(false);

    for (const name of names)
      await models()
        .getByRole('button', { name: new RegExp(`^${name}`) })
        .waitFor(BROWSER_WAIT);
    const token = await server.login('jefe.ot@faena.cl');
    const { body } = await server.call('/forge/getForgeFiles', { project_id: await selectedProjectId(page) }, token);
    const listed = body.forge_files as { name: string; description: string }[];
    expect(listed.map((model) => model.name).sort()).toEqual([...names].sort());
    expect(new Set(listed.map((model) => model.description))).toEqual(new Set(['Modelos de estructura']));
    // Stored files leave the queue a moment later.
    await center().waitFor({ state: 'detached', ...BROWSER_WAIT });
  });

  it("shows why an upload failed, and sends it again on 'Reintentar' or drops it on 'Quitar'", async () => {
    // The connection drops on the first try of Cubierta.ifc only.
    let dropped = false;
    await page.route('**/api/files/upload', async (route) => {
      if (dropped) return route.continue();
      dropped = true;
      return route.abort('connectionreset');
    });
    await uploadThroughDialog([{ name: 'Cubierta.ifc', buffer: ifcOfSize(2_000) }]);
    const cut = queued('Cubierta.ifc');
    await cut.getByRole('alert').getByText('No hay conexión con el servidor.').waitFor(BROWSER_WAIT);
    await cut.getByRole('button', { name: 'Reintentar' }).click();
    await cut.getByText('Completado').waitFor(BROWSER_WAIT);
    await models()
      .getByRole('button', { name: /^Cubierta\.ifc/ })
      .waitFor(BROWSER_WAIT);
    await page.unroute('**/api/files/upload');

    // A picture named as a model: the server refuses it by its content, in Spanish.
    await uploadThroughDialog([{ name: 'Escaleras.ifc', buffer: PNG_1X1 }]);
    const refused = queued('Escaleras.ifc');
    await refused
      .getByRole('alert')
      .getByText('El contenido del archivo no corresponde a un archivo .ifc.')
      .waitFor(BROWSER_WAIT);
    expect(await refused.getAttribute('data-status')).toBe('failed');
    // The header counts the failure instead of saying nothing is pending.
    await center().getByText('1 carga fallida').waitFor(BROWSER_WAIT);
    // It stays until the user decides; a failed file does not hold the page.
    expect(await leavingAsks()).toBe(false);
    await expectNoSeriousViolations(page, 'Centro de cargas con un error');
    await refused.getByRole('button', { name: 'Quitar' }).click();
    await refused.waitFor({ state: 'detached', ...BROWSER_WAIT });
    expect(
      await models()
        .getByRole('button', { name: /^Escaleras\.ifc/ })
        .count(),
    ).toBe(0);
  });

  it('refuses a pasted picture as a model at once, naming it, before anything is sent', async () => {
    // The paste listener starts a second after the picker opens (spec 5): the page's clock skips
    // that second, and the test waits until the listener is there.
    await page.clock.install();
    await page.evaluate(`(() => {
      const add = document.addEventListener;
      document.addEventListener = function (type, ...rest) {
        if (type === 'paste') window.__pasteListening = true;
        return add.call(this, type, ...rest);
      };
    })()`);
    await page.getByRole('button', { name: 'Subir modelo' }).click();
    await dialog().waitFor(BROWSER_WAIT);
    await until(
      'the paste listener',
      async () => {
        await page.clock.runFor(1_000);
        return page.evaluate('window.__pasteListening === true');
      },
      BROWSER_WAIT,
    );
    await page.evaluate(`(() => {
      const bytes = Uint8Array.from(atob('${PNG_1X1.toString('base64')}'), (char) => char.charCodeAt(0));
      const clipboard = new DataTransfer();
      clipboard.items.add(new File([bytes], 'captura.png', { type: 'image/png' }));
      document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }));
    })()`);

    // A picture is not a model: the picker says so at once and does not take it.
    await dialog()
      .getByRole('alert')
      .getByText('No se puede adjuntar «captura.png». El archivo debe ser .dwg, .dwfx, .rvt, .nwc, .nwd, .ifc.')
      .waitFor(BROWSER_WAIT);
    expect(await dialog().getByRole('list', { name: 'Archivos adjuntos' }).count()).toBe(0);
    expect(await picker(dialog()).getAttribute('accept')).toBe('.dwg,.dwfx,.rvt,.nwc,.nwd,.ifc');
    await expectNoSeriousViolations(page, 'Subir modelo con una imagen pegada');

    await dialog().getByRole('button', { name: 'Confirmar' }).click();
    await dialog().getByText('Campo requerido').waitFor(BROWSER_WAIT);
    await dialog().getByRole('button', { name: 'Cancelar' }).click();
    await dialog().waitFor({ state: 'detached', ...BROWSER_WAIT });
    // Nothing went to the queue.
    expect(await page.getByTestId('upload-center').getByText('captura.png').count()).toBe(0);
  });
});
