import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BROWSER_WAIT, launchBrowser, signedInTab } from '../support/browser';
import { startTestServer, type TestServer } from '../support/test-server';

jest.setTimeout(90_000);

/** The Jefe OT's company capabilities in the demo company (services/demo/demo-data.ts). */
const JEFE_CAPABILITIES = ['create_project', 'edit_project', 'status_project'];
/** Set on the tab's window: a reload would lose it. */
const MARK = 'window.__sameDocument';

/** The controls of the header and the sidebar that follow a company capability (spec 2.6). */
const controls = (page: Page) => [
  page.getByTestId('app-header').getByRole('button', { name: 'Editar Proyecto' }),
  page.getByTestId('app-header').getByRole('button', { name: 'Nuevo Proyecto' }),
  menu(page).getByRole('link', { name: 'Proyectos Cerrados' }),
];
const menu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });

describe('capability-driven controls follow a change of capabilities live', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let admin: string;

  const setJefeCapabilities = async (capabilities: string[]) => {
    const body = { user_id: 'demo-jefe-ot', company_id: 'demo-company', capabilities };
    expect((await server.call('/user/setCapabilitiesByUserCompany', body, admin)).status).toBe(200);
  };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    admin = await server.login();
    [context, page] = await signedInTab(browser, server.url, 'jefe.ot@faena.cl');
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  it("hides and shows 'Editar Proyecto', 'Nuevo Proyecto' and 'Proyectos Cerrados' without a reload", async () => {
    // The header shows the project actions on the project listing (spec 2.6).
    await menu(page).getByRole('link', { name: 'Proyectos', exact: true }).click();
    for (const control of controls(page)) await control.waitFor(BROWSER_WAIT);
    await page.evaluate(`${MARK} = true`);

    // The administrator, elsewhere, takes the Jefe OT's project capabilities in the company away.
    await setJefeCapabilities([]);
    for (const control of controls(page)) await control.waitFor({ state: 'detached', ...BROWSER_WAIT });

    await setJefeCapabilities(JEFE_CAPABILITIES);
    for (const control of controls(page)) await control.waitFor(BROWSER_WAIT);
    expect(await page.evaluate(MARK)).toBe(true);
  });
});
