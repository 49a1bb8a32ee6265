import { API_BASE, apiRequestInit, REQUEST_TIMEOUT_MS } from './api-request';
import { getToken } from './stored-token';

/** A read the first screen will make: its call and body, built by the same functions the app uses. */
export interface EarlyRead {
  path: string;
  body: Record<string, unknown>;
}

/** How long an early answer waits to be taken: past the first screen, a call asks the server afresh. */
const EARLY_ANSWER_TTL_MS = 10_000;

const sent = new Map<string, { token: string; answer: Promise<Response | null> }>();
const keyOf = (path: string, body: unknown) => `${path}\n${JSON.stringify(body)}`;

/**
 * Sends the first screen's reads while the browser is still evaluating the app's code (React,
 * Primer, the shared chunk: about a tenth of a second on a phone), so their answers are on their
 * way when the app asks. Only for a signed-in tab; a read that fails is simply asked again.
 */
export function sendEarlyReads(reads: readonly EarlyRead[]): void {
  const token = getToken();
  if (!token) return;
  for (const { path, body } of reads) {
    const signal = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    const answer = fetch(`${API_BASE}${path}`, apiRequestInit({ method: 'POST', body, token, signal })).catch(
      () => null,
    );
    sent.set(keyOf(path, body), { token, answer });
  }
  setTimeout(() => sent.clear(), EARLY_ANSWER_TTL_MS);
}

/**
 * The answer of an early read of this call and body for this token, once: the app's first ask takes
 * it over, any later ask goes to the server. Null when there is none; its promise gives null when it
 * failed. Synchronous, so a call with nothing to take reaches `fetch` in the same tick as before.
 */
export function takeEarlyAnswer(path: string, body: unknown, token: string | null): Promise<Response | null> | null {
  const key = keyOf(path, body);
  const early = sent.get(key);
  if (!early) return null;
  sent.delete(key);
  return early.token === token ? early.answer : null;
}

/** A command was sent: what was read before it may have changed, so nothing early is handed over. */
export function forgetEarlyAnswers(): void {
  sent.clear();
}
