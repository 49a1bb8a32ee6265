import { type Arguments, type Key, unstable_serialize } from 'swr';
import { keepAnswer } from './read-cache/persistent-cache';

/**
 * Reads started before their hook mounts (SWR's own `preload` keeps them in its default cache,
 * which the app's revalidations never clear: a hook mounting minutes later took a stale answer).
 */
interface StartedRead {
  key: readonly unknown[];
  read: Promise<unknown>;
  /** When its answer arrived (epoch ms), or null while it is on its way. */
  answeredAt: number | null;
  /** A revalidation or a hook has taken over: its answer no longer goes into the cache. */
  overtaken: boolean;
}

/** How long an answer that arrived waits for its hook: later, the hook asks the server afresh. */
const HANDOVER_MS = 5_000;

const started = new Map<string, StartedRead>();

/**
 * Starts a read before the first render and puts its answer in the app's cache as soon as it
 * arrives, so a first render after that starts with the data, not with a loading state and one
 * more render. Never fails.
 */
function preloadAnswer<K extends readonly unknown[], Data>(key: K, fetcher: (key: K) => Promise<Data>): Promise<void> {
  const id = unstable_serialize(key);
  const entry: StartedRead = started.get(id) ?? { key, read: fetcher(key), answeredAt: null, overtaken: false };
  started.set(id, entry);
  return entry.read.then(
    (data) => {
      entry.answeredAt ??= Date.now();
      if (!entry.overtaken) keepAnswer(id, data);
    },
    () => {
      if (started.get(id) === entry) started.delete(id);
    },
  );
}

/** The read started for this key, once, while it is fresh enough to hand over. */
function takeStartedRead(id: string): Promise<unknown> | undefined {
  const entry = started.get(id);
  if (!entry) return undefined;
  started.delete(id);
  entry.overtaken = true;
  const fresh = entry.answeredAt === null || Date.now() - entry.answeredAt <= HANDOVER_MS;
  return fresh ? entry.read : undefined;
}

/**
 * A read a screen may start before its hook mounts: `preload` starts it (its answer goes into the
 * app's cache), and `fetch`, the hook's fetcher, takes a started read over once instead of asking
 * the server again.
 */
export function preloadableRead<K extends readonly unknown[], Data>(fetcher: (key: K) => Promise<Data>) {
  return {
    preload: (key: K): Promise<void> => preloadAnswer(key, fetcher),
    fetch: (key: K): Promise<Data> =>
      (takeStartedRead(unstable_serialize(key)) as Promise<Data> | undefined) ?? fetcher(key),
  };
}

/**
 * A revalidation asks the server afresh: the reads started for these keys (a key, or a filter of
 * keys as SWR's `mutate` takes) are no longer handed over or kept.
 */
export function dropStartedReads(keys: Key | ((key?: Arguments) => boolean)): void {
  for (const [id, entry] of started) {
    const matches = typeof keys === 'function' ? keys(entry.key) : unstable_serialize(keys) === id;
    if (!matches) continue;
    started.delete(id);
    entry.overtaken = true;
  }
}
