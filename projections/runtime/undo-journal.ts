import { copyDocument } from '../../services/platform/read-store/copy-document';
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
} from '../../services/platform/read-store/read-store.port';

/** A document as it stood before the event's first write to it; null: it did not exist. */
type Before = Doc | null;

/**
 * The read store as one projection sees it while it folds one event: writes go through at once
 * (so the projection reads its own writes, queries included), and the journal keeps each touched
 * document as it stood before the event's first write to it. When `apply` throws half-way,
 * `rollback` puts those documents back: an event is folded whole or not at all.
 *
 * Where the store never changes a stored document in place (`storedVersion`, the embedded store's
 * copy on write), the journal keeps the stored document itself: no copy, no read. Elsewhere a
 * document the projection read (`get`) before writing it is journaled from a copy of that read, so
 * most writes cost no extra read; a blind write or a `deleteMany` reads first what it replaces.
 * Only written documents are put back: one it only read (another projection's) is never written.
 * Collections are not dropped nor renamed while folding an event: those pass through unjournaled.
 */
export class UndoJournal implements ReadStore {
  /** Per collection, per id: the document before the event, of those the event wrote. */
  private readonly before = new Map<string, Map<string, Before>>();
  /** Per collection, per id: copies of documents read before the event wrote them, in case it does (made on the first). */
  private read?: Map<string, Map<string, Before>>;

  constructor(private readonly store: ReadStore) {}

  /** Puts back every document the event wrote, as it stood before it. Safe to run again if it fails half-way. */
  async rollback(): Promise<void> {
    for (const [name, documents] of this.before) {
      const collection = this.store.collection(name);
      for (const [id, doc] of documents) {
        if (doc) await collection.upsert(doc);
        else await collection.delete(id);
      }
    }
  }

  /** A document as read, while the event has not written it: a copy of what stood before it (the reader may change its own). */
  sawBefore(name: string, id: string, doc: Before): void {
    if (this.wrote(name, id)) return;
    this.read ??= new Map();
    remember(this.read, name, id, doc && copyDocument(doc));
  }

  /**
   * The event is about to write this document: keeps it as it stood, the first time only, from
   * the store's stored version (synchronously) when it offers one. Answers false when the document
   * must be read first (`keepRead`).
   */
  keepStored(name: string, id: string, inner: ReadCollection): boolean {
    if (this.wrote(name, id)) return true;
    if (!inner.storedVersion) return false;
    remember(this.before, name, id, inner.storedVersion(id));
    return true;
  }

  /** As `keepStored`, from the copy of a read of it, or else a fresh read: a document nobody else holds. */
  async keepRead(name: string, id: string, current: () => Promise<Before>): Promise<void> {
    if (this.wrote(name, id)) return;
    const seen = this.read?.get(name);
    remember(this.before, name, id, seen?.has(id) ? (seen.get(id) ?? null) : await current());
  }

  private wrote(name: string, id: string): boolean {
    return this.before.get(name)?.has(id) ?? false;
  }

  collection<T extends Doc = Doc>(name: string): ReadCollection<T> {
    return new JournaledCollection<T>(this.store.collection<T>(name), name, this);
  }

  dropCollection(name: string): Promise<void> {
    return this.store.dropCollection(name);
  }

  renameCollection(from: string, to: string): Promise<void> {
    return this.store.renameCollection(from, to);
  }

  onChange(listener: ChangeListener): () => void {
    return this.store.onChange(listener);
  }

  withCause<R>(commandId: string, write: () => Promise<R>): Promise<R> {
    return this.store.withCause(commandId, write);
  }

  isUnavailable(error: unknown): boolean {
    return this.store.isUnavailable(error);
  }

  /** The store belongs to the engine, which closes it. */
  async close(): Promise<void> {}
}

class JournaledCollection<T extends Doc> implements ReadCollection<T> {
  constructor(
    private readonly inner: ReadCollection<T>,
    private readonly name: string,
    private readonly journal: UndoJournal,
  ) {}

  async get(id: string): Promise<T | null> {
    const { inner } = this;
    const doc = await inner.get(id);
    // With stored versions at hand, a write keeps what stood before without this read.
    if (!inner.storedVersion) this.journal.sawBefore(this.name, id, doc);
    return doc;
  }

  async getShared(id: string): Promise<Shared<T> | null> {
    const { inner } = this;
    const doc = await inner.getShared(id);
    if (!inner.storedVersion) this.journal.sawBefore(this.name, id, doc as T | null);
    return doc;
  }

  find(filter?: Filter, options?: FindOptions): Promise<T[]> {
    return this.inner.find(filter, options);
  }

  findShared(filter?: Filter, options?: FindOptions): Promise<Shared<T>[]> {
    return this.inner.findShared(filter, options);
  }

  count(filter?: Filter): Promise<number> {
    return this.inner.count(filter);
  }

  aggregate<R = Doc>(pipeline: Pipeline): Promise<R[]> {
    return this.inner.aggregate<R>(pipeline);
  }

  async upsert(doc: T): Promise<void> {
    const { inner } = this;
    const reading = this.keepBefore(inner, doc._id);
    if (reading) await reading;
    await inner.upsert(doc);
  }

  async handOver(doc: Shared<T>): Promise<void> {
    const { inner } = this;
    const reading = this.keepBefore(inner, doc._id);
    if (reading) await reading;
    await inner.handOver(doc);
  }

  async update(id: string, update: UpdateOperators): Promise<boolean> {
    const { inner } = this;
    const reading = this.keepBefore(inner, id);
    if (reading) await reading;
    return inner.update(id, update);
  }

  async delete(id: string): Promise<void> {
    const { inner } = this;
    const reading = this.keepBefore(inner, id);
    if (reading) await reading;
    await inner.delete(id);
  }

  async deleteMany(filter: Filter): Promise<number> {
    const { inner } = this;
    for (const doc of await inner.find(filter)) await this.journal.keepRead(this.name, doc._id, async () => doc);
    return inner.deleteMany(filter);
  }

  ensureIndex(fields: readonly string[]): Promise<void> {
    return this.inner.ensureIndex(fields);
  }

  ensureSortIndex(sort: Record<string, 1 | -1>, within?: string): Promise<void> {
    return this.inner.ensureSortIndex(sort, within);
  }

  /** Nothing to wait for (not even a turn) when the store offers stored versions: most writes of a rebuild. */
  private keepBefore(inner: ReadCollection<T>, id: string): Promise<void> | undefined {
    if (this.journal.keepStored(this.name, id, inner)) return undefined;
    return this.journal.keepRead(this.name, id, () => inner.get(id));
  }
}

/** Keeps the document, the first time only. */
function remember(into: Map<string, Map<string, Before>>, name: string, id: string, doc: Before): void {
  let documents = into.get(name);
  if (!documents) {
    documents = new Map();
    into.set(name, documents);
  }
  if (!documents.has(id)) documents.set(id, doc);
}
