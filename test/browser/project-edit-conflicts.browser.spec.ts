import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { BROWSER_WAIT, launchBrowser, signedInTab } from '../support/browser';
import { startTestServer, type TestServer } from '../support/test-server';

jest.setTimeout(90_000);

const PROJECT = 'Edificio Parque Los Aromos';
const HERS = 'Edificio Parque Los Aromos, Torre A';
const MINE = 'Edificio Parque Los Aromos, Torre B';

/** A signed-in tab on the projects screen with the edit dialog of the demo project open. */
async function editing(browser: Browser, server: TestServer, email: string): Promise<[BrowserContext, Page, Locator]> {
  const [context, page] = await signedInTab(browser, server.url, email);
  // Tests reach no outside service: map styles and tiles are refused.
  await context.route(/^https:\/\/([a-z0-9-]+\.)*mapbox\.com\//, (route) => route.abort());
  await page.getByTestId('sidebar').getByRole('link', { name: 'Proyectos', exact: true }).click();
  await page.getByRole('button', { name: `Editar proyecto ${PROJECT}`, exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Editar Proyecto' });
  await form.getByLabel(/^Nombre\*?$/).waitFor(BROWSER_WAIT);
  return [context, page, form];
}

describe('two people editing one project', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.close();
  });

  it('shows the other person’s value beside mine, and saves mine when I choose it', async () => {
    const [adminContext, , hers] = await editing(browser, server, 'admin@faena.cl');
    const [jefeContext, , mine] = await editing(browser, server, 'jefe.ot@faena.cl');
    contexts.push(adminContext, jefeContext);

    await hers.getByLabel(/^Nombre\*?$/).fill(HERS);
    await hers.getByRole('button', { name: 'Confirmar' }).click();
    await hers.waitFor({ state: 'detached', ...BROWSER_WAIT });

    // My form was opened before her change: the same field is not overwritten silently.
    await mine.getByLabel(/^Nombre\*?$/).fill(MINE);
    await mine.getByRole('button', { name: 'Confirmar' }).click();
    const notice = mine.getByRole('alert');
    await notice.getByText('Otra persona modificó este proyecto mientras lo editabas.').waitFor(BROWSER_WAIT);
    expect(await notice.getByRole('columnheader').allTextContents()).toEqual(['Campo', 'Tu cambio', 'Valor actual']);
    expect(
      await notice
        .getByRole('row', { name: /Nombre/ })
        .getByRole('cell')
        .allTextContents(),
    ).toEqual([MINE, HERS]);

    await notice.getByRole('button', { name: 'Guardar mi cambio' }).click();
    await mine.waitFor({ state: 'detached', ...BROWSER_WAIT });
    const { body } = await server.call(
      '/project/getProjectByID',
      { project_id: 'demo-aromos' },
      await server.login('admin@faena.cl'),
    );
    expect(body.project).toMatchObject({ name: MINE });
  });
});
