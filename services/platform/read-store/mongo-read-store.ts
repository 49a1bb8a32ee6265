import { Logger } from '@nestjs/common';
import {
  type ChangeStream,
  type Db,
  MongoClient,
  MongoError,
  MongoNetworkError,
  MongoNotConnectedError,
  MongoServerError,
  MongoServerSelectionError,
  MongoTopologyClosedError,
  type ResumeToken,
} from 'mongodb';
import type {
  ChangeListener,
  Doc,
  Filter,
  FindOptions,
  Pipeline,
  ReadCollection,
  ReadStore,
  Shared,
  UpdateOperators,
} from './read-store.port';
import { isInternalCollection } from './read-store.port';
import { SPANISH_COLLATION } from './spanish-collation';

class MongoCollection<T extends Doc> implements ReadCollection<T> {
  constructor(
    private readonly db: Db,
    private readonly name: string,
  ) {}

  private get raw() {
    return this.db.collection<Doc>(this.name);
  }

  async get(id: string): Promise<T | null> {
    return (await this.raw.findOne({ _id: id })) as T | null;
  }

  /** Each read is a document of its own here: shared with nobody. */
  getShared(id: string): Promise<Shared<T> | null> {
    return this.get(id) as Promise<Shared<T> | null>;
  }

  /**
   * A sorted find names the read store's collation. A collection created here has it as its default
   * (its indexes too, so they still serve the query); one created before that still sorts right,
   * without its indexes, until a rebuild creates it again.
   */
  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    let cursor = this.raw.find(filter, {
      ...(options.projection ? { projection: options.projection } : {}),
      ...(options.sort ? { collation: SPANISH_COLLATION } : {}),
    });
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return (await cursor.toArray()) as T[];
  }

  /** Every document read from MongoDB is fresh: sharing it costs nothing more. */
  findShared(filter?: Filter, options?: FindOptions): Promise<Shared<T>[]> {
    return this.find(filter, options) as Promise<Shared<T>[]>;
  }

  async count(filter: Filter = {}): Promise<number> {
    return this.raw.countDocuments(filter);
  }

  async aggregate<R = Doc>(pipeline: Pipeline): Promise<R[]> {
    return (await this.raw.aggregate(pipeline, { collation: SPANISH_COLLATION }).toArray()) as R[];
  }

  async upsert(doc: T): Promise<void> {
    await this.raw.replaceOne({ _id: doc._id }, doc, { upsert: true });
  }

  /** Sent to the server as any write is: nothing is kept to hand over to. */
  handOver(doc: Shared<T>): Promise<void> {
    return this.upsert(doc as T);
  }

  async update(id: string, update: UpdateOperators): Promise<boolean> {
    const result = await this.raw.updateOne({ _id: id }, update);
    return result.matchedCount > 0;
  }

  async delete(id: string): Promise<void> {
    await this.raw.deleteOne({ _id: id });
  }

  async deleteMany(filter: Filter): Promise<number> {
    return (await this.raw.deleteMany(filter)).deletedCount;
  }

  /** Projections call this at setup, so it is also where a collection learns to keep pre-images. */
  async ensureIndex(fields: readonly string[]): Promise<void> {
    await this.keepPreImages();
    for (const field of fields) await this.raw.createIndex({ [field]: 1 });
  }

  async ensureSortIndex(sort: Record<string, 1 | -1>, within?: string): Promise<void> {
    await this.keepPreImages();
    await this.raw.createIndex(within === undefined ? sort : { [within]: 1, ...sort });
  }

  /**
   * A change stream carries a deleted document (which the live push needs to know its project)
   * only when the collection keeps pre-images (MongoDB 6+). A collection made here also takes the
   * read store's collation as its default, for its indexes and queries (MongoDB cannot change it later).
   */
  private async keepPreImages(): Promise<void> {
    const option = { changeStreamPreAndPostImages: { enabled: true } };
    const exists = (await this.db.listCollections({ name: this.name }, { nameOnly: true }).toArray()).length > 0;
    if (!exists) {
      try {
        await this.db.createCollection(this.name, { ...option, collation: SPANISH_COLLATION });
        return;
      } catch (error) {
        // Another replica created it first: fall through and switch the option on.
        if ((error as { code?: number }).code !== NAMESPACE_EXISTS) throw error;
      }
    }
    await this.db.command({ collMod: this.name, ...option });
  }
}

/** MongoDB's error code for creating a collection that already exists. */
const NAMESPACE_EXISTS = 48;
/** The change stream's resume point has left the oplog: it can only start again from now. */
const HISTORY_LOST = [280, 286];
const REWATCH_MS = { first: 500, max: 30_000 };
const logger = new Logger('MongoReadStore');

/**
 * Production read store on MongoDB. Changes reach listeners through a change stream, so every
 * API replica hears of writes made by any other (a replica set is required for change streams).
 */
export class MongoReadStore implements ReadStore {
  private changeStream?: ChangeStream;
  private readonly listeners = new Set<ChangeListener>();
  private rewatch?: NodeJS.Timeout;
  private failures = 0;
  private closing = false;

  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
  ) {}

  static async connect(url: string): Promise<MongoReadStore> {
    const client = await MongoClient.connect(url);
    return new MongoReadStore(client, client.db());
  }

  collection<T extends Doc = Doc>(name: string): ReadCollection<T> {
    return new MongoCollection<T>(this.db, name);
  }

  async dropCollection(name: string): Promise<void> {
    const exists = await this.db.listCollections({ name }).hasNext();
    if (exists) await this.db.dropCollection(name);
  }

  async renameCollection(from: string, to: string): Promise<void> {
    const exists = await this.db.listCollections({ name: from }).hasNext();
    // MongoDB renames in one step, dropping the target; an empty source never became a collection.
    if (exists) await this.db.renameCollection(from, to, { dropTarget: true });
    else await this.dropCollection(to);
  }

  onChange(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    this.changeStream ??= this.watch();
    return () => this.listeners.delete(listener);
  }

  /** A change stream event carries no more than the document: these changes name no command. */
  withCause<T>(_commandId: string, write: () => Promise<T>): Promise<T> {
    return write();
  }

  /** The driver's own word: the connection or the server, not the request, failed (timeouts are network errors). */
  isUnavailable(error: unknown): boolean {
    return (
      error instanceof MongoNetworkError ||
      error instanceof MongoServerSelectionError ||
      error instanceof MongoNotConnectedError ||
      error instanceof MongoTopologyClosedError ||
      (error instanceof MongoError && error.hasErrorLabel('RetryableWriteError'))
    );
  }

  /**
   * The driver resumes by itself after one transient error; past that the stream closes with an
   * error, and it is opened again after a backoff from the last change it delivered.
   */
  private watch(resumeAfter?: ResumeToken): ChangeStream {
    const stream = this.db.watch([], {
      fullDocument: 'updateLookup',
      fullDocumentBeforeChange: 'whenAvailable',
      ...(resumeAfter ? { resumeAfter } : {}),
    });
    stream.on('error', (error) => {
      if (this.closing || stream !== this.changeStream) return;
      const lost = error instanceof MongoServerError && HISTORY_LOST.includes(Number(error.code));
      const token = lost ? undefined : (stream.resumeToken ?? resumeAfter);
      const delay = Math.min(REWATCH_MS.first * 2 ** this.failures, REWATCH_MS.max);
      this.failures += 1;
      logger.warn(
        `Change stream failed (${error.message}); watching again in ${delay} ms${lost ? ', from now: its history was lost' : ''}`,
      );
      stream.close().catch(() => {});
      this.rewatch = setTimeout(() => {
        if (!this.closing) this.changeStream = this.watch(token);
      }, delay);
    });
    stream.on('change', (change) => {
      this.failures = 0;
      if (!('ns' in change) || !('documentKey' in change) || !change.ns.coll) return;
      if (isInternalCollection(change.ns.coll)) return;
      const id = String((change.documentKey as { _id: unknown })._id);
      const deleted = change.operationType === 'delete';
      const doc = deleted
        ? (change as { fullDocumentBeforeChange?: Doc }).fullDocumentBeforeChange
        : (change as { fullDocument?: Doc }).fullDocument;
      for (const listener of this.listeners) {
        listener({ collection: change.ns.coll, id, operation: deleted ? 'delete' : 'upsert', doc });
      }
    });
    return stream;
  }

  async close(): Promise<void> {
    this.closing = true;
    clearTimeout(this.rewatch);
    await this.changeStream?.close();
    await this.client.close();
  }
}
