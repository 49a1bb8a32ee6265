/** Who did what, when and why; carried by every event. */
export interface EventMetadata {
  actorId: string;
  projectId?: string;
  commandId: string;
  /** Digest of the request the command came from, when the client named the command. */
  requestHash?: string;
  correlationId: string;
  causationId: string;
  /** When the server appended it: the time every rule decides on. */
  occurredAt: string;
  /**
   * When the person made the command on their device (X-Command-Made-At), for a command replayed
   * from an offline outbox; absent for a command sent as it was made.
   */
  madeAt?: string;
  schemaVersion: number;
}

export interface NewEvent {
  type: string;
  data: object;
  metadata: EventMetadata;
}

export interface StoredEvent extends NewEvent {
  eventId: string;
  stream: string;
  /** Position of the event within its stream, from 0. */
  revision: number;
  /** Position in the whole log; grows with every append. */
  position: number;
}

/** A stored event whose type and payload a reader knows: its own event type, plus where it sits in the log. */
export type Stored<E extends { type: string; data: object }> = E & Omit<StoredEvent, 'type' | 'data'>;

/**
 * Narrows a stored event to the event types a reader handles. Events are read through the
 * upcasters, so a payload of a known type has that type's current shape.
 */
export const isEventOf = <E extends { type: string; data: object }>(
  event: StoredEvent,
  types: readonly E['type'][],
): event is Stored<E> => types.some((type) => type === event.type);

/**
 * The project an event belongs to: its metadata's, else the one its payload names (events written
 * outside a project's command, such as the demo data, name it only there).
 */
export const projectOfEvent = (event: Pick<StoredEvent, 'data' | 'metadata'>): string | undefined => {
  const named = (event.data as { projectId?: unknown }).projectId;
  return event.metadata.projectId ?? (typeof named === 'string' ? named : undefined);
};

/** The revision a stream must be at for an append to go through: -1 for a stream that does not exist yet. */
export type ExpectedRevision = number | 'any';
export const NO_STREAM = -1;

export interface AppendResult {
  /** Revision of the last event written (the stream's new revision). */
  revision: number;
  /** Global position of the last event written. */
  position: number;
}

/** Somebody else appended to the stream first. */
export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: number,
  ) {
    super(`Stream ${stream} is at revision ${actual}, expected ${String(expected)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

export interface Subscription {
  close(): Promise<void>;
}

export type EventListener = (event: StoredEvent) => void;

export interface EventStore {
  /** Appends atomically; all or nothing, durable when the promise resolves. */
  append(stream: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  /** A stream's events, oldest first; from `afterRevision` on, only the later ones (what a cached fold lacks). */
  readStream(stream: string, afterRevision?: number): Promise<StoredEvent[]>;
  /** A stream's newest event, or null for a stream that does not exist: one read, however long the stream. */
  readLastEvent(stream: string): Promise<StoredEvent | null>;
  /** Every event after `afterPosition`, oldest first, in batches. */
  readAll(afterPosition: number, batchSize?: number): AsyncIterable<StoredEvent[]>;
  /**
   * Up to `limit` events of the project (`projectOfEvent`), after `afterPosition`, oldest first:
   * one project's slice of the log (the feed's project filter), without reading the others.
   */
  readProjectEvents(projectId: string, afterPosition: number, limit: number): Promise<StoredEvent[]>;
  /** The events an actor's command appended, or an empty list when that command id was never seen. */
  readByCommand(actorId: string, commandId: string): Promise<StoredEvent[]>;
  /** History after `afterPosition`, then every new event as it is appended, in log order. */
  subscribeToAll(afterPosition: number, listener: EventListener): Subscription;
  lastPosition(): Promise<number>;
  close(): Promise<void>;
}

/** A stored event with the chain hash its log keeps for it (hash-chain.ts). */
export interface ChainedEvent extends StoredEvent {
  hash: string;
}

/**
 * The event log as written, with its tamper-evident hash chain: what the migrations that rewrite
 * old payloads and the log's verification read.
 */
export interface EventLog extends EventStore {
  /**
   * Every event after `afterPosition` whose chain hash is stored, as written (never upcast),
   * oldest first, in batches. Apart from the hot reads, so they do not carry the hash.
   */
  readChain(afterPosition: number, batchSize?: number): AsyncIterable<ChainedEvent[]>;
}

/** The event log read through the upcasters: what everything reads. */
export const EVENT_STORE = Symbol('EventStore');
/** The event log as written, for the migrations that rewrite old payloads. */
export const EVENT_LOG = Symbol('EventLog');
