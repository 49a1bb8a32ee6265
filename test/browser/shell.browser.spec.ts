import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { TokenService } from '../../services/auth/token.service';
import { BROWSER_WAIT, launchBrowser, newTab, signedInTab } from '../support/browser';
import { PNG_1X1, projectForm, userForm } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

jest.setTimeout(120_000);

const AROMOS = 'Edificio Parque Los Aromos';
const LO_AGUIRRE = 'Ampliación Planta Lo Aguirre';
const PHONE = { viewport: { width: 390, height: 844 } };
const SEARCH_PLACEHOLDER = 'Búsqueda';

/** Every screen inside the app, its one heading, and what a screen still to come says it will hold. */
const SCREENS: ReadonlyArray<{ path: string; heading: string }> = [
  { path: '/', heading: 'Panel de Control' },
  { path: '/projects', heading: 'Proyectos' },
  { path: '/closed-projects', heading: 'Proyectos Cerrados' },
  { path: '/users', heading: 'Usuarios' },
  { path: '/consultas', heading: 'Consultas' },
  { path: '/rdi', heading: 'RDI' },
  { path: '/adicionales', heading: 'Adicionales' },
  { path: '/planos', heading: 'Planimetría' },
  { path: '/correo', heading: 'Correo saliente' },
];
/** The screens whose list follows the header's grid, list or management view. */
const LISTING_SCREENS = new Set(['/projects', '/closed-projects', '/users']);

const header = (page: Page) => page.getByTestId('app-header');
const sidebar = (page: Page) => page.getByTestId('sidebar');
const listingViews = (page: Page) => header(page).getByRole('button', { name: 'Cuadrícula' });
const pageHeading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true, level: 1 });
// Evaluated as strings: the tests' TypeScript has no DOM types.
const title = (page: Page) => page.evaluate('document.title');
const focusedText = (page: Page) => page.evaluate('document.activeElement?.textContent ?? null');
const focusedId = (page: Page) => page.evaluate('document.activeElement?.id ?? null');

describe('the app shell as a user meets it', () => {
  let server: TestServer;
  let browser: Browser;
  let admin: string;
  const contexts: BrowserContext[] = [];

  /** A tab that opens the app already signed in as `userId`, at `path`. */
  async function tabOf(userId: string, path = '/', options: BrowserContextOptions = {}): Promise<Page> {
    const [context, page] = await newTab(browser, options);
    contexts.push(context);
    const token = server.app.get(TokenService).issue(userId).access_token;
    await context.addInitScript(`localStorage.setItem('faena.token', ${JSON.stringify(token)})`);
    if (path) await page.goto(`${server.url}${path}`);
    return page;
  }

  /** A new user in the demo company on Edificio Parque Los Aromos; returns their id. */
  async function createUser(fields: Record<string, string | number>, withAvatar = false): Promise<string> {
    const avatar = { name: 'foto.png', content: PNG_1X1, type: 'image/png' };
    const created = await server.form('/user/create', userForm(fields), admin, withAvatar ? { avatar } : {});
    expect(created.status).toBe(200);
    return (created.body.user as { id: string }).id;
  }

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    admin = await server.login();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.close();
  });

  it("shows the signed-in user's profile image in the sidebar", async () => {
    const userId = await createUser({ name: 'Camila Fuentes', email: 'camila.fuentes@faena.cl' }, true);
    const page = await tabOf(userId);
    const avatar = sidebar(page).getByRole('img', { name: 'Camila Fuentes' });
    await avatar.waitFor(BROWSER_WAIT);
    expect(await avatar.getAttribute('src')).toMatch(/^\/api\/files\//);
    // Loaded as an image: an address the server answers with the app's HTML page would not decode.
    await page.waitForFunction(
      `[...document.querySelectorAll('[data-testid="sidebar"] img')].some((img) => img.complete && img.naturalWidth === 1)`,
      undefined,
      BROWSER_WAIT,
    );
  });

  describe('while the projects load, and without projects', () => {
    it('shows loading as loading, never as a missing project or job', async () => {
      const page = await tabOf('demo-admin', '');
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/project/getProjectsByUser', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(server.url);
      await pageHeading(page, 'Panel de Control').waitFor(BROWSER_WAIT);
      const headerProject = page.getByTestId('header-project');
      await headerProject
        .getByText('Cargando proyecto', { exact: true })
        .waitFor({ state: 'attached', ...BROWSER_WAIT });
      expect(await headerProject.getAttribute('aria-busy')).toBe('true');
      await page
        .getByTestId('sidebar-project')
        .getByText('Cargando proyecto', { exact: true })
        .waitFor({ state: 'attached', ...BROWSER_WAIT });
      await page.getByText('Cargando información del proyecto').waitFor(BROWSER_WAIT);
      for (const misleading of [
        'Sin proyecto seleccionado',
        'Elige un proyecto',
        'Sin cargo asignado',
        'No hay proyectos',
      ]) {
        expect(await page.getByText(misleading).count()).toBe(0);
      }

      release();
      await page.getByTestId('header-project-name').and(page.getByText(LO_AGUIRRE)).waitFor(BROWSER_WAIT);
      await page.getByTestId('sidebar-project-name').and(page.getByText(LO_AGUIRRE)).waitFor(BROWSER_WAIT);
      expect(await headerProject.getAttribute('aria-busy')).toBeNull();
    });

    it("shows a user without projects the spec's no-projects state, and asks for no choice", async () => {
      const userId = await createUser({ name: 'Tomás Herrera', email: 'tomas.herrera@faena.cl', default_job: 2 });
      const left = await server.call('/user/setUserProjects', { user_id: userId, user_projects: [] }, admin);
      expect(left.status).toBe(200);
      const page = await tabOf(userId);
      await page.getByTestId('no-projects').waitFor(BROWSER_WAIT);
      const none = 'No hay proyectos asociados a tu cuenta';
      await page.getByTestId('header-project').getByText(none).waitFor(BROWSER_WAIT);
      await page.getByTestId('sidebar-project-name').and(page.getByText(none)).waitFor(BROWSER_WAIT);
      for (const misleading of ['Sin proyecto seleccionado', 'Elige un proyecto', 'Sin cargo asignado', 'Cargando']) {
        expect(await page.getByText(misleading).count()).toBe(0);
      }
    });
  });

  describe('titles, headings and the skip link', () => {
    let page: Page;

    beforeAll(async () => {
      page = await tabOf('demo-admin');
    });

    it('names each screen in the tab and gives it exactly one h1', async () => {
      for (const { path, heading } of SCREENS) {
        await page.goto(`${server.url}${path}`);
        await pageHeading(page, heading).waitFor(BROWSER_WAIT);
        expect({ path, title: await title(page) }).toEqual({ path, title: `${heading} · Faena` });
        expect({ path, h1: await page.locator('h1').count() }).toEqual({ path, h1: 1 });
      }
    });

    it('names the public screens after their card, with one h1 each', async () => {
      const [context, visitor] = await newTab(browser);
      contexts.push(context);
      const cards = [
        { path: '/login', heading: 'Ingresa a tu cuenta' },
        { path: '/register', heading: 'Registra tu Cuenta' },
        { path: '/reset-pass-request', heading: 'Reestablecer Contraseña' },
      ];
      for (const { path, heading } of cards) {
        await visitor.goto(`${server.url}${path}`);
        await pageHeading(visitor, heading).waitFor(BROWSER_WAIT);
        expect(await title(visitor)).toBe(`${heading} · Faena`);
        expect(await visitor.locator('h1').count()).toBe(1);
      }
    });

    it("offers 'Saltar al contenido' as the first stop of the keyboard, and it lands on the screen", async () => {
      await page.goto(`${server.url}/projects`);
      await pageHeading(page, 'Proyectos').waitFor(BROWSER_WAIT);
      const skip = page.getByRole('link', { name: 'Saltar al contenido' });
      // Until then nothing of it shows: neither the link nor its shadow's edge above the logo.
      const hidden = await skip.evaluate((link) => ({
        above: link.getBoundingClientRect().bottom <= 0,
        shadow: getComputedStyle(link).boxShadow,
      }));
      expect(hidden).toEqual({ above: true, shadow: 'none' });
      await page.keyboard.press('Tab');
      expect(await focusedText(page)).toBe('Saltar al contenido');
      const box = await skip.boundingBox();
      // Visible while it has the focus.
      expect(box && box.y >= 0 && box.height > 0).toBe(true);
      await page.keyboard.press('Enter');
      expect(await focusedId(page)).toBe('main-content');
      expect(new URL(page.url()).pathname).toBe('/projects');
      // The next stop is inside the screen, past the sidebar and the header.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(`document.getElementById('main-content').contains(document.activeElement)`)).toBe(
        true,
      );
    });
  });

  describe('the header', () => {
    it('shows the listing view selector only on the screens whose list it changes', async () => {
      for (const options of [{}, PHONE]) {
        const page = await tabOf('demo-admin', '', options);
        for (const { path, heading } of SCREENS) {
          await page.goto(`${server.url}${path}`);
          await pageHeading(page, heading).waitFor(BROWSER_WAIT);
          await page.getByTestId('header-project-name').waitFor(BROWSER_WAIT);
          const shown = await listingViews(page).isVisible();
          expect({ path, width: options === PHONE ? 390 : 1280, shown }).toEqual({
            path,
            width: options === PHONE ? 390 : 1280,
            shown: LISTING_SCREENS.has(path),
          });
        }
      }
    });

    /** Whether the header cuts the selected project's name, to the side or below. */
    const nameIsCut = (page: Page) =>
      page.evaluate(`(() => {
        const name = document.querySelector('[data-testid="header-project-name"]');
        return name.scrollWidth > name.clientWidth || name.scrollHeight > name.clientHeight;
      })()`);

    it("lets a phone show the project's and the company's names in full width", async () => {
      const page = await tabOf('demo-admin', '', PHONE);
      for (const path of ['/', '/projects', '/users']) {
        await page.goto(`${server.url}${path}`);
        await page.getByTestId('header-project-name').and(page.getByText(LO_AGUIRRE)).waitFor(BROWSER_WAIT);
        expect({ path, cut: await nameIsCut(page) }).toEqual({ path, cut: false });
        // Company and description get most of the 390 px, not a few letters.
        const meta = page.getByTestId('header-project').getByText(/^Constructora Cordillera S\.A\./);
        const width = Math.round((await meta.boundingBox())?.width ?? 0);
        expect({ path, wide: width >= 260 }).toEqual({ path, wide: true });
      }
    });

    it("keeps the project's whole name beside the project actions on a computer", async () => {
      const page = await tabOf('demo-admin', '/projects');
      await page.getByTestId('header-project-name').and(page.getByText(LO_AGUIRRE)).waitFor(BROWSER_WAIT);
      await header(page).getByRole('button', { name: 'Nuevo Proyecto' }).waitFor(BROWSER_WAIT);
      expect(await nameIsCut(page)).toBe(false);
    });

    it("offers the global search 'Búsqueda' with its button, on a computer and on a phone", async () => {
      const desk = await tabOf('demo-admin');
      // Until the last project is selected again the box asks for one ('Elige un proyecto para buscar').
      await desk.getByTestId('header-project-name').and(desk.getByText(LO_AGUIRRE)).waitFor(BROWSER_WAIT);
      const box = header(desk).getByRole('searchbox', { name: 'Búsqueda' });
      await box.waitFor(BROWSER_WAIT);
      expect(await box.getAttribute('placeholder')).toBe(SEARCH_PLACEHOLDER);
      expect(await box.isEnabled()).toBe(true);
      expect(await header(desk).getByRole('button', { name: 'Buscar', exact: true }).isEnabled()).toBe(true);

      const phone = await tabOf('demo-admin', '/', PHONE);
      await phone.getByTestId('header-project-name').and(phone.getByText(LO_AGUIRRE)).waitFor(BROWSER_WAIT);
      await phone.getByRole('button', { name: 'Abrir panel del proyecto' }).click();
      const drawerBox = phone.getByRole('dialog').getByRole('searchbox', { name: 'Búsqueda' });
      await drawerBox.waitFor(BROWSER_WAIT);
      expect(await drawerBox.getAttribute('placeholder')).toBe(SEARCH_PLACEHOLDER);
    });
  });

  describe('a project closed by someone else', () => {
    it('tells the other members who closed it; the one who closed it hears no such news', async () => {
      const [adminContext, watcher] = await signedInTab(browser, server.url, 'admin@faena.cl');
      const [jefeContext, closer] = await signedInTab(browser, server.url, 'jefe.ot@faena.cl');
      contexts.push(adminContext, jefeContext);
      await watcher.locator('[data-testid="app-layout"][data-live="connected"]').waitFor(BROWSER_WAIT);

      await sidebar(closer).getByRole('link', { name: 'Proyectos', exact: true }).click();
      await closer.getByRole('button', { name: `Cerrar proyecto ${AROMOS}` }).click();
      await closer
        .getByRole('dialog')
        .getByLabel(/^Motivo/)
        .fill('Obra terminada y recibida.');
      const closerHeard = closer.waitForResponse((response) =>
        response.url().endsWith('/api/project/getClosedProjectsByUser'),
      );
      await closer.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();

      const news = watcher.getByTestId('toasts').getByRole('status').filter({ hasText: 'Proyecto cerrado' });
      await news.getByText(`Javiera Soto cerró el proyecto «${AROMOS}».`).waitFor(BROWSER_WAIT);

      // The closer's tab looked the project up too, and found it closed by them: no news for them.
      await closerHeard;
      // A project someone else closes next is news for that tab; once that shows, the earlier
      // look-up was long handled, so what it would have said would be there too.
      const later = 'Bodega Temporal de Faenas';
      const { body } = await server.form(
        '/project/create',
        projectForm({ internal_id: 'BODEGA-1', name: later, jefe_ot_user: 'demo-jefe-ot' }),
        admin,
      );
      const laterId = (body.project as { id: string }).id;
      await closer.getByRole('button', { name: `Cerrar proyecto ${later}` }).waitFor(BROWSER_WAIT);
      const closed = await server.call('/project/closeProject', { project_id: laterId, reason: 'Prueba' }, admin);
      expect(closed.status).toBe(200);
      const closerNews = closer.getByTestId('toasts').getByRole('status');
      await closerNews.filter({ hasText: `cerró el proyecto «${later}».` }).waitFor(BROWSER_WAIT);
      expect(await closer.getByText(`cerró el proyecto «${AROMOS}»`).count()).toBe(0);
    });
  });
});
