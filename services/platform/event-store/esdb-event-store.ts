import {
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  ANY,
  BACKWARDS,
  END,
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
  type ChainedEvent,
  type EventListener,
  type EventLog,
  type EventMetadata,
  type ExpectedRevision,
  type NewEvent,
  NO_STREAM,
  projectOfEvent,
  type StoredEvent,
  type Subscription,
  WrongExpectedRevisionError,
} from './event-store.port';
import { chainHash, GENESIS_HASH } from './hash-chain';

/**
 * Marker stream that remembers which events an actor's command appended (EventStoreDB has no
 * secondary index). '|' never appears in an actor id.
 */
const commandStream = (actorId: string, commandId: string) => `faena-command-${actorId}|${commandId}`;
const COMMAND_RECORDED = 'CommandRecorded';

interface CommandRecord {
  stream: string;
  fromRevision: number;
  toRevision: number;
}

/**
 * The hash chain of the log (hash-chain.ts), sealed after the fact: the server orders $all, so the
 * projecting process reads it in order and appends the hashes here, a batch per event.
 */
const SEAL_STREAM = 'faena-log-seals';
const LOG_SEALED = 'LogSealed';
/** Hashes per seal event: far below EventStoreDB's event size limit. */
const SEAL_BATCH = 1000;

interface LogSeal {
  /** [position, hash] of each event sealed, in log order, chained on from the previous seal. */
  entries: Array<[number, string]>;
}

type Recorded = NonNullable<ResolvedEvent['event'] | AllStreamResolvedEvent['event']>;

/** Our events only: not system events (`$…`), not command markers, not the chain's seals. */
const isOwnEvent = (event: Recorded) =>
  !event.streamId.startsWith('$') && !event.streamId.startsWith('faena-command-') && event.streamId !== SEAL_STREAM;

const fromPosition = (after: number) => (after > 0 ? { commit: BigInt(after), prepare: BigInt(after) } : START);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);

/** Every event Faena writes carries its metadata as JSON; anything else in the log is not ours to read. */
const isEventMetadata = (value: unknown): value is EventMetadata =>
  isRecord(value) &&
  typeof value.actorId === 'string' &&
  typeof value.commandId === 'string' &&
  typeof value.occurredAt === 'string' &&
  typeof value.schemaVersion === 'number';

const isLogSeal = (value: unknown): value is LogSeal =>
  isRecord(value) &&
  Array.isArray(value.entries) &&
  value.entries.every(
    (entry: unknown) =>
      Array.isArray(entry) && entry.length === 2 && typeof entry[0] === 'number' && typeof entry[1] === 'string',
  );

const isCommandRecord = (value: unknown): value is CommandRecord =>
  isRecord(value) &&
  typeof value.stream === 'string' &&
  typeof value.fromRevision === 'number' &&
  typeof value.toRevision === 'number';

function toStoredEvent(event: Recorded): StoredEvent {
  const { data, metadata } = event;
  if (!isRecord(data) || !isEventMetadata(metadata)) {
    throw new Error(
      `${event.streamId}@${event.revision} (${event.type}) is not a Faena event: JSON data and metadata expected`,
    );
  }
  return {
    eventId: event.id,
    stream: event.streamId,
    revision: Number(event.revision),
    position: Number(event.position?.commit ?? 0n),
    type: event.type,
    data,
    metadata,
  };
}

/** Production event log on EventStoreDB / KurrentDB. */
export class EsdbEventStore implements EventLog {
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
      const metadata = events[0]?.metadata;
      if (metadata) {
        // A crash between the two appends leaves the marker unwritten; the pipeline still finds
        // the command by its id in the stream it reads before deciding (docs/decisions.md).
        const record: CommandRecord = { stream, fromRevision: revision - events.length + 1, toRevision: revision };
        await this.client.appendToStream(
          commandStream(metadata.actorId, metadata.commandId),
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

  /** A stream's events as recorded from `from` on, oldest first; none for a stream that does not exist. */
  private async recorded(stream: string, from = 0): Promise<Recorded[]> {
    const events: Recorded[] = [];
    const fromRevision = from === 0 ? START : BigInt(from);
    try {
      for await (const resolved of this.client.readStream(stream, { fromRevision, direction: FORWARDS })) {
        if (resolved.event) events.push(resolved.event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readStream(stream: string, afterRevision = NO_STREAM): Promise<StoredEvent[]> {
    return (await this.recorded(stream, afterRevision + 1)).map(toStoredEvent);
  }

  async readLastEvent(stream: string): Promise<StoredEvent | null> {
    try {
      for await (const resolved of this.client.readStream(stream, {
        fromRevision: END,
        direction: BACKWARDS,
        maxCount: 1,
      })) {
        if (resolved.event) return toStoredEvent(resolved.event);
      }
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    return null;
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

  /**
   * EventStoreDB has no index on metadata: this reads $all after the position and keeps the
   * project's events. Fine for a consumer following one project near the head of the log; one
   * starting from 0 reads the whole log once (docs/decisions.md, "Feed para sistemas de la empresa").
   */
  async readProjectEvents(projectId: string, afterPosition: number, limit: number): Promise<StoredEvent[]> {
    const found: StoredEvent[] = [];
    for await (const batch of this.readAll(afterPosition)) {
      for (const event of batch) {
        if (projectOfEvent(event) !== projectId) continue;
        found.push(event);
        if (found.length === limit) return found;
      }
    }
    return found;
  }

  async readByCommand(actorId: string, commandId: string): Promise<StoredEvent[]> {
    const events: StoredEvent[] = [];
    for (const record of await this.recorded(commandStream(actorId, commandId))) {
      if (!isCommandRecord(record.data)) {
        throw new Error(`${record.streamId}@${record.revision} is not a command record`);
      }
      const { stream, fromRevision, toRevision } = record.data;
      for (const event of await this.readStream(stream)) {
        if (event.revision >= fromRevision && event.revision <= toRevision) events.push(event);
      }
    }
    return events;
  }

  /** The seals in order: [position, hash] of every sealed event, and the seal stream's revision. */
  private async seals(): Promise<{ entries: Array<[number, string]>; revision: number }> {
    const entries: Array<[number, string]> = [];
    let revision = NO_STREAM;
    for (const seal of await this.recorded(SEAL_STREAM)) {
      if (!isLogSeal(seal.data)) throw new Error(`${seal.streamId}@${seal.revision} is not a log seal`);
      entries.push(...seal.data.entries);
      revision = Number(seal.revision);
    }
    return { entries, revision };
  }

  /**
   * Seals the events appended since the last seal, a batch per seal event, and answers how many.
   * The seal stream's expected revision keeps the chain single: a second sealer that raced this
   * one is refused and finds the new seals on its next round.
   */
  async sealPending(): Promise<number> {
    const { entries, revision } = await this.seals();
    let [after, previous] = entries.at(-1) ?? [0, GENESIS_HASH];
    let expected = revision;
    let sealed = 0;
    for (;;) {
      const batch: Array<[number, string]> = [];
      for await (const events of this.readAll(after, SEAL_BATCH)) {
        for (const event of events) {
          previous = chainHash(previous, event);
          batch.push([event.position, previous]);
        }
        break;
      }
      if (batch.length === 0) return sealed;
      try {
        await this.client.appendToStream(SEAL_STREAM, jsonEvent({ type: LOG_SEALED, data: { entries: batch } }), {
          expectedRevision: expected === NO_STREAM ? ESDB_NO_STREAM : BigInt(expected),
        });
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) return sealed;
        throw error;
      }
      expected += 1;
      sealed += batch.length;
      after = batch.at(-1)![0];
    }
  }

  /**
   * The sealed events with their sealed hashes, in log order: the log's events are read again and
   * paired with the seals one by one, so a missing or moved event meets another event's hash.
   * Events after the last seal are not part of the chain yet.
   */
  async *readChain(afterPosition: number, batchSize = 1000): AsyncIterable<ChainedEvent[]> {
    const { entries } = await this.seals();
    let next = 0;
    let batch: ChainedEvent[] = [];
    for await (const events of this.readAll(0, batchSize)) {
      for (const event of events) {
        const entry = entries[next];
        if (!entry) break;
        next += 1;
        if (event.position > afterPosition) batch.push({ ...event, hash: entry[1] });
      }
      if (batch.length > 0) yield batch;
      batch = [];
      if (next >= entries.length) return;
    }
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
