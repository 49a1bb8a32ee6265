import type { Page } from 'playwright-core';

// Evaluated as a string: the tests' TypeScript has no DOM types.
const CONTROLLED = `navigator.serviceWorker.ready.then(() =>
  navigator.serviceWorker.controller ? true : new Promise((resolve) =>
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true), { once: true })))`;

/** Resolves once the page is controlled by an active service worker: it then opens offline. */
export async function untilControlledByWorker(page: Page): Promise<void> {
  if ((await page.evaluate(CONTROLLED)) !== true) throw new Error('The page has no service worker.');
}
