import type {
  AppendResult,
  EventListener,
  EventStore,
  ExpectedRevision,
  NewEvent,
  StoredEvent,
  Subscription,
} from './event-store.port';
import type { UpcasterRegistry } from './upcasters';

/**
 * Any event store, read through the upcasters: every reader (command pipeline, projections,
 * rebuild, history, feed) sees each event at its type's current version. Appends must write the
 * current version, so a payload never claims a shape it does not have.
 */
export class UpcastingEventStore implements EventStore {
  private readonly upcast: (event: StoredEvent) => StoredEvent;

  constructor(
    private readonly inner: EventStore,
    private readonly upcasters: UpcasterRegistry,
  ) {
    this.upcast = (event) => upcasters.upcast(event);
  }

  append(stream: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    for (const { type, metadata } of events) {
      const current = this.upcasters.currentVersion(type);
      if (metadata.schemaVersion !== current) {
        // The aggregate's schemaVersions and the upcasters disagree: a programming error, caught by the first test that writes it.
        return Promise.reject(
          new Error(
            `${type} is written at version ${metadata.schemaVersion}, but its upcasters read it at ${current}: its aggregate's schemaVersions and its upcasters must agree`,
          ),
        );
      }
    }
    return this.inner.append(stream, events, expected);
  }

  async readStream(stream: string, afterRevision?: number): Promise<StoredEvent[]> {
    return (await this.inner.readStream(stream, afterRevision)).map(this.upcast);
  }

  async readLastEvent(stream: string): Promise<StoredEvent | null> {
    const event = await this.inner.readLastEvent(stream);
    return event && this.upcast(event);
  }

  async *readAll(afterPosition: number, batchSize?: number): AsyncIterable<StoredEvent[]> {
    for await (const batch of this.inner.readAll(afterPosition, batchSize)) yield batch.map(this.upcast);
  }

  async readProjectEvents(projectId: string, afterPosition: number, limit: number): Promise<StoredEvent[]> {
    return (await this.inner.readProjectEvents(projectId, afterPosition, limit)).map(this.upcast);
  }

  async readByCommand(actorId: string, commandId: string): Promise<StoredEvent[]> {
    return (await this.inner.readByCommand(actorId, commandId)).map(this.upcast);
  }

  subscribeToAll(afterPosition: number, listener: EventListener): Subscription {
    return this.inner.subscribeToAll(afterPosition, (event) => listener(this.upcast(event)));
  }

  lastPosition(): Promise<number> {
    return this.inner.lastPosition();
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
