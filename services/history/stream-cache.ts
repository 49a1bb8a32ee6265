import type { EventStore, StoredEvent } from '../platform/event-store/event-store.port';

/** Streams shorter than this are read again each time: cheaper than what keeping them costs. */
const KEPT_FROM_EVENTS = 200;
/** Long streams kept at most, the least recently asked for let go first. */
const KEPT_STREAMS = 50;

/** Freezes an event through and through: shared by every call, nobody may change it. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Long streams' events, decoded once and kept while the stream is unchanged (its newest revision,
 * one indexed read, tells): the history, the item on a date and its turns of a task with a thousand
 * events read its stream without decoding a thousand rows on every call. Kept events are frozen,
 * so a fold that tried to change one would fail loudly instead of corrupting the next answer.
 */
export class StreamCache {
  private readonly kept = new Map<string, readonly StoredEvent[]>();

  constructor(private readonly events: EventStore) {}

  async read(stream: string): Promise<readonly StoredEvent[]> {
    const kept = this.kept.get(stream);
    if (kept && kept.at(-1)?.revision === (await this.events.readLastEvent(stream))?.revision) {
      // Asked for again: the most recent in the map's order, the last to be let go.
      this.kept.delete(stream);
      this.kept.set(stream, kept);
      return kept;
    }
    const events = await this.events.readStream(stream);
    if (events.length < KEPT_FROM_EVENTS) return events;
    const frozen = deepFreeze(events);
    this.kept.delete(stream);
    this.kept.set(stream, frozen);
    if (this.kept.size > KEPT_STREAMS) this.kept.delete(this.kept.keys().next().value as string);
    return frozen;
  }
}

const caches = new WeakMap<EventStore, StreamCache>();

/** The process's cache of the event store's long streams. */
export function streamCache(events: EventStore): StreamCache {
  const cache = caches.get(events) ?? new StreamCache(events);
  caches.set(events, cache);
  return cache;
}
