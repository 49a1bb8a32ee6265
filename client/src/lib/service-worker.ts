/**
 * Registers the app's service worker (/sw.js, client/src/service-worker): the app shell and every
 * screen's code open without signal. Only a built app has one; the dev server serves no worker.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    // Past the HTTP cache, so a new deployment's worker is found at the next visit.
    navigator.serviceWorker.register('/sw.js', { updateViaCache: 'none' }).catch(() => {
      // Without a worker the app works as before, online only.
    });
  });
}
