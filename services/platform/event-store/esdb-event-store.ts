import {
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  ANY,
  NO_STREAM as ESDB_NO_STREAM,
  EventStoreDBClient,
  excludeSystemEvents,
  FORWARDS,
  jsonEvent,
  type ResolvedEvent,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import { Logger } from '@nestjs/common';
import {
  type AppendResult,
  type EventListener,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  NO_STREAM,
  type StoredEvent,
  type Subscription,
  WrongExpectedRevisionError,
} from './event-store.port';

/** Marker stream that remembers which events a command appended (EventStoreDB has no secondary index). */
const commandStream = (commandId: string) => `faena-command-${commandId}`;
const COMMAND_RECORDED = 'CommandRecorded';

interface CommandRecord {
  stream: string;
  fromRevision: number;
  toRevision: number;
}

type Recorded = NonNullable<ResolvedEvent['event'] | AllStreamResolvedEvent['event']>;

/** Our events only: not system events (`$…`), not command markers. */
const isOwnEvent = (event: Recorded) => !event.streamId.startsWith('$') && !event.streamId.startsWith('faena-command-');

const fromPosition = (after: number) => (after > 0 ? { commit: BigInt(after), prepare: BigInt(after) } : START);

const toStoredEvent = (event: Recorded): StoredEvent => ({
  eventId: event.id,
  stream: event.streamId,
  revision: Number(event.revision),
  position: Number(event.position?.commit ?? 0n),
  type: event.type,
  data: event.data as object,
  metadata: event.metadata as unknown as EventMetadata,
});

/** Production event log on EventStoreDB / KurrentDB. */
export class EsdbEventStore implements EventStore {
  private readonly client: EventStoreDBClient;

  constructor(connectionString: string) {
    this.client = EventStoreDBClient.connectionString(connectionString);
  }

  async append(stream: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    const expectedRevision = expected === 'any' ? ANY : expected === NO_STREAM ? ESDB_NO_STREAM : BigInt(expected);
    try {
      const result = await this.client.appendToStream(
        stream,
        events.map((event) =>
          jsonEvent({ type: event.type, data: { ...event.data }, metadata: { ...event.metadata } }),
        ),
        { expectedRevision },
      );
      const revision = Number(result.nextExpectedRevision);
      const commandId = events[0]?.metadata.commandId;
      if (commandId) {
        // Best effort: a crash between the two appends leaves the command unrecorded, and a retry
        // with the same id would run it once more. The SQLite adapter records both atomically.
        const record: CommandRecord = { stream, fromRevision: revision - events.length + 1, toRevision: revision };
        await this.client.appendToStream(
          commandStream(commandId),
          jsonEvent({ type: COMMAND_RECORDED, data: { ...record } }),
        );
      }
      return { revision, position: Number(result.position?.commit ?? 0n) };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = typeof error.actualVersion === 'bigint' ? Number(error.actualVersion) : NO_STREAM;
        throw new WrongExpectedRevisionError(stream, expected, actual);
      }
      throw error;
    }
  }

  async readStream(stream: string): Promise<StoredEvent[]> {
    const events: StoredEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(stream, { fromRevision: START, direction: FORWARDS })) {
        if (resolved.event) events.push(toStoredEvent(resolved.event));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async *readAll(afterPosition: number, batchSize = 1000): AsyncIterable<StoredEvent[]> {
    let batch: StoredEvent[] = [];
    for await (const resolved of this.client.readAll({
      fromPosition: fromPosition(afterPosition),
      direction: FORWARDS,
    })) {
      if (!resolved.event || !isOwnEvent(resolved.event)) continue;
      const event = toStoredEvent(resolved.event);
      if (event.position <= afterPosition) continue;
      batch.push(event);
      if (batch.length >= batchSize) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
  }

  async readByCommandId(commandId: string): Promise<StoredEvent[]> {
    const records = await this.readStream(commandStream(commandId));
    const events: StoredEvent[] = [];
    for (const record of records) {
      const { stream, fromRevision, toRevision } = record.data as unknown as CommandRecord;
      for (const event of await this.readStream(stream)) {
        if (event.revision >= fromRevision && event.revision <= toRevision) events.push(event);
      }
    }
    return events;
  }

  subscribeToAll(afterPosition: number, listener: EventListener): Subscription {
    return new ResumingSubscription(this.client, afterPosition, listener);
  }

  async lastPosition(): Promise<number> {
    for await (const resolved of this.client.readAll({
      fromPosition: 'end',
      direction: 'backwards',
    })) {
      if (resolved.event && isOwnEvent(resolved.event)) return Number(resolved.event.position?.commit ?? 0n);
    }
    return 0;
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}

const logger = new Logger('EventStoreDB');

/** Waits before re-subscribing: 0.5 s, doubling up to 30 s, back to 0.5 s once events flow. */
const RESUBSCRIBE_MS = { first: 500, max: 30_000 };

/**
 * A catch-up subscription to $all that survives a dropped connection or a server restart: on an
 * error it subscribes again, after a backoff, from the last event it delivered, so nothing is
 * lost or delivered twice.
 */
class ResumingSubscription implements Subscription {
  private current?: AllStreamSubscription;
  private retry?: NodeJS.Timeout;
  private failures = 0;
  private closed = false;

  constructor(
    private readonly client: EventStoreDBClient,
    private lastDelivered: number,
    private readonly listener: EventListener,
  ) {
    this.open();
  }

  private open(): void {
    const subscription = this.client.subscribeToAll({
      fromPosition: fromPosition(this.lastDelivered),
      filter: excludeSystemEvents(),
    });
    this.current = subscription;
    subscription.on('data', (resolved: AllStreamResolvedEvent) => {
      if (this.closed || subscription !== this.current) return;
      this.failures = 0;
      if (!resolved.event || !isOwnEvent(resolved.event)) return;
      const event = toStoredEvent(resolved.event);
      if (event.position <= this.lastDelivered) return;
      this.lastDelivered = event.position;
      this.listener(event);
    });
    subscription.on('error', (error: Error) => {
      if (this.closed || subscription !== this.current) return;
      this.current = undefined;
      subscription.unsubscribe().catch(() => {});
      const delay = Math.min(RESUBSCRIBE_MS.first * 2 ** this.failures, RESUBSCRIBE_MS.max);
      this.failures += 1;
      logger.warn(
        `Subscription to $all dropped (${error.message}); resuming after ${this.lastDelivered} in ${delay} ms`,
      );
      this.retry = setTimeout(() => this.open(), delay);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    await this.current?.unsubscribe();
  }
}
