import { afterFirstScreen } from './after-first-screen';

/** How long after the page's load event the worker is registered. */
const REGISTER_AFTER_LOAD_MS = 3_000;

/**
 * Registers the app's service worker (/sw.js, client/src/service-worker): the app shell and every
 * screen's code open without signal. Only a built app has one; the dev server serves no worker.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    // Past the HTTP cache, so a new deployment's worker is found at the next visit.
    navigator.serviceWorker.register('/sw.js', { updateViaCache: 'none' }).catch(() => {
      // Without a worker the app works as before, online only.
    });
  // The worker fetches every screen's code as it installs: it waits until the first screen has
  // its own code and data, instead of competing with them on a cold start (a deep link).
  afterFirstScreen(register, REGISTER_AFTER_LOAD_MS);
}
