import type { Page } from 'playwright-core';
import { BROWSER_WAIT } from '../support/browser';
import { type BrowserStage, openBrowserStage } from '../support/browser-stage';
import { eventually } from '../support/eventually';

jest.setTimeout(60_000);

/**
 * While the server catches up with its log it answers 503 + Retry-After on every API route
 * (test/api/boot.api.spec.ts proves that on a real log). Here the browser meets those answers,
 * sent as the server sends them, and must wait, show «Cargando» and keep the session.
 */
describe('a server that is starting', () => {
  let stage: BrowserStage;
  let page: Page;

  beforeAll(async () => {
    stage = await openBrowserStage();
    page = await stage.tab('jefe.ot@faena.cl');
  });

  afterAll(() => stage?.close());

  it('shows «Cargando», retries and keeps the user signed in until the server answers', async () => {
    let starting = true;
    /** How many times each call was refused. */
    const refused = new Map<string, number>();
    const mostRefused = () => Math.max(0, ...refused.values());
    await page.route('**/api/**', async (route) => {
      if (!starting || route.request().url().endsWith('/api/health')) return route.continue();
      const call = route.request().url();
      refused.set(call, (refused.get(call) ?? 0) + 1);
      await route.fulfill({
        status: 503,
        headers: { 'retry-after': '1', 'content-type': 'application/json' },
        body: JSON.stringify({
          code: 503,
          message: 'Faena se está iniciando. Cargando la información, vuelve a intentarlo en unos segundos.',
          error: 'server.starting',
        }),
      });
    });
    await page.reload();
    const notice = page.getByRole('status').filter({ hasText: 'Cargando: Faena se está iniciando' });
    await notice.waitFor(BROWSER_WAIT);
    // It asks the same again (Retry-After: 1) rather than giving up or signing the user out.
    expect(await eventually(mostRefused, (count) => count > 1, BROWSER_WAIT)).toBeGreaterThan(1);
    expect(new URL(page.url()).pathname).not.toBe('/login');

    starting = false;
    await page.getByRole('heading', { name: 'Panel de Control' }).waitFor(BROWSER_WAIT);
    await notice.waitFor({ state: 'detached', ...BROWSER_WAIT });
    expect(new URL(page.url()).pathname).not.toBe('/login');
    expect(await page.evaluate('localStorage.getItem("faena.token")')).not.toBeNull();
  });
});
