import { useSyncExternalStore } from 'react';

const TOKEN_KEY = 'faena.token';
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  notify();
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  notify();
}

let expiring = false;

/**
 * The server refused our token: forget it and start over from a clean page (spec 8). Every call
 * in flight is refused at once; the page reloads once, not once per call.
 */
export function expireSession(): void {
  if (expiring) return;
  expiring = true;
  clearToken();
  window.location.reload();
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
