import { useSyncExternalStore } from 'react';
import { deleteSessionDatabases } from './browser-db';
import { getToken, TOKEN_KEY } from './stored-token';

export { getToken };

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** The signed-in user's id, the token's subject (the server checks the token; this only labels the device's data). */
export function tokenUserId(): string | null {
  const payload = getToken()?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const subject = typeof claims === 'object' && claims !== null ? (claims as { sub?: unknown }).sub : null;
    return typeof subject === 'string' ? subject : null;
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  notify();
}

/** The longest a reload waits for the device's data to be deleted (another tab may hold it open). */
const WIPE_WAIT_MS = 2_000;

/** Ends the session on this device: the token, and what was cached or queued for this person. */
export function clearToken(): Promise<void> {
  localStorage.removeItem(TOKEN_KEY);
  notify();
  return deleteSessionDatabases();
}

let expiring = false;

/** How many changes made offline have not reached the server; the outbox says, once it runs. */
let countUnsent: () => number = () => 0;
export const countUnsentChangesWith = (count: () => number): void => {
  countUnsent = count;
};

/** Where the count of changes an ended session took with it waits for the sign-in screen. */
const LOST_CHANGES_KEY = 'faena.lost-changes';

/**
 * Changes an ended session discarded, said once on the sign-in screen (nothing is dropped
 * silently); null when none were.
 */
export function takeLostChanges(): number | null {
  if (lostChanges === undefined) {
    const lost = Number(sessionStorage.getItem(LOST_CHANGES_KEY));
    sessionStorage.removeItem(LOST_CHANGES_KEY);
    lostChanges = lost > 0 ? lost : null;
  }
  return lostChanges;
}

/** Read once per page: the sign-in screen may mount more than once while it loads. */
let lostChanges: number | null | undefined;

/**
 * The server refused our token: forget it and start over from a clean page (spec 8). Every call
 * in flight is refused at once; the page reloads once, not once per call. The device's data goes
 * with the session, changes not yet sent included: the sign-in screen says how many.
 */
export function expireSession(): void {
  if (expiring) return;
  expiring = true;
  const unsent = countUnsent();
  if (unsent > 0) sessionStorage.setItem(LOST_CHANGES_KEY, String(unsent));
  const wiped = clearToken();
  const waited = new Promise((resolve) => setTimeout(resolve, WIPE_WAIT_MS));
  void Promise.race([wiped, waited]).finally(() => window.location.reload());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Signing in or out in another tab changes this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored token, re-rendering on sign-in and sign-out. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken);
}
