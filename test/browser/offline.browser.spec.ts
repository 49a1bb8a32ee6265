import type { BrowserContext, Page } from 'playwright-core';
import { BROWSER_WAIT } from '../support/browser';
import { type BrowserStage, openBrowserStage } from '../support/browser-stage';
import { until } from '../support/eventually';
import { selectedProjectId } from '../support/model-files';
import { databaseNames, keptReads, untilKept } from '../support/read-cache';
import { untilControlledByWorker } from '../support/service-worker';
import { postNewTask, wallAnchorageForm } from '../support/task-requests';

jest.setTimeout(120_000);

const PNG_SIGNATURE = '89504e470d0a1a0a';

/** A PNG's width and height from its header (IHDR), or null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.subarray(0, 8).toString('hex') !== PNG_SIGNATURE) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

// Evaluated as strings: the tests' TypeScript has no DOM types.
const CACHED_URLS = `caches.keys().then(async (names) => {
  const urls = [];
  for (const name of names) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
  return urls;
})`;
const API_ANSWERS_OFFLINE = `fetch('/api/health').then(() => true, () => false)`;

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

describe('the app on site without signal (issue 32)', () => {
  let stage: BrowserStage;

  /** Signed in on a project's Consultas, with a task in it and the service worker controlling the page. */
  async function onConsultasWithWorker(): Promise<[BrowserContext, Page]> {
    const email = 'jefe.ot@faena.cl';
    const page = await stage.tab(email);
    await postNewTask(stage.server, await stage.server.login(email), wallAnchorageForm(await selectedProjectId(page)));
    await page.getByRole('link', { name: 'Consultas' }).first().click();
    await page.getByRole('heading', { name: 'Consultas', level: 1 }).waitFor(BROWSER_WAIT);
    await untilControlledByWorker(page);
    return [page.context(), page];
  }

  beforeAll(async () => {
    stage = await openBrowserStage();
  });

  afterAll(() => stage?.close());

  it('is installable: the page links a Spanish manifest whose icons are real PNGs of their sizes', async () => {
    const page = await stage.tab('jefe.ot@faena.cl');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await fetch(`${stage.server.url}${href}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({
      name: 'Faena — Obras',
      short_name: 'Faena',
      lang: 'es-CL',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    for (const expected of [
      { sizes: '192x192', purpose: 'any' },
      { sizes: '512x512', purpose: 'any' },
      { sizes: '512x512', purpose: 'maskable' },
    ]) {
      const icon = manifest.icons.find((entry) => entry.sizes === expected.sizes && entry.purpose === expected.purpose);
      expect(icon).toMatchObject({ type: 'image/png' });
      const image = await fetch(`${stage.server.url}${icon?.src}`);
      expect(image.status).toBe(200);
      const [width, height] = expected.sizes.split('x').map(Number);
      expect(pngSize(Buffer.from(await image.arrayBuffer()))).toEqual({ width, height });
    }
    // The policy lets the browser read it: no console report of a refused manifest.
    expect(response.headers.get('content-security-policy')).toContain("manifest-src 'self'");
    await page.getByTestId('sidebar').waitFor(BROWSER_WAIT);
  });

  it('opens the app shell offline at any address, from the cached code of every screen', async () => {
    const [context, page] = await onConsultasWithWorker();
    await context.setOffline(true);
    await page.goto(`${stage.server.url}/consultas?task=una-tarea`);
    await page.getByTestId('sidebar').waitFor(BROWSER_WAIT);
    await page.getByRole('heading', { name: 'Consultas', level: 1 }).waitFor(BROWSER_WAIT);
    // Another screen's code, loaded lazily, comes from the cache too.
    await page.goto(`${stage.server.url}/rdi`);
    await page.getByRole('heading', { name: 'RDI', level: 1 }).waitFor(BROWSER_WAIT);
    // The worker itself is offline too: what it did not cache does not arrive.
    expect(await page.evaluate(`fetch('/assets/nunca-guardado.js').then(() => true, () => false)`)).toBe(false);
    await context.setOffline(false);
  });

  it('caches no API answer, no file of the API and none of the online-only engines', async () => {
    const [context, page] = await onConsultasWithWorker();
    const cached = (await page.evaluate(CACHED_URLS)) as string[];
    expect(cached).toContain('/index.html');
    expect(cached.some((url) => /^\/assets\/tasks-page-.+\.js$/.test(url))).toBe(true);
    expect(cached.filter((url) => url.startsWith('/api'))).toEqual([]);
    expect(cached.filter((url) => /^\/assets\/(three|web-ifc|mapbox|plotly)-|\.wasm$/.test(url))).toEqual([]);
    await context.setOffline(true);
    expect(await page.evaluate(API_ANSWERS_OFFLINE)).toBe(false);
    await context.setOffline(false);
    expect(await page.evaluate(API_ANSWERS_OFFLINE)).toBe(true);
  });

  describe('the offline band and what did not load', () => {
    const band = (page: Page) => page.getByRole('status').filter({ hasText: 'Sin conexión' });
    /** The shell's own reads (the user, the projects) were kept: the band says since when. */
    const BAND_TEXT = /^Sin conexión — mostrando datos del \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;
    const UNAVAILABLE = 'No disponible sin conexión.';

    it('reloaded offline on a screen never loaded, shows the shell and the band, and says it is not available instead of loading it', async () => {
      const [context, page] = await onConsultasWithWorker();
      expect(await band(page).count()).toBe(0);
      await context.setOffline(true);
      await band(page).waitFor(BROWSER_WAIT);
      await page.goto(`${stage.server.url}/rdi`);
      await page.getByTestId('sidebar').waitFor(BROWSER_WAIT);
      await page.getByRole('heading', { name: 'RDI', level: 1 }).waitFor(BROWSER_WAIT);
      await page.getByText(UNAVAILABLE).first().waitFor(BROWSER_WAIT);
      expect(await band(page).textContent()).toMatch(BAND_TEXT);

      await context.setOffline(false);
      await band(page).waitFor({ state: 'detached', ...BROWSER_WAIT });
      // Back online, the screen loads what it could not.
      await page
        .getByText(UNAVAILABLE)
        .first()
        .waitFor({ state: 'detached', ...BROWSER_WAIT });
    });

    it('shows the band when calls get no answer though the browser believes it is online', async () => {
      const [, page] = await onConsultasWithWorker();
      await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
      await page.getByRole('link', { name: 'RDI' }).first().click();
      await page.getByRole('heading', { name: 'RDI', level: 1 }).waitFor(BROWSER_WAIT);
      await band(page).waitFor(BROWSER_WAIT);
      await page.getByText(UNAVAILABLE).first().waitFor(BROWSER_WAIT);
      await page.unrouteAll();
      // The next answer ends it: the person returns to the tab, the screen asks again.
      await page.evaluate(`window.dispatchEvent(new Event('online'))`);
      await band(page).waitFor({ state: 'detached', ...BROWSER_WAIT });
    });

    it('says an item is not available offline when its detail never loaded', async () => {
      const [context, page] = await onConsultasWithWorker();
      const card = page.getByRole('list', { name: 'Tareas del proyecto' }).getByRole('article').first();
      await card.waitFor(BROWSER_WAIT);
      await context.setOffline(true);
      await card.click();
      await page.getByRole('dialog').getByText(UNAVAILABLE).waitFor(BROWSER_WAIT);
      await context.setOffline(false);
    });
  });
  describe('what was seen is readable offline', () => {
    const UNAVAILABLE = 'No disponible sin conexión.';
    const band = (page: Page) => page.getByRole('status').filter({ hasText: 'Sin conexión' });
    const taskDialog = (page: Page, task: { number: number }) =>
      page.getByRole('dialog', { name: new RegExp(`^Tarea Nº ${task.number}:`) });
    const selectedProject = async (page: Page) =>
      JSON.parse(String(await page.evaluate('localStorage.getItem("faena.project")'))) as string;
    const newTask = async (token: string, projectId: string, fields: Record<string, string | number>) =>
      postNewTask(stage.server, token, {
        project_id: projectId,
        priority: 2,
        code_id: 1,
        description: 'Revisar en terreno.',
        responsable: 'demo-ito',
        participants: JSON.stringify(['demo-terreno']),
        ...fields,
      });
    /** Today in Chile as the band writes it. */
    const chileToday = () =>
      new Intl.DateTimeFormat('es-CL', {
        timeZone: 'America/Santiago',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      })
        .format(new Date())
        .replace(/-/g, '/');

    it('reloaded offline, shows the lists and the detail seen, with the band and its date; a detail never opened is not available', async () => {
      const email = 'jefe.ot@faena.cl';
      const page = await stage.tab(email);
      const projectId = await selectedProject(page);
      const token = await stage.server.login(email);
      const seen = await newTask(token, projectId, { title: 'Moldaje visto antes de bajar' });
      const unseen = await newTask(token, projectId, { title: 'Tarea nunca abierta' });
      await page.goto(`${stage.server.url}/consultas?task=${seen.id}`);
      await taskDialog(page, seen).getByText('Revisar en terreno.').waitFor(BROWSER_WAIT);
      await untilControlledByWorker(page);
      await untilKept(page, seen.id);
      await untilKept(page, '/tasks/list');

      await page.context().setOffline(true);
      await page.goto(`${stage.server.url}/consultas`);
      const list = page.getByRole('list', { name: 'Tareas del proyecto' });
      await list.getByText('Moldaje visto antes de bajar').waitFor(BROWSER_WAIT);
      const text = await band(page).textContent();
      expect(text).toMatch(/^Sin conexión — mostrando datos del \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
      expect(text).toContain(chileToday());

      await page.goto(`${stage.server.url}/consultas?task=${seen.id}`);
      await taskDialog(page, seen).getByText('Revisar en terreno.').waitFor(BROWSER_WAIT);
      expect(await page.getByText(UNAVAILABLE).count()).toBe(0);
      await page.goto(`${stage.server.url}/consultas?task=${unseen.id}`);
      await page.getByRole('dialog').getByText(UNAVAILABLE).waitFor(BROWSER_WAIT);
      await page.context().setOffline(false);
    });

    it("deletes the device's read cache at sign-out", async () => {
      const page = await stage.tab('jefe.ot@faena.cl');
      await page.getByRole('link', { name: 'Consultas' }).first().click();
      await page.getByRole('heading', { name: 'Consultas', level: 1 }).waitFor(BROWSER_WAIT);
      await untilKept(page, '/tasks/list');
      await page.getByTestId('sidebar').getByRole('button', { name: 'Cerrar sesión' }).click();
      await page.getByRole('button', { name: 'Ingresar' }).waitFor(BROWSER_WAIT);
      await until('the read cache deleted', async () => !(await databaseNames(page)).includes('faena-cache'));
    });

    it('keeps a private task only on the devices of its two people', async () => {
      const creator = await stage.tab('terreno@faena.cl');
      const projectId = await selectedProject(creator);
      const secret = await newTask(await stage.server.login('terreno@faena.cl'), projectId, {
        title: 'Cota de sello reservada',
        responsable: 'demo-jefe-ot',
        participants: JSON.stringify([]),
        private: 'true',
      });
      // Its responsible reads it, and so keeps it.
      const responsible = await stage.tab('jefe.ot@faena.cl');
      await responsible.goto(`${stage.server.url}/consultas?task=${secret.id}`);
      await taskDialog(responsible, secret).waitFor(BROWSER_WAIT);
      await untilKept(responsible, secret.id);
      // Anyone else asks for it too, by its address, and keeps nothing of it.
      const other = await stage.tab('ito@faena.cl');
      await other.goto(`${stage.server.url}/consultas?task=${secret.id}`);
      // The refusal is on screen: the read answered. The RDI list is read after it, so a write
      // holding the refused task would come before the one holding that list, or with it.
      await other.getByRole('dialog').getByRole('alert').waitFor(BROWSER_WAIT);
      await other.getByRole('dialog').getByRole('button', { name: 'Cerrar', exact: true }).first().click();
      await other.getByRole('link', { name: 'RDI', exact: true }).first().click();
      await untilKept(other, '/rdi/list');
      const kept = JSON.stringify(await keptReads(other));
      expect(kept).toContain('/tasks/list');
      expect(kept).not.toContain(secret.id);
      expect(kept).not.toContain('Cota de sello reservada');
    });
  });
});
