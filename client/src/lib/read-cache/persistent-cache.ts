import { useEffect, useSyncExternalStore } from 'react';
import { type Cache, type Middleware, type State, unstable_serialize } from 'swr';
import { NoConnectionError } from '../http';
import { tokenUserId } from '../session';
import { storedProjectId } from '../stored-project';
import { classifyRead, type StoredRead } from './read-policy';
import { loadReads, saveReads } from './read-store';

/**
 * SWR's cache, kept on the device (issue 32): allowlisted answers are written to IndexedDB a
 * moment after they arrive, off the render path, and read back when the app starts, so a
 * reload without signal shows what was seen. While online nothing waits for IndexedDB.
 */

/** Answers arriving together (a screen's reads) go in one write. */
const WRITE_DELAY_MS = 1_000;

const entries = new Map<string, State>();
/** When each answer in memory was fetched, and when a screen last showed it (epoch ms). */
const fetchedAt = new Map<string, number>();
const usedAt = new Map<string, number>();
const unsaved = new Set<string>();
let writeTimer: ReturnType<typeof setTimeout> | undefined;

/** The records to write for what changed since the last write, for the signed-in user. */
function pendingRecords(userId: string): StoredRead[] {
  const records: StoredRead[] = [];
  for (const key of unsaved) {
    const meta = classifyRead(key);
    const data = entries.get(key)?.data;
    if (!meta || data === undefined) continue;
    const fetched = fetchedAt.get(key) ?? Date.now();
    records.push({ ...meta, userId, data, fetchedAt: fetched, usedAt: usedAt.get(key) ?? fetched });
  }
  unsaved.clear();
  return records;
}

function writeSoon(key: string): void {
  unsaved.add(key);
  clearTimeout(writeTimer);
  writeTimer = setTimeout(() => {
    // Signed out meanwhile: its database is being deleted, nothing may be written back.
    const userId = tokenUserId();
    const records = userId ? pendingRecords(userId) : [];
    if (!userId) unsaved.clear();
    void saveReads(records, storedProjectId()).catch(() => undefined);
  }, WRITE_DELAY_MS);
}

const provider: Cache = {
  keys: () => entries.keys(),
  get: (key) => entries.get(key),
  delete: (key) => {
    entries.delete(key);
    fetchedAt.delete(key);
    usedAt.delete(key);
  },
  set(key, state) {
    const previous = entries.get(key)?.data;
    // Offline, what was kept is shown instead of the failure; the band says since when.
    const shown =
      state.error instanceof NoConnectionError && state.data !== undefined ? { ...state, error: undefined } : state;
    entries.set(key, shown);
    if (shown.data !== undefined && shown.data !== previous) answered(key);
  },
};

/**
 * The server answered `key` now (SWR's onSuccess): an answer equal to the one in memory keeps
 * its object, yet it is as fresh as a new one.
 */
export function answered(key: string): void {
  if (!classifyRead(key)) return;
  fetchedAt.set(key, Date.now());
  writeSoon(key);
  notifyShown();
}

/**
 * An answer read before the app rendered (lib/preload-answer.ts): in the cache for the first render.
 * The server's answer is fresher than anything kept on the device.
 */
export function keepAnswer(key: string, data: unknown): void {
  provider.set(key, { ...entries.get(key), data });
}

/** The provider for SWRConfig: one cache for the whole app. */
export const persistentCache = (): Cache => provider;

let hydration: Promise<void> | undefined;
/** The longest an offline start waits for the kept records. */
const OFFLINE_READ_WAIT_MS = 3_000;

/**
 * Reads the signed-in user's records into memory, under what already arrived from the server
 * (a fresher answer is never replaced by a kept one). Once per page.
 */
function hydrateReadCache(): Promise<void> {
  hydration ??= (async () => {
    const userId = tokenUserId();
    if (!userId || typeof indexedDB === 'undefined') return;
    const reads = await loadReads(userId, Date.now()).catch(() => []);
    for (const read of reads) {
      if (entries.get(read.key)?.data !== undefined) continue;
      entries.set(read.key, { ...entries.get(read.key), data: read.data });
      fetchedAt.set(read.key, read.fetchedAt);
      usedAt.set(read.key, read.usedAt);
    }
    notifyShown();
  })();
  return hydration;
}

/**
 * Starts reading the kept answers. Offline the first render waits for them (there is nothing
 * else to show); online they are read once the page has loaded, so a cold start never waits for
 * IndexedDB, and only serve a screen opened later without signal.
 */
export function startReadCache(): Promise<void> {
  if (!navigator.onLine) {
    // A database held by another tab's upgrade never answers: the app opens without it.
    const given = new Promise<void>((resolve) => window.setTimeout(resolve, OFFLINE_READ_WAIT_MS));
    return Promise.race([hydrateReadCache(), given]);
  }
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1_000));
  const afterLoad = () => whenIdle(() => void hydrateReadCache());
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return Promise.resolve();
}

// The keys mounted screens show, counted (two hooks may share one), for the band's date.
const shown = new Map<string, number>();
const shownListeners = new Set<() => void>();
let oldestShown: number | null = null;

function notifyShown(): void {
  let oldest: number | null = null;
  for (const key of shown.keys()) {
    const fetched = entries.get(key)?.data === undefined ? undefined : fetchedAt.get(key);
    if (fetched !== undefined && (oldest === null || fetched < oldest)) oldest = fetched;
  }
  if (oldest === oldestShown) return;
  oldestShown = oldest;
  for (const listener of shownListeners) listener();
}

function markShown(key: string): () => void {
  shown.set(key, (shown.get(key) ?? 0) + 1);
  if (classifyRead(key) && entries.get(key)?.data !== undefined) {
    usedAt.set(key, Date.now());
    writeSoon(key);
  }
  notifyShown();
  return () => {
    const count = (shown.get(key) ?? 1) - 1;
    if (count > 0) shown.set(key, count);
    else shown.delete(key);
    notifyShown();
  };
}

/** SWR middleware: tells the cache which keys are on screen (for the band, and for least recently used). */
export const trackShown: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const serialized = unstable_serialize(key);
  useEffect(() => (serialized ? markShown(serialized) : undefined), [serialized]);
  return useSWRNext(key, fetcher, config);
};

/** When the oldest answer on screen was fetched (epoch ms), or null when nothing is shown. */
export function useOldestShownFetch(): number | null {
  return useSyncExternalStore(
    (listener) => {
      shownListeners.add(listener);
      return () => shownListeners.delete(listener);
    },
    () => oldestShown,
  );
}
