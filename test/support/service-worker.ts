import type { Page } from 'playwright-core';
import { eventually } from './eventually';

// Evaluated as a string: the tests' TypeScript has no DOM types.
const WORKER_STATE = `navigator.serviceWorker.getRegistration().then((registration) => ({
  controlled: Boolean(navigator.serviceWorker.controller),
  registered: Boolean(registration),
  installing: registration?.installing?.state ?? null,
  active: registration?.active?.state ?? null,
  readyState: document.readyState,
}))`;

/**
 * Resolves once the page is controlled by an active service worker: it then opens offline. The app
 * registers it a few seconds after its first screen; a page still without one then fails the test,
 * saying how far its worker got.
 */
export async function untilControlledByWorker(page: Page): Promise<void> {
  const state = await eventually(
    () => page.evaluate(WORKER_STATE) as Promise<{ controlled: boolean }>,
    (seen) => seen.controlled,
    { timeout: 30_000, every: 100 },
  );
  if (!state.controlled) throw new Error(`The page is not controlled by a service worker: ${JSON.stringify(state)}`);
}
