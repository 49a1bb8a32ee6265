import { copyDocument } from '../../services/platform/read-store/copy-document';
import type {
  ChangeListener,
  Doc,
  Filter,
  FindOptions,
  Pipeline,
  ReadCollection,
  ReadStore,
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
 * A document the projection read (`get`) before writing it is journaled from that read, so most
 * writes cost no extra read; a blind write or a `deleteMany` reads first what it replaces.
 * Collections are not dropped nor renamed while folding an event: those pass through unjournaled.
 */
export class UndoJournal implements ReadStore {
  /** Per collection, per id: the document before the event. */
  private readonly before = new Map<string, Map<string, Before>>();

  constructor(private readonly store: ReadStore) {}

  get touched(): boolean {
    return this.before.size > 0;
  }

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

  /** Remembers the document before the event, the first time only. */
  keep(name: string, id: string, doc: Before): void {
    let documents = this.before.get(name);
    if (!documents) {
      documents = new Map();
      this.before.set(name, documents);
    }
    if (!documents.has(id)) documents.set(id, doc ? copyDocument(doc) : null);
  }

  has(name: string, id: string): boolean {
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
    const doc = await this.inner.get(id);
    // Untouched yet by this event: what was read is what stood before it.
    this.journal.keep(this.name, id, doc);
    return doc;
  }

  find(filter?: Filter, options?: FindOptions): Promise<T[]> {
    return this.inner.find(filter, options);
  }

  count(filter?: Filter): Promise<number> {
    return this.inner.count(filter);
  }

  aggregate<R = Doc>(pipeline: Pipeline): Promise<R[]> {
    return this.inner.aggregate<R>(pipeline);
  }

  async upsert(doc: T): Promise<void> {
    await this.keepBefore(doc._id);
    await this.inner.upsert(doc);
  }

  async update(id: string, update: UpdateOperators): Promise<boolean> {
    await this.keepBefore(id);
    return this.inner.update(id, update);
  }

  async delete(id: string): Promise<void> {
    await this.keepBefore(id);
    await this.inner.delete(id);
  }

  async deleteMany(filter: Filter): Promise<number> {
    for (const doc of await this.inner.find(filter)) this.journal.keep(this.name, doc._id, doc);
    return this.inner.deleteMany(filter);
  }

  ensureIndex(fields: readonly string[]): Promise<void> {
    return this.inner.ensureIndex(fields);
  }

  ensureSortIndex(sort: Record<string, 1 | -1>): Promise<void> {
    return this.inner.ensureSortIndex(sort);
  }

  private async keepBefore(id: string): Promise<void> {
    if (!this.journal.has(this.name, id)) this.journal.keep(this.name, id, await this.inner.get(id));
  }
}
