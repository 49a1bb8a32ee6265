import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { CommitGate } from './commit-gate';
import {
  type AppendResult,
  type ChainedEvent,
  type EventListener,
  type EventLog,
  type ExpectedRevision,
  type NewEvent,
  NO_STREAM,
  type StoredEvent,
  type Subscription,
  WrongExpectedRevisionError,
} from './event-store.port';
import { chainHash, GENESIS_HASH } from './hash-chain';

/** Rows come as arrays (better-sqlite3 raw mode), in this column order: faster than objects when rebuilding. */
type EventRow = [
  position: number,
  eventId: string,
  stream: string,
  revision: number,
  type: string,
  data: string,
  metadata: string,
];
const COLUMNS = 'position, event_id, stream, revision, type, data, metadata';
/** A row with its chain hash last: only verification reads it, so the hot reads stay as they were. */
type ChainedRow = [...EventRow, hash: string | null];

const SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  position   INTEGER PRIMARY KEY AUTOINCREMENT,
  event_id   TEXT NOT NULL,
  stream     TEXT NOT NULL,
  revision   INTEGER NOT NULL,
  type       TEXT NOT NULL,
  data       TEXT NOT NULL,
  metadata   TEXT NOT NULL,
  command_id TEXT NOT NULL,
  actor_id   TEXT NOT NULL,
  hash       TEXT,
  UNIQUE (stream, revision)
);
CREATE INDEX IF NOT EXISTS events_command_id ON events (command_id);
`;

/** Logs written before command ids were keyed by actor get the column, filled from each event's metadata. */
const ADD_ACTOR_COLUMN = `
ALTER TABLE events ADD COLUMN actor_id TEXT NOT NULL DEFAULT '';
UPDATE events SET actor_id = json_extract(metadata, '$.actorId');
`;

/** Logs written before the hash chain get the column; it is filled at open, in one pass (rechain). */
const ADD_HASH_COLUMN = 'ALTER TABLE events ADD COLUMN hash TEXT';

/** The project an event names (`projectOfEvent`), in SQL: the index and the query must spell it alike. */
const PROJECT_OF_ROW = "COALESCE(json_extract(metadata, '$.projectId'), json_extract(data, '$.projectId'))";

/**
 * One project's slice of the log, read by position: an index on the project each event names,
 * built on its own (an expression, no column), so older logs get it at their next start.
 */
const PROJECT_INDEX = `CREATE INDEX IF NOT EXISTS events_project ON events (${PROJECT_OF_ROW}, position);`;

const toStoredEvent = ([position, eventId, stream, revision, type, data, metadata]: EventRow): StoredEvent => ({
  eventId,
  stream,
  revision,
  position,
  type,
  data: JSON.parse(data),
  metadata: JSON.parse(metadata),
});

const toChainedEvent = (row: ChainedRow): ChainedEvent => ({
  ...toStoredEvent(row.slice(0, 7) as EventRow),
  hash: row[7] ?? '',
});

/** The newest event's position and chain hash: where the next append goes on from. */
interface ChainHead {
  position: number;
  hash: string;
}

/** An append waiting for its group's commit, and once written, how it went. */
interface PendingAppend {
  stream: string;
  events: NewEvent[];
  expected: ExpectedRevision;
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
  outcome?: { result: AppendResult } | { error: unknown };
}

export interface SqliteEventStoreOptions {
  /** Only the bench turns it off, to measure what the chain costs an append. */
  hashChain?: boolean;
}

/**
 * The embedded event log: one SQLite file in WAL mode with a full sync per commit, so an
 * acknowledged append survives a crash. Appends called while a commit is on its way share the
 * next one (group commit: one transaction and one fsync for all of them). Subscribers are fed after each commit, in log order.
 * Each event is written with its chain hash (hash-chain.ts); the head of the chain is read once
 * at open and kept in memory, which holds because one process writes the file.
 */
export class SqliteEventStore implements EventLog {
  private readonly db: Database.Database;
  private readonly statements;
  /**
   * Built once: better-sqlite3 wraps it in BEGIN/COMMIT, and ROLLBACK when it throws. Called
   * inside the group's transaction (commitGroup), it becomes a savepoint: a refused append is
   * rolled back alone.
   */
  private readonly appendOne: (append: PendingAppend, after: ChainHead) => AppendResult & { head: ChainHead };
  /** One transaction, one commit (one fsync) for every append of a group. */
  private readonly groupTransaction: (group: PendingAppend[]) => ChainHead;
  /** Appends waiting for the next group commit, in the order they were called. */
  private pending: PendingAppend[] = [];
  /** Reads of what an append not yet committed touches wait here for its commit. */
  private readonly gate = new CommitGate();
  private readonly subscriptions = new Set<SqliteSubscription>();
  private readonly hashChain: boolean;
  private head: ChainHead;

  constructor(file: string, options: SqliteEventStoreOptions = {}) {
    this.hashChain = options.hashChain ?? true;
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.exec(SCHEMA);
    const columns = this.db.prepare<[], { name: string }>('PRAGMA table_info(events)').all();
    if (!columns.some((column) => column.name === 'actor_id')) this.db.exec(ADD_ACTOR_COLUMN);
    this.db.exec(PROJECT_INDEX);
    const unchained = !columns.some((column) => column.name === 'hash');
    // The column and its hashes come in one transaction: a crash on the way leaves the log as it was.
    if (unchained) this.db.exec(`BEGIN; ${ADD_HASH_COLUMN}`);
    this.statements = {
      streamRevision: this.db.prepare<[string], { revision: number | null }>(
        'SELECT MAX(revision) AS revision FROM events WHERE stream = ?',
      ),
      insert: this.db.prepare(
        'INSERT INTO events (position, event_id, stream, revision, type, data, metadata, command_id, actor_id, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      ),
      head: this.db.prepare<[], ChainHead>('SELECT position, hash FROM events ORDER BY position DESC LIMIT 1'),
      hashBefore: this.db.prepare<[number], { hash: string }>(
        'SELECT hash FROM events WHERE position < ? ORDER BY position DESC LIMIT 1',
      ),
      readChainAfter: this.db
        .prepare<[number, number], ChainedRow>(
          `SELECT ${COLUMNS}, hash FROM events WHERE position > ? ORDER BY position LIMIT ?`,
        )
        .raw(),
      setHash: this.db.prepare<[string, number]>('UPDATE events SET hash = ? WHERE position = ?'),
      readStream: this.db
        .prepare<[string, number], EventRow>(
          `SELECT ${COLUMNS} FROM events WHERE stream = ? AND revision > ? ORDER BY revision`,
        )
        .raw(),
      readLast: this.db
        .prepare<[string], EventRow>(`SELECT ${COLUMNS} FROM events WHERE stream = ? ORDER BY revision DESC LIMIT 1`)
        .raw(),
      readAfter: this.db
        .prepare<[number, number], EventRow>(
          `SELECT ${COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`,
        )
        .raw(),
      readProject: this.db
        .prepare<[string, number, number], EventRow>(
          `SELECT ${COLUMNS} FROM events WHERE ${PROJECT_OF_ROW} = ? AND position > ? ORDER BY position LIMIT ?`,
        )
        .raw(),
      readByCommand: this.db
        .prepare<[string, string], EventRow>(
          `SELECT ${COLUMNS} FROM events WHERE command_id = ? AND actor_id = ? ORDER BY position`,
        )
        .raw(),
      lastPosition: this.db.prepare<[], { position: number | null }>('SELECT MAX(position) AS position FROM events'),
    };
    this.appendOne = this.db.transaction(this.write);
    this.groupTransaction = this.db.transaction(this.writeGroup);
    if (unchained) {
      try {
        this.rechain(1);
        this.db.exec('COMMIT');
      } catch (error) {
        this.db.exec('ROLLBACK');
        throw error;
      }
    }
    this.head = this.statements.head.get() ?? { position: 0, hash: GENESIS_HASH };
  }

  /**
   * Positions are given here, one past the head, so each event's hash covers its position; a
   * second writer on the file would collide on the key instead of forking the chain.
   */
  private readonly write = (
    { stream, events, expected }: PendingAppend,
    after: ChainHead,
  ): AppendResult & { head: ChainHead } => {
    // Read inside the group's transaction, so it counts the appends before this one in the group.
    const current = this.statements.streamRevision.get(stream)?.revision ?? NO_STREAM;
    if (expected !== 'any' && expected !== current) {
      throw new WrongExpectedRevisionError(stream, expected, current);
    }
    let revision = current;
    let { position, hash } = after;
    for (const event of events) {
      revision += 1;
      position += 1;
      const eventId = randomUUID();
      hash = this.hashChain ? chainHash(hash, { ...event, eventId, stream, revision, position }) : '';
      this.statements.insert.run(
        position,
        eventId,
        stream,
        revision,
        event.type,
        JSON.stringify(event.data),
        JSON.stringify(event.metadata),
        event.metadata.commandId,
        event.metadata.actorId,
        hash,
      );
    }
    return { revision, position, head: { position, hash } };
  };

  /** Recomputes the stored hashes from `fromPosition` to the end; inside the caller's transaction. */
  private rechain(fromPosition: number): void {
    let previous = this.statements.hashBefore.get(fromPosition)?.hash ?? GENESIS_HASH;
    let after = fromPosition - 1;
    for (;;) {
      const rows = this.statements.readChainAfter.all(after, 1000);
      if (rows.length === 0) return;
      for (const row of rows) {
        const event = toChainedEvent(row);
        previous = chainHash(previous, event);
        this.statements.setHash.run(previous, event.position);
        after = event.position;
      }
    }
  }

  /**
   * Group commit: the append waits for the next macrotask, where every append called meanwhile
   * (while the previous group was committing, or by the same batch of I/O callbacks) is written in
   * one transaction; it resolves only after the commit, and its fsync, that holds its events.
   */
  append(stream: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) return Promise.reject(new Error('append needs at least one event'));
    return new Promise((resolve, reject) => {
      if (this.pending.length === 0) setImmediate(() => this.commitPending());
      this.pending.push({ stream, events, expected, resolve, reject });
    });
  }

  /** Writes the waiting appends in one transaction, then answers each of them. */
  private commitPending(): void {
    const group = this.pending;
    if (group.length === 0) return;
    this.pending = [];
    try {
      // Moved only once the transaction committed: refused or failed appends leave the head where it was.
      this.head = this.groupTransaction(group);
    } catch (error) {
      // The commit itself failed: nothing of the group is in the log.
      for (const append of group) append.outcome = { error };
    }
    // Answered first, so a listener that throws cannot leave an append waiting; the callers go on
    // in microtasks, after the subscribers below were fed.
    for (const { outcome, resolve, reject } of group) {
      if (outcome && 'result' in outcome) resolve(outcome.result);
      else reject(outcome?.error);
    }
    for (const subscription of this.subscriptions) subscription.drain();
  }

  /**
   * A command reads its stream (and its command id), decides, then appends at the revision it
   * read: answered before an append already called to that stream commits, it would meet a
   * conflict it need not, or miss its own repeat. Such reads wait for that commit (commit-gate.ts).
   */
  private streamCommitted(stream: string): Promise<void> {
    return this.gate.pass(`stream ${stream}`, () => this.pending.some((append) => append.stream === stream));
  }

  private commandCommitted(actorId: string, commandId: string): Promise<void> {
    return this.gate.pass(`command ${actorId} ${commandId}`, () =>
      this.pending.some(({ events }) =>
        events.some(({ metadata }) => metadata.commandId === commandId && metadata.actorId === actorId),
      ),
    );
  }

  /** Each append in its savepoint, in call order; a refused one is rolled back and the others go on. */
  private readonly writeGroup = (group: PendingAppend[]): ChainHead => {
    let head = this.head;
    for (const append of group) {
      try {
        const { head: after, ...result } = this.appendOne(append, head);
        head = after;
        append.outcome = { result };
      } catch (error) {
        // SQLite ends the whole transaction on some errors (a full disk, I/O): then the group fails.
        if (!this.db.inTransaction) throw error;
        append.outcome = { error };
      }
    }
    return head;
  };

  /**
   * The one exception to an append-only log: rewrites the payloads of events that carried
   * secrets (user events of version 1, see services/auth/legacy-credentials.migration.ts), and
   * leaves no copy of the old bytes in free pages or in the WAL. It is a sanctioned rewrite: the
   * chain is recomputed from the first redacted event in the same transaction, so the log still
   * verifies and no hash of a secret-bearing payload survives.
   */
  redactPayloads(redactions: ReadonlyArray<{ position: number; data: object; schemaVersion: number }>): void {
    if (redactions.length === 0) return;
    const update = this.db.prepare<[string, number, number]>(
      "UPDATE events SET data = ?, metadata = json_set(metadata, '$.schemaVersion', ?) WHERE position = ?",
    );
    this.db.transaction(() => {
      for (const { position, data, schemaVersion } of redactions) {
        update.run(JSON.stringify(data), schemaVersion, position);
      }
      this.rechain(redactions.reduce((first, { position }) => Math.min(first, position), Number.POSITIVE_INFINITY));
    })();
    this.head = this.statements.head.get() ?? { position: 0, hash: GENESIS_HASH };
    // An update leaves the old bytes in the page's free space: rewrite the file, then empty the WAL.
    this.db.exec('VACUUM');
    this.db.pragma('wal_checkpoint(TRUNCATE)');
  }

  async readStream(stream: string, afterRevision = NO_STREAM): Promise<StoredEvent[]> {
    await this.streamCommitted(stream);
    return this.statements.readStream.all(stream, afterRevision).map(toStoredEvent);
  }

  async readLastEvent(stream: string): Promise<StoredEvent | null> {
    await this.streamCommitted(stream);
    const row = this.statements.readLast.get(stream);
    return row ? toStoredEvent(row) : null;
  }

  async *readAll(afterPosition: number, batchSize = 1000): AsyncIterable<StoredEvent[]> {
    let after = afterPosition;
    for (;;) {
      const batch = this.readBatch(after, batchSize);
      if (batch.length === 0) return;
      yield batch;
      after = batch[batch.length - 1]!.position;
    }
  }

  readBatch(afterPosition: number, batchSize: number): StoredEvent[] {
    return this.statements.readAfter.all(afterPosition, batchSize).map(toStoredEvent);
  }

  async *readChain(afterPosition: number, batchSize = 1000): AsyncIterable<ChainedEvent[]> {
    let after = afterPosition;
    for (;;) {
      const batch = this.statements.readChainAfter.all(after, batchSize).map(toChainedEvent);
      if (batch.length === 0) return;
      yield batch;
      after = batch[batch.length - 1]!.position;
    }
  }

  async readProjectEvents(projectId: string, afterPosition: number, limit: number): Promise<StoredEvent[]> {
    return this.statements.readProject.all(projectId, afterPosition, limit).map(toStoredEvent);
  }

  async readByCommand(actorId: string, commandId: string): Promise<StoredEvent[]> {
    await this.commandCommitted(actorId, commandId);
    return this.statements.readByCommand.all(commandId, actorId).map(toStoredEvent);
  }

  subscribeToAll(afterPosition: number, listener: EventListener): Subscription {
    const subscription = new SqliteSubscription(this, afterPosition, listener, (s) => this.subscriptions.delete(s));
    this.subscriptions.add(subscription);
    // History is delivered on the next tick so the caller can finish wiring up first.
    queueMicrotask(() => subscription.drain());
    return subscription;
  }

  async lastPosition(): Promise<number> {
    return this.statements.lastPosition.get()?.position ?? 0;
  }

  async close(): Promise<void> {
    // Appends already called are written and answered before the file closes.
    this.commitPending();
    this.subscriptions.clear();
    this.db.close();
  }
}

/** Reads whatever the log holds past the last delivered position; re-entrant calls are folded into one. */
class SqliteSubscription implements Subscription {
  private draining = false;
  private again = false;
  private closed = false;

  constructor(
    private readonly store: SqliteEventStore,
    private lastDelivered: number,
    private readonly listener: EventListener,
    private readonly onClose: (s: SqliteSubscription) => void,
  ) {}

  drain(): void {
    if (this.closed) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = true;
    try {
      do {
        this.again = false;
        for (;;) {
          const batch = this.store.readBatch(this.lastDelivered, 1000);
          if (batch.length === 0 || this.closed) break;
          for (const event of batch) {
            this.lastDelivered = event.position;
            this.listener(event);
          }
        }
      } while (this.again && !this.closed);
    } finally {
      this.draining = false;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.onClose(this);
  }
}
