/**
 * Work a cold start does not need (other screens' code, the service worker's precache) waits until
 * the page has loaded, `delayMs` more have passed and the browser is idle: on a cold deep link it
 * would otherwise compete with the first screen's own code, data and renders.
 */
export function afterFirstScreen(run: () => void, delayMs: number): void {
  const whenIdle = window.requestIdleCallback ?? ((idle: () => void) => window.setTimeout(idle, 0));
  const schedule = () => window.setTimeout(() => whenIdle(run), delayMs);
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}
