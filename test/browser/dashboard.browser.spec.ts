import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expectNoSeriousViolations } from '../support/axe';
import { BROWSER_WAIT, launchBrowser, newTab, signedInTab } from '../support/browser';
import { expectNoEnglishUiWords } from '../support/english-ui';
import { startTestServer, type TestServer } from '../support/test-server';

jest.setTimeout(120_000);

/** The number a card shows beside one of its labels ('Total', 'Finalizadas'…). */
async function figure(card: Locator, label: string): Promise<number> {
  const value = await card
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('+ dd')
    .textContent();
  return Number((value ?? '').match(/^[\d.]+/)?.[0]?.replace(/\./g, ''));
}

describe('the dashboard’s module cards', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let jefe: string;
  let projectId: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    ({ jefe } = await server.demoTokens());
    [context, page] = await signedInTab(browser, server.url, 'jefe.ot@faena.cl');
    projectId = JSON.parse((await page.evaluate('localStorage.getItem("faena.project")')) as string) as string;
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  const tasksCard = () => page.getByRole('region', { name: 'Tareas' });

  it('shows Tareas, RDI, Adicionales and Avance, with their charts and links to their screens', async () => {
    for (const name of ['Tareas', 'RDI', 'Adicionales', 'Avance']) {
      await page.getByRole('region', { name }).waitFor(BROWSER_WAIT);
    }
    await tasksCard().getByTestId('module-weeks').locator('svg').first().waitFor(BROWSER_WAIT);
    await tasksCard().getByTestId('module-ring').locator('svg').first().waitFor(BROWSER_WAIT);
    expect(
      await tasksCard()
        .getByText(/^(Bien|Regular|Malo) · \d+ con semáforo rojo$/)
        .count(),
    ).toBe(1);
    await expectNoSeriousViolations(page, 'Panel de Control');
    await expectNoEnglishUiWords(page, 'Panel de Control');

    await page.getByRole('region', { name: 'RDI' }).getByRole('link', { name: 'Ir a RDI' }).click();
    await page.waitForURL(/\/rdi$/);
    await page.goBack();
    await tasksCard().waitFor(BROWSER_WAIT);
  });

  it('fetches the charts’ code beside the figures, not once the figures have arrived', async () => {
    const [fresh, tab] = await newTab(browser);
    let chartsAsked = false;
    await tab.route(/\/assets\/module-charts-[^/]+\.js$/, async (route) => {
      chartsAsked = true;
      await route.continue();
    });
    // Each card's figures (Tareas and Adicionales, RDI) are held until the charts' code is asked for (5 s at most).
    const chartsAskedBeforeFigures: boolean[] = [];
    await tab.route('**/api/dashboard/getDashboard*', async (route) => {
      for (let waited = 0; !chartsAsked && waited < 5_000; waited += 20) await tab.waitForTimeout(20);
      chartsAskedBeforeFigures.push(chartsAsked);
      await route.continue();
    });
    await tab.goto(`${server.url}/login`);
    await tab.getByLabel('Email').fill('jefe.ot@faena.cl');
    await tab.getByLabel(/^Contraseña/).fill('faena1234');
    await tab.getByRole('button', { name: 'Ingresar' }).click();
    await tab
      .getByRole('region', { name: 'Tareas' })
      .getByTestId('module-weeks')
      .locator('svg')
      .first()
      .waitFor(BROWSER_WAIT);
    expect(chartsAskedBeforeFigures.length).toBeGreaterThan(0);
    expect(chartsAskedBeforeFigures.every(Boolean)).toBe(true);
    await fresh.close();
  });

  it('counts a new task and then its close, live, without a reload', async () => {
    await page.getByTestId('module-weeks').first().waitFor(BROWSER_WAIT);
    const total = await figure(tasksCard(), 'Total');
    const ended = await figure(tasksCard(), 'Finalizadas');

    const created = await server.form(
      '/tasks/create',
      {
        project_id: projectId,
        title: 'Revisión de moldajes',
        priority: 1,
        code_id: 1,
        description: '<p>Revisar moldajes del piso 3</p>',
        responsable: 'demo-ito',
        participants: JSON.stringify(['demo-terreno']),
        subtareas: '[]',
        reminder: '[]',
      },
      jefe,
    );
    expect(created).toMatchObject({ status: 200 });
    await tasksCard()
      .locator('dt', { hasText: /^Total$/ })
      .locator('+ dd', { hasText: new RegExp(`^${total + 1}`) })
      .waitFor(BROWSER_WAIT);

    const taskId = (created.body.task as { id: string }).id;
    expect((await server.call('/tasks/close', { task_id: taskId }, jefe)).status).toBe(200);
    await tasksCard()
      .locator('dt', { hasText: /^Finalizadas$/ })
      .locator('+ dd', { hasText: new RegExp(`^${ended + 1}`) })
      .waitFor(BROWSER_WAIT);
    expect(await figure(tasksCard(), 'Total')).toBe(total + 1);
  });
});
