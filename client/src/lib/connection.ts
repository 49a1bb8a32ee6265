import { useSyncExternalStore } from 'react';

/**
 * Whether the app can reach the server: the browser says it is offline, or a call found no
 * network (a phone on site often shows signal bars with none getting through). A call that gets
 * an answer, or the browser's 'online', ends it.
 */
let unreachable = false;
const listeners = new Set<() => void>();

const reconnectListeners = new Set<() => void>();

function setUnreachable(value: boolean): void {
  if (unreachable === value) return;
  unreachable = value;
  for (const listener of listeners) listener();
  if (!value) for (const listener of reconnectListeners) listener();
}

/** Calls `listener` whenever the server may be reachable again: the browser's 'online', or a call answered after none did. */
export function onReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  window.addEventListener('online', listener);
  return () => {
    reconnectListeners.delete(listener);
    window.removeEventListener('online', listener);
  };
}

/** A call got no answer at all: the network is down, whatever the browser believes. */
export const reportNoConnection = (): void => setUnreachable(true);

/** A call got an answer (any status): the server is reachable again. */
export const reportAnswered = (): void => setUnreachable(false);

export const isOffline = (): boolean => !navigator.onLine || unreachable;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onOnline = () => {
    // The browser found a network: let the next calls say whether the server is there.
    unreachable = false;
    listener();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', listener);
  };
}

/** True while the app cannot reach the server, re-rendering when that changes. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline);
}
