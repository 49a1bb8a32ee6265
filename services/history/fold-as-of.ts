import type { Projection } from '../../projections/runtime/projection';
import type { StoredEvent } from '../platform/event-store/event-store.port';
import type { ReadStore } from '../platform/read-store/read-store.port';

/** Whether an event had happened by `at`, by its own time (the one the projections date it by). */
export function happenedBy(at: Date): (event: StoredEvent) => boolean {
  const iso = at.toISOString();
  const time = at.getTime();
  // Times the clock wrote are ISO strings of one shape, which compare as their instants do: a
  // string comparison spares parsing each of a long stream's dates.
  return ({ metadata: { occurredAt } }) =>
    occurredAt.length === iso.length && occurredAt.endsWith('Z') ? occurredAt <= iso : Date.parse(occurredAt) <= time;
}

/** The events of several streams in the log's order, each once. */
export function inLogOrder(streams: ReadonlyArray<readonly StoredEvent[]>): StoredEvent[] {
  if (streams.length === 1) return [...(streams[0] ?? [])];
  const byPosition = new Map(streams.flat().map((event) => [event.position, event]));
  return [...byPosition.values()].sort((a, b) => a.position - b.position);
}

/**
 * Folds the events that had happened by `at` through the projections, in the order given (the
 * live engine's), into `store`, with the very `apply` of the live read models. Answers how many
 * were folded and the log position of the last one (null when none had happened yet).
 */
export async function foldUntil(
  events: readonly StoredEvent[],
  at: Date,
  projections: readonly Projection[],
  store: ReadStore,
): Promise<{ folded: number; position: number | null }> {
  const handling = projections.map((projection) => ({ projection, handles: new Set(projection.handles) }));
  const happened = happenedBy(at);
  let folded = 0;
  let position: number | null = null;
  for (const event of events) {
    if (!happened(event)) continue;
    for (const { projection, handles } of handling) {
      if (handles.has(event.type)) await projection.apply(event, store);
    }
    folded += 1;
    position = event.position;
  }
  return { folded, position };
}
