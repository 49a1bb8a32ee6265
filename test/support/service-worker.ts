import type { Page } from 'playwright-core';
import { until } from './eventually';

// Evaluated as a string: the tests' TypeScript has no DOM types.
const WORKER_STATE = `navigator.serviceWorker.getRegistration().then((registration) => ({
  controlled: Boolean(navigator.serviceWorker.controller),
  registered: Boolean(registration),
  installing: registration?.installing?.state ?? null,
  active: registration?.active?.state ?? null,
  readyState: document.readyState,
}))`;

/**
 * The app registers its worker 3 s after the page's load and once the browser is idle (5 s at most),
 * then the worker fetches every screen's code: on a loaded machine that passes BROWSER_WAIT.
 */
const WORKER_WAIT = { timeout: 30_000, every: 100 };

/**
 * Resolves once the page is controlled by an active service worker: it then opens offline. A page
 * still without one fails the test, saying how far its worker got.
 */
export async function untilControlledByWorker(page: Page): Promise<void> {
  let state: { controlled: boolean } | undefined;
  await until(
    () => `the page controlled by a service worker; its worker: ${JSON.stringify(state)}`,
    async () => {
      state = (await page.evaluate(WORKER_STATE)) as { controlled: boolean };
      return state.controlled;
    },
    WORKER_WAIT,
  );
}
