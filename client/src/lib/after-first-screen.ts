/** The longest the work waits for the browser to be idle once its delay is over. */
const IDLE_DEADLINE_MS = 5_000;

/**
 * Work a cold start does not need (other screens' code, the service worker's precache) waits until
 * the page has loaded, `delayMs` more have passed and the browser is idle: on a cold deep link it
 * would otherwise compete with the first screen's own code, data and renders. A browser that is
 * never idle (a busy phone) still gets it, `IDLE_DEADLINE_MS` later.
 */
export function afterFirstScreen(run: () => void, delayMs: number): void {
  const whenIdle = () =>
    window.requestIdleCallback ? window.requestIdleCallback(run, { timeout: IDLE_DEADLINE_MS }) : run();
  const schedule = () => window.setTimeout(whenIdle, delayMs);
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}
