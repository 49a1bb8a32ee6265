import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoSeriousViolations } from '../support/axe';
import { BROWSER_WAIT, launchBrowser, signedInTab } from '../support/browser';
import { expectNoEnglishUiWords } from '../support/english-ui';
import { startForecastServer } from '../support/forecast-server';
import { startTestServer, type TestServer } from '../support/test-server';

jest.setTimeout(120_000);

describe('the dashboard weather panel', () => {
  let forecasts: Awaited<ReturnType<typeof startForecastServer>>;
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    forecasts = await startForecastServer(new Date());
    [server, browser] = await Promise.all([
      startTestServer({ env: { WEATHER_API_URL: forecasts.url, WEATHER_API_KEY: 'clave-clima' } }),
      launchBrowser(),
    ]);
    [context, page] = await signedInTab(browser, server.url, 'jefe.ot@faena.cl');
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
    await forecasts?.close();
  });

  it('shows 5 days of the local forecast service, rounded, in Spanish', async () => {
    const card = page.getByTestId('weather-card');
    await card.getByRole('heading', { name: 'Clima en Las Condes' }).waitFor(BROWSER_WAIT);
    const days = card.getByRole('list', { name: 'Pronóstico de 5 días' }).getByRole('listitem');
    expect(await days.count()).toBe(5);
    // The stand-in's first day runs from 20.4 °C up by 0.5 each 3 hours; its minimum is 8.6.
    expect(await days.first().textContent()).toMatch(/máx\. \d+° ?mín\. 9°/);
    expect(await card.getByText('Cielo claro', { exact: false }).count()).toBeGreaterThan(0);
    expect(Object.fromEntries(forecasts.requests.at(-1)!)).toMatchObject({ units: 'metric', lang: 'es' });
    await expectNoSeriousViolations(page, 'dashboard weather');
    await expectNoEnglishUiWords(page, 'dashboard weather');
  });
});
