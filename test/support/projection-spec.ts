import type { Projection } from '../../projections/runtime/projection';
import type { StoredEvent } from '../../services/platform/event-store/event-store.port';
import { MemoryReadStore } from '../../services/platform/read-store/memory-read-store';
import type { Doc } from '../../services/platform/read-store/read-store.port';

let position = 0;

/** A stored event as the log would hand it to a projection. */
export const stored = (type: string, data: object, at = '2026-11-23T12:00:00.000Z', actorId = 'admin'): StoredEvent => {
  position += 1;
  return {
    eventId: `e${position}`,
    stream: 'test',
    revision: position,
    position,
    type,
    data,
    metadata: {
      actorId,
      commandId: `c${position}`,
      correlationId: `c${position}`,
      causationId: `c${position}`,
      occurredAt: at,
      schemaVersion: 1,
    },
  };
};

/** given(events) then the documents of a collection: a projection test reads as a fold. */
export const projectionSpec = (projection: Projection) => (events: StoredEvent[]) => ({
  /** The collection's documents after the events, by id. */
  async documents(collection: string): Promise<Doc[]> {
    const store = new MemoryReadStore();
    await projection.setup?.(store);
    for (const event of events) await projection.apply(event, store);
    return store.collection(collection).find({}, { sort: { _id: 1 } });
  },
  async thenDocuments(collection: string, expected: Doc[]) {
    expect(await this.documents(collection)).toEqual(expected);
  },
});
