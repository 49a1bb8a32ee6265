import type { Projection } from '../../projections/runtime/projection';
import type { StoredEvent } from '../platform/event-store/event-store.port';
import type { ReadStore } from '../platform/read-store/read-store.port';

/** Whether an event had happened by `at`: its own time, as the projections date it. */
export const happenedBy = (event: StoredEvent, at: Date) => Date.parse(event.metadata.occurredAt) <= at.getTime();

/** The events of several streams in the log's order, each once. */
export function inLogOrder(streams: ReadonlyArray<readonly StoredEvent[]>): StoredEvent[] {
  if (streams.length === 1) return [...(streams[0] ?? [])];
  const byPosition = new Map(streams.flat().map((event) => [event.position, event]));
  return [...byPosition.values()].sort((a, b) => a.position - b.position);
}

/**
 * Folds the events that had happened by `at` through the projections, in the order given (the
 * live engine's), into `store`, with the very `apply` of the live read models. Answers the log
 * position of the last event folded, or null when none had happened yet.
 */
export async function foldUntil(
  events: readonly StoredEvent[],
  at: Date,
  projections: readonly Projection[],
  store: ReadStore,
): Promise<number | null> {
  const handling = projections.map((projection) => ({ projection, handles: new Set(projection.handles) }));
  let position: number | null = null;
  for (const event of events) {
    if (!happenedBy(event, at)) continue;
    for (const { projection, handles } of handling) {
      if (handles.has(event.type)) await projection.apply(event, store);
    }
    position = event.position;
  }
  return position;
}
