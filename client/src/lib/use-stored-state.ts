import { useCallback, useSyncExternalStore } from 'react';

/** Components reading a key, told when another component (or tab) stores a new value. */
const listeners = new Map<string, Set<() => void>>();

function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function parse<T>(raw: string | null, fallback: T, isValid: (value: unknown) => value is T): T {
  if (raw === null) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

function subscribe(key: string, listener: () => void): () => void {
  const forKey = listeners.get(key) ?? new Set<() => void>();
  forKey.add(listener);
  listeners.set(key, forKey);
  const onStorage = (event: StorageEvent) => event.key === key && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    forKey.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * A piece of UI state remembered across reloads and shared by every component that reads the
 * same key (the header's listing-view selector and the listing it drives); unreadable stored
 * values fall back to the default.
 */
export function useStoredState<T>(
  key: string,
  fallback: T,
  isValid: (value: unknown) => value is T,
): [T, (value: T) => void] {
  const raw = useSyncExternalStore(
    useCallback((listener: () => void) => subscribe(key, listener), [key]),
    () => readRaw(key),
    () => null,
  );
  const store = useCallback(
    (next: T) => {
      localStorage.setItem(key, JSON.stringify(next));
      for (const listener of listeners.get(key) ?? []) listener();
    },
    [key],
  );
  return [parse(raw, fallback, isValid), store];
}
