import { Aggregator, Query } from 'mingo';
import { applyUpdate } from './apply-update';
import type {
  ChangeListener,
  Doc,
  DocumentChange,
  Filter,
  FindOptions,
  Pipeline,
  ReadCollection,
  ReadStore,
  UpdateOperators,
} from './read-store.port';
import { isInternalCollection } from './read-store.port';

type Scalar = string | number | boolean | null;
const isScalar = (value: unknown): value is Scalar =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** Equality value a filter asks of a field, if it asks for exactly one. */
function equalityValue(filter: Filter, field: string): Scalar | undefined {
  const condition = filter[field];
  if (isScalar(condition)) return condition;
  if (condition && typeof condition === 'object' && !Array.isArray(condition)) {
    const keys = Object.keys(condition);
    const eq = (condition as Record<string, unknown>).$eq;
    if (keys.length === 1 && isScalar(eq)) return eq;
  }
  return undefined;
}

/** A hash index on one field: value -> ids. Array values index each element, as Mongo does. */
class FieldIndex {
  private readonly ids = new Map<Scalar, Set<string>>();
  constructor(readonly field: string) {}

  valuesOf(doc: Doc): Scalar[] {
    const value = doc[this.field];
    if (Array.isArray(value)) return value.filter(isScalar);
    return isScalar(value) ? [value] : value === undefined ? [null] : [];
  }
  add(doc: Doc): void {
    for (const value of this.valuesOf(doc)) {
      const set = this.ids.get(value) ?? new Set<string>();
      set.add(doc._id);
      this.ids.set(value, set);
    }
  }
  remove(doc: Doc): void {
    this.removeValues(doc._id, this.valuesOf(doc));
  }
  removeValues(id: string, values: Scalar[]): void {
    for (const value of values) this.ids.get(value)?.delete(id);
  }
  lookup(value: Scalar): Set<string> {
    return this.ids.get(value) ?? new Set();
  }
}

class MemoryCollection<T extends Doc> implements ReadCollection<T> {
  private readonly docs = new Map<string, T>();
  private readonly indexes = new Map<string, FieldIndex>();

  constructor(
    private readonly name: string,
    private readonly emit: (change: DocumentChange) => void,
  ) {}

  /** The smallest set of documents the filter can match, using an index where one applies. */
  private candidates(filter: Filter): T[] {
    if (typeof filter._id === 'string') {
      const doc = this.docs.get(filter._id);
      return doc ? [doc] : [];
    }
    let best: Set<string> | undefined;
    for (const [field, index] of this.indexes) {
      const value = equalityValue(filter, field);
      if (value === undefined) continue;
      const ids = index.lookup(value);
      if (!best || ids.size < best.size) best = ids;
    }
    if (!best) return [...this.docs.values()];
    return [...best].map((id) => this.docs.get(id)).filter((doc): doc is T => doc !== undefined);
  }

  async get(id: string): Promise<T | null> {
    const doc = this.docs.get(id);
    return doc ? structuredClone(doc) : null;
  }

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    let cursor = new Query<Doc>(filter).find(this.candidates(filter), options.projection);
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return structuredClone(cursor.all()) as T[];
  }

  async count(filter: Filter = {}): Promise<number> {
    if (Object.keys(filter).length === 0) return this.docs.size;
    const query = new Query(filter);
    let n = 0;
    for (const doc of this.candidates(filter)) if (query.test(doc)) n += 1;
    return n;
  }

  async aggregate<R = Doc>(pipeline: Pipeline): Promise<R[]> {
    const first = pipeline[0];
    const source = first && '$match' in first ? this.candidates(first.$match as Filter) : [...this.docs.values()];
    return structuredClone(new Aggregator(pipeline).run(source)) as R[];
  }

  /** Index values of a document, read before it changes (an update may change it in place). */
  private indexedValues(doc: T | undefined): Map<FieldIndex, Scalar[]> {
    const values = new Map<FieldIndex, Scalar[]>();
    if (doc) for (const index of this.indexes.values()) values.set(index, index.valuesOf(doc));
    return values;
  }

  private store(doc: T, before: Map<FieldIndex, Scalar[]>): void {
    for (const index of this.indexes.values()) {
      const previous = before.get(index);
      const next = index.valuesOf(doc);
      if (previous && previous.length === next.length && previous.every((value, i) => value === next[i])) continue;
      if (previous) index.removeValues(doc._id, previous);
      index.add(doc);
    }
    this.docs.set(doc._id, doc);
    this.emit({ collection: this.name, id: doc._id, operation: 'upsert', doc });
  }

  async upsert(doc: T): Promise<void> {
    this.store(structuredClone(doc), this.indexedValues(this.docs.get(doc._id)));
  }

  async update(id: string, update: UpdateOperators): Promise<boolean> {
    const current = this.docs.get(id);
    if (!current) return false;
    const before = this.indexedValues(current);
    this.store(applyUpdate(current, update) as T, before);
    return true;
  }

  async delete(id: string): Promise<void> {
    const doc = this.docs.get(id);
    if (!doc) return;
    for (const index of this.indexes.values()) index.remove(doc);
    this.docs.delete(id);
    this.emit({ collection: this.name, id, operation: 'delete', doc });
  }

  async deleteMany(filter: Filter): Promise<number> {
    const query = new Query(filter);
    const doomed = this.candidates(filter).filter((doc) => query.test(doc));
    for (const doc of doomed) await this.delete(doc._id);
    return doomed.length;
  }

  async ensureIndex(fields: readonly string[]): Promise<void> {
    for (const field of fields) {
      if (this.indexes.has(field)) continue;
      const index = new FieldIndex(field);
      for (const doc of this.docs.values()) index.add(doc);
      this.indexes.set(field, index);
    }
  }
}

/** The embedded read store: collections in memory, queried with mingo, rebuilt from events at boot. */
export class MemoryReadStore implements ReadStore {
  private readonly collections = new Map<string, MemoryCollection<Doc>>();
  private readonly listeners = new Set<ChangeListener>();

  collection<T extends Doc = Doc>(name: string): ReadCollection<T> {
    let collection = this.collections.get(name);
    if (!collection) {
      const silent = isInternalCollection(name);
      collection = new MemoryCollection<Doc>(name, (change) => {
        if (!silent) for (const listener of this.listeners) listener(change);
      });
      this.collections.set(name, collection);
    }
    return collection as unknown as ReadCollection<T>;
  }

  async dropCollection(name: string): Promise<void> {
    this.collections.delete(name);
  }

  onChange(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.collections.clear();
    this.listeners.clear();
  }
}
