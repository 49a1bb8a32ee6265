import type { Page } from 'playwright-core';
import { BROWSER_WAIT } from '../support/browser';
import { type BrowserStage, openBrowserStage } from '../support/browser-stage';
import { eventually } from '../support/eventually';
import { foundationLevelRdiForm, postNewRdi } from '../support/item-requests';
import { selectedProjectId } from '../support/model-files';
import { postNewTask, wallAnchorageForm } from '../support/task-requests';

jest.setTimeout(180_000);

type Created = { id: string; number: number };

describe('the address names the open item: Back closes it, a reload reopens it, its link is copied, one dialog at a time', () => {
  let stage: BrowserStage;
  let page: Page;
  let task: Created;
  let rdi: Created;

  beforeAll(async () => {
    stage = await openBrowserStage();
    page = await stage.tab('jefe.ot@faena.cl', { permissions: ['clipboard-read', 'clipboard-write'] });
    const projectId = await selectedProjectId(page);
    const jefe = await stage.server.login('jefe.ot@faena.cl');
    task = await postNewTask(stage.server, jefe, wallAnchorageForm(projectId));
    rdi = await postNewRdi(stage.server, jefe, foundationLevelRdiForm(projectId));
  });

  afterAll(async () => {
    await stage?.close();
  });

  const openedFromList = async (path: string, listName: string, cardName: string, detailName: RegExp) => {
    await stage.visit(page, path);
    await page.getByRole('list', { name: listName }).getByRole('article', { name: cardName }).click();
    const detail = page.getByRole('dialog', { name: detailName });
    await detail.waitFor(BROWSER_WAIT);
    return detail;
  };

  it('puts an RDI opened from the list in the address; reload reopens it, Back closes it on the list', async () => {
    const detailName = new RegExp(`^RDI Nº ${rdi.number}: Cota de fundación`);
    const detail = await openedFromList('/rdi', 'RDI del proyecto', `RDI Nº ${rdi.number}`, detailName);
    expect(new URL(page.url()).searchParams.get('rdi')).toBe(rdi.id);

    await page.reload();
    await detail.waitFor(BROWSER_WAIT);

    await page.goBack();
    await detail.waitFor({ state: 'detached', ...BROWSER_WAIT });
    expect(new URL(page.url()).pathname).toBe('/rdi');
    expect(new URL(page.url()).searchParams.get('rdi')).toBeNull();
    await page.getByRole('article', { name: `RDI Nº ${rdi.number}` }).waitFor(BROWSER_WAIT);
  });

  it("puts a task in the address, copies its link with 'Copiar enlace' and closes it with the ×", async () => {
    const detailName = new RegExp(`^Tarea Nº ${task.number}:`);
    const detail = await openedFromList('/consultas', 'Tareas del proyecto', `Tarea Nº ${task.number}`, detailName);
    expect(new URL(page.url()).searchParams.get('task')).toBe(task.id);

    await detail.getByRole('button', { name: 'Copiar enlace' }).click();
    await page.getByText('Enlace copiado').waitFor(BROWSER_WAIT);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${stage.server.url}/consultas?task=${task.id}`);

    // The × closes it as Back would: the list stays, and Back leaves no detail to reopen.
    await detail.getByRole('button', { name: 'Cerrar' }).first().click();
    await detail.waitFor({ state: 'detached', ...BROWSER_WAIT });
    expect(
      await eventually(
        () => new URL(page.url()).search,
        (search) => search === '',
      ),
    ).toBe('');
    await page.getByRole('heading', { name: 'Consultas', level: 1 }).waitFor(BROWSER_WAIT);
  });

  it('keeps a deep link in the address while its item is open', async () => {
    await stage.visit(page, `/consultas?task=${task.id}`);
    const detail = page.getByRole('dialog', { name: new RegExp(`^Tarea Nº ${task.number}:`) });
    await detail.waitFor(BROWSER_WAIT);
    expect(new URL(page.url()).searchParams.get('task')).toBe(task.id);
    await detail.getByRole('button', { name: 'Cerrar' }).first().click();
    await detail.waitFor({ state: 'detached', ...BROWSER_WAIT });
    expect(new URL(page.url()).pathname).toBe('/consultas');
  });

  it('opens a deep link in a new tab without a loading placeholder, reading the item and the first reads once; the other screens follow without one', async () => {
    const fresh = await stage.tab('ito@faena.cl');
    // Records whether the screen placeholder ('Cargando') ever entered the page, however briefly: on
    // which screen and how long after the page's start, for the failure's message.
    await fresh.context().addInitScript(() => {
      new MutationObserver(() => {
        const placeholder = [...document.querySelectorAll('[role="status"]')].some(
          (status) => status.textContent?.trim() === 'Cargando',
        );
        if (placeholder) {
          document.documentElement.dataset.placeholderShown ??= `${location.pathname} at ${Math.round(performance.now())} ms`;
        }
      }).observe(document, { childList: true, subtree: true });
    });
    // The first reads leave before React is evaluated (early-start.ts), and the app takes them over:
    // the page's fetches are recorded, and the React chunk notes those made before it ran.
    await fresh.context().addInitScript(() => {
      const fetches: string[] = [];
      const send = window.fetch.bind(window);
      Object.assign(window, { fetchesMade: fetches });
      window.fetch = (input, init) => {
        fetches.push(new URL(input instanceof Request ? input.url : String(input), location.href).pathname);
        return send(input, init);
      };
    });
    await fresh.route(/\/assets\/react-[^/]+\.js$/, async (route) => {
      const response = await route.fetch();
      const noteFetches = 'window.fetchesBeforeReact = [...(window.fetchesMade ?? [])];\n';
      await route.fulfill({ response, body: noteFetches + (await response.text()) });
    });
    const firstReads = ['/api/tasks/get', '/api/user/details', '/api/project/getProjectsByUser'];
    const reads: string[] = [];
    fresh.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (firstReads.includes(path)) reads.push(path);
    });
    // Opening marks the task seen, which refetches it: held until the reads before it are counted.
    let releaseSeen = () => {};
    const seenHeld = new Promise<void>((resolve) => {
      releaseSeen = resolve;
    });
    await fresh.route('**/api/tasks/setSeenStatus', async (route) => {
      await seenHeld;
      await route.continue();
    });
    // The other screens' code as the deep link's page asks for it: the signed-in page before it may
    // still have been loading it when the test went on (CI saw its answer taken for this page's).
    const otherScreen = fresh.waitForRequest(
      (request) =>
        /\/assets\/rdi-page-[^/]+\.js$/.test(request.url()) && new URL(request.frame().url()).pathname === '/consultas',
    );

    await stage.visit(fresh, `/consultas?task=${task.id}`);
    const detail = fresh.getByRole('dialog', { name: new RegExp(`^Tarea Nº ${task.number}:`) });
    await detail
      .getByRole('region', { name: 'Descripción' })
      .getByText('Anclaje del muro del eje B.')
      .waitFor(BROWSER_WAIT);
    expect(reads.sort()).toEqual([...firstReads].sort());
    const beforeReact = await fresh.evaluate(() => (window as { fetchesBeforeReact?: string[] }).fetchesBeforeReact);
    expect(beforeReact).toEqual(expect.arrayContaining(firstReads));
    releaseSeen();

    await detail.getByRole('button', { name: 'Cerrar' }).first().click();
    // Importing the chunk again settles once the app's own import of it (and its imports) is evaluated.
    // (A string, since the test's compiler would turn `import()` into `require`.)
    const chunk = (await otherScreen).url();
    await fresh.evaluate(`import(${JSON.stringify(chunk)}).then(() => true)`);
    await fresh.getByRole('link', { name: 'RDI', exact: true }).click();
    await fresh.getByRole('article', { name: `RDI Nº ${rdi.number}` }).waitFor(BROWSER_WAIT);
    expect(await fresh.evaluate(() => document.documentElement.dataset.placeholderShown ?? 'no')).toBe('no');
  });

  it('opens a deep link in a fresh browser only once the update notice is read, and Escape closes the notice', async () => {
    const fresh = await stage.tab('ito@faena.cl');
    // A browser that has not yet read the notice (the stage's tabs have).
    await fresh.context().addInitScript('localStorage.removeItem("faena.update-notice")');
    await stage.visit(fresh, `/rdi?rdi=${rdi.id}`);
    const notice = fresh.getByRole('dialog', { name: 'Nuevo sistema de cierre de RDI' });
    await notice.waitFor(BROWSER_WAIT);
    await fresh.getByRole('article', { name: `RDI Nº ${rdi.number}` }).waitFor(BROWSER_WAIT);
    expect(await fresh.getByRole('dialog').count()).toBe(1);

    await fresh.keyboard.press('Escape');
    await notice.waitFor({ state: 'detached', ...BROWSER_WAIT });
    const detail = fresh.getByRole('dialog', { name: new RegExp(`^RDI Nº ${rdi.number}: Cota de fundación`) });
    await detail.waitFor(BROWSER_WAIT);
    expect(await fresh.getByRole('dialog').count()).toBe(1);
    expect(new URL(fresh.url()).searchParams.get('rdi')).toBe(rdi.id);
  });
});
