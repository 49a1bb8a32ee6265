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

  it('draws each card’s charts from its figures, without the chart library’s code', async () => {
    const [fresh, tab] = await newTab(browser);
    const chartLibrary: string[] = [];
    tab.on('request', (request) => {
      if (/\/assets\/plotly-[^/]+\.js$/.test(request.url())) chartLibrary.push(request.url());
    });
    await tab.goto(`${server.url}/login`);
    await tab.getByLabel('Email').fill('jefe.ot@faena.cl');
    await tab.getByLabel(/^Contraseña/).fill('faena1234');
    await tab.getByRole('button', { name: 'Ingresar' }).click();
    const card = tab.getByRole('region', { name: 'Tareas' });
    const weeks = card.getByTestId('module-weeks').getByRole('img');
    await weeks.waitFor(BROWSER_WAIT);

    // The ring says the share the card's figures say, in es-CL.
    const endedShare = await card
      .locator('dt', { hasText: /^Finalizadas$/ })
      .locator('+ dd')
      .locator('span')
      .last()
      .textContent();
    const ring = card.getByTestId('module-ring').getByRole('img');
    expect(await ring.getAttribute('aria-label')).toBe(`Tareas: finalizadas ${endedShare}`);
    expect(await ring.locator('text').textContent()).toBe(endedShare);

    // One bar per series and week, each naming its count; the axis ticks whole numbers.
    const bars = await weeks.locator('rect > title').allTextContents();
    expect(bars).toHaveLength(8);
    for (const bar of bars) expect(bar).toMatch(/^S[1-4] · (Creadas|Resueltas): \d+$/);
    const ticks = await weeks.locator('text[text-anchor="end"]').allTextContents();
    expect(ticks.length).toBeGreaterThan(1);
    for (const tick of ticks) expect(tick).toMatch(/^\d+$/);
    expect(chartLibrary).toEqual([]);
    await fresh.close();
  });

  it('counts a new task and then its close, live, without a reload', async () => {
    await page.getByTestId('module-weeks').first().waitFor(BROWSER_WAIT);
    const total = await figure(tasksCard(), 'Total');
    const ended = await figure(tasksCard(), 'Finalizadas');
    const thisWeek = tasksCard()
      .getByTestId('module-weeks')
      .locator('rect > title', { hasText: /^S1 · Creadas: / });
    const createdThisWeek = Number((await thisWeek.textContent())?.split(': ')[1]);

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
    expect(await thisWeek.textContent()).toBe(`S1 · Creadas: ${createdThisWeek + 1}`);

    const taskId = (created.body.task as { id: string }).id;
    expect((await server.call('/tasks/close', { task_id: taskId }, jefe)).status).toBe(200);
    await tasksCard()
      .locator('dt', { hasText: /^Finalizadas$/ })
      .locator('+ dd', { hasText: new RegExp(`^${ended + 1}`) })
      .waitFor(BROWSER_WAIT);
    expect(await figure(tasksCard(), 'Total')).toBe(total + 1);
  });
});
