import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BROWSER_WAIT, launchBrowser, signedInTab } from '../support/browser';
import { startTestServer, type TestServer } from '../support/test-server';

jest.setTimeout(120_000);

/** What the page said of the Content-Security-Policy and of Plotly's styles in the console. */
const refusals = (page: Page) => {
  const said: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|addRelatedStyleRule|addStyleRule/.test(message.text())) said.push(message.text());
  });
  return said;
};

describe('charts: Plotly styled under the Content-Security-Policy, counts in whole numbers', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let said: string[];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    [context, page] = await signedInTab(browser, server.url, 'jefe.ot@faena.cl', {
      viewport: { width: 1366, height: 800 },
    });
    // The demo's additionals are on Edificio Parque Los Aromos.
    await page.evaluate(() => localStorage.setItem('faena.project', JSON.stringify('demo-aromos')));
    said = refusals(page);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  it('draws the dashboard and the Estadísticas with a clean console and a toolbar in its corner', async () => {
    await page.goto(`${server.url}/`);
    await page.getByTestId('module-weeks').first().getByRole('img').waitFor(BROWSER_WAIT);
    await page.goto(`${server.url}/adicionales?list=5`);
    const counts = page.getByTestId('additional-counts');
    await counts.locator('.main-svg').first().waitFor(BROWSER_WAIT);
    await counts.getByText('Adicionales por tipo y estado', { exact: true }).waitFor(BROWSER_WAIT);

    // Plotly's own rules apply: its toolbar is one row in the chart's corner, not a block over it.
    await counts.locator('.main-svg').first().hover();
    const toolbar = await counts.locator('.modebar').evaluate((bar) => {
      const style = getComputedStyle(bar);
      const box = bar.getBoundingClientRect();
      const chart = bar.closest('.js-plotly-plot')!.getBoundingClientRect();
      return { position: style.position, height: box.height, atTheRight: chart.right - box.right < 8 };
    });
    expect(toolbar).toEqual({ position: 'absolute', height: expect.any(Number), atTheRight: true });
    expect(toolbar.height).toBeLessThan(40);
    // Counts tick in whole numbers.
    const ticks = await counts.locator('.ytick text').allTextContents();
    expect(ticks.length).toBeGreaterThan(1);
    for (const tick of ticks) expect(tick).toMatch(/^\d+$/);
    expect(said).toEqual([]);
  });

  it("says 'Sin RDI finalizadas todavía' where no RDI is finished yet", async () => {
    await page.evaluate(() => localStorage.setItem('faena.project', JSON.stringify('demo-lo-aguirre')));
    await page.goto(`${server.url}/rdi?list=4`);
    const days = page.getByTestId('rdi-graph-days');
    await days.getByText('Sin RDI finalizadas todavía.').waitFor(BROWSER_WAIT);
    await page.getByTestId('rdi-graph-counts').locator('.main-svg').first().waitFor(BROWSER_WAIT);
    const ticks = await page.getByTestId('rdi-graph-counts').locator('.xtick text').allTextContents();
    for (const tick of ticks) expect(tick).toMatch(/^\d+$/);
    expect(said).toEqual([]);
  });
});
