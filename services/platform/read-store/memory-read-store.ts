import { Aggregator, Query } from 'mingo';
import { applyUpdate } from './apply-update';
import { copyDocument } from './copy-document';
import { documentMatcher } from './document-matcher';
import type {
  ChangeListener,
  Doc,
  DocumentChange,
  Filter,
  FindOptions,
  Pipeline,
  ReadCollection,
  ReadStore,
  Shared,
  UpdateOperators,
} from './read-store.port';
import { isInternalCollection } from './read-store.port';
import { sortedByStrings } from './sort-documents';
import { SortIndex, type Walk } from './sort-index';
import { SPANISH_COLLATION } from './spanish-collation';

type Scalar = string | number | boolean | null;
const isScalar = (value: unknown): value is Scalar =>
  value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** The values a filter allows a field, when it names them: one (equality, $eq) or a list ($in). */
function allowedValues(filter: Filter, field: string): Scalar[] | undefined {
  const condition = filter[field];
  if (isScalar(condition)) return [condition];
  if (!condition || typeof condition !== 'object' || Array.isArray(condition)) return undefined;
  const entries = Object.entries(condition);
  if (entries.length !== 1) return undefined;
  const [operator, operand] = entries[0]!;
  if (operator === '$eq' && isScalar(operand)) return [operand];
  if (operator === '$in' && Array.isArray(operand) && operand.every(isScalar)) return [...new Set(operand)];
  return undefined;
}

/**
 * The values a field holds, as MongoDB indexes them: a missing field is null, an array gives each
 * element (multikey), and a dotted path goes on into every document of an array on its way
 * (`a.b` of `{ a: [{ b: 1 }, { b: 2 }] }` is 1 and 2). A numeric segment is both an array index
 * and a field name, as in Mongo queries. It may give more values than a query matches, never fewer:
 * the query still tests each document it picks.
 */
function indexedValues(node: unknown, segments: readonly string[], from: number, into: Scalar[]): void {
  if (from === segments.length) {
    leafValues(node, into);
    return;
  }
  const segment = segments[from]!;
  if (Array.isArray(node)) {
    if (/^\d+$/.test(segment)) indexedValues(node[Number(segment)], segments, from + 1, into);
    for (const element of node) if (isDocument(element)) indexedValues(element, segments, from, into);
    if (node.length === 0) into.push(null);
  } else if (isDocument(node)) {
    indexedValues(node[segment], segments, from + 1, into);
  } else {
    into.push(null);
  }
}

function leafValues(value: unknown, into: Scalar[]): void {
  if (Array.isArray(value)) {
    for (const element of value) if (isScalar(element)) into.push(element);
  } else if (isScalar(value)) into.push(value);
  else if (value === undefined) into.push(null);
}

const isDocument = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A hash index on one field or dotted path: value -> ids. */
class FieldIndex {
  private readonly ids = new Map<Scalar, Set<string>>();
  private readonly segments: readonly string[];
  constructor(readonly field: string) {
    this.segments = field.split('.');
  }

  valuesOf(doc: Doc): Scalar[] {
    const values: Scalar[] = [];
    // Most indexed fields are top-level: read them straight, as every update reads them twice.
    if (this.segments.length === 1) leafValues(doc[this.field], values);
    else indexedValues(doc, this.segments, 0, values);
    return values;
  }
  add(doc: Doc): void {
    this.addValues(doc._id, this.valuesOf(doc));
  }
  addValues(id: string, values: Scalar[]): void {
    for (const value of values) {
      let set = this.ids.get(value);
      if (!set) {
        set = new Set<string>();
        this.ids.set(value, set);
      }
      set.add(id);
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

/** Sorts in mingo compare strings as MongoDB does with the read store's collation. */
const MINGO_OPTIONS = { collation: SPANISH_COLLATION };

/** Steps of a walk through a sort index that cost what testing one candidate costs (measured: 5–10). */
const STEPS_PER_CANDIDATE = 6;

/** A query that matches every document, built once: building one copies mingo's operator table. */
const MATCH_ALL = new Query<Doc>({}, MINGO_OPTIONS);

/**
 * A copy of a document's named top-level fields (and `_id` unless excluded), for a projection
 * that only includes such fields: a page read for a few fields copies those alone. Undefined for
 * any other projection, which mingo applies.
 */
function includedFieldsCopy<T extends Doc>(
  projection: Record<string, 0 | 1>,
  copy: <D>(value: D) => D,
): ((doc: T) => T) | undefined {
  const { _id: withId = 1, ...rest } = projection;
  const fields = Object.keys(rest);
  if (fields.some((field) => rest[field] !== 1 || field.includes('.'))) return undefined;
  if (withId === 1) fields.push('_id');
  return (doc) => {
    const projected: Record<string, unknown> = {};
    for (const field of fields) if (field in doc) projected[field] = copy(doc[field]);
    return projected as T;
  };
}

/** The copy of a store made uncopied, or of a shared read: none. */
const asIs = <D>(doc: D) => doc;

class MemoryCollection<T extends Doc> implements ReadCollection<T> {
  private readonly docs = new Map<string, T>();
  private readonly indexes = new Map<string, FieldIndex>();
  private readonly sortIndexes: SortIndex[] = [];
  /**
   * Offered where readers get copies: a write stores a new document and never changes the one it
   * replaces. Where they get the documents themselves (uncopied), a reader may have changed one.
   */
  readonly storedVersion?: (id: string) => T | null;
  private readonly copy: <D>(doc: D) => D;

  constructor(
    /** Changes when the collection takes another's place (`renameCollection`). */
    public name: string,
    private readonly emit: (change: DocumentChange) => void,
    copied: boolean,
  ) {
    this.copy = copied ? copyDocument : asIs;
    if (copied) this.storedVersion = (id) => this.docs.get(id) ?? null;
  }

  /** The smallest set of documents the filter can match: by id, or through an index where one applies. */
  private candidates(filter: Filter): T[] {
    const ids = allowedValues(filter, '_id');
    // Document ids are strings: any other value matches nothing, as in Mongo.
    if (ids) return this.byIds(ids.filter((id): id is string => typeof id === 'string'));
    return this.indexed(filter);
  }

  /**
   * What is left to test of a filter once its candidates are chosen: documents picked by `_id`
   * already meet that condition, and testing a long `$in` list again on each costs O(n·m).
   */
  private remainder(filter: Filter): Filter {
    if (!allowedValues(filter, '_id')) return filter;
    const { _id, ...rest } = filter;
    return rest;
  }

  private indexed(filter: Filter): T[] {
    let best: Set<string>[] | undefined;
    let bestSize = Number.POSITIVE_INFINITY;
    for (const [field, index] of this.indexes) {
      const values = allowedValues(filter, field);
      if (!values) continue;
      const sets = values.map((value) => index.lookup(value));
      // Sizes first: joining the sets of a long list that another index beats costs more than the query.
      const size = sets.reduce((sum, set) => sum + set.size, 0);
      if (size < bestSize) {
        best = sets;
        bestSize = size;
      }
    }
    if (!best) return [...this.docs.values()];
    return this.byIds(best.length === 1 ? best[0]! : new Set(best.flatMap((set) => [...set])));
  }

  /**
   * The id sets of the index that narrows the filter most (one per allowed value, not joined), or
   * undefined when no index applies; only for top-level fields, where an index holds exactly the
   * documents an equality or `$in` matches.
   */
  private exactSets(filter: Filter): Set<string>[] | undefined {
    let best: Set<string>[] | undefined;
    let bestSize = Number.POSITIVE_INFINITY;
    for (const [field, index] of this.indexes) {
      if (field.includes('.')) continue;
      const values = allowedValues(filter, field);
      if (!values) continue;
      const sets = values.map((value) => index.lookup(value));
      const size = sets.reduce((sum, set) => sum + set.size, 0);
      if (size < bestSize) {
        best = sets;
        bestSize = size;
      }
    }
    return best;
  }

  /**
   * A page of a declared order (`ensureSortIndex`), read by walking that order from its start
   * until the page is full, when that walk is expected to be shorter than testing every candidate
   * (a page of a long list); undefined otherwise.
   */
  private walkedPage(
    filter: Filter,
    sort: Record<string, 1 | -1>,
    skip: number,
    limit: number,
    copy: (doc: T) => T,
  ): T[] | undefined {
    if (allowedValues(filter, '_id')) return undefined;
    const within = this.partitionWalk(filter, sort, skip + limit);
    if (within) return within.slice(skip).map(copy);
    let walk: Walk | undefined;
    let index: SortIndex | undefined;
    for (const candidate of this.sortIndexes) {
      walk = candidate.within === undefined ? candidate.walkFor(sort) : undefined;
      if (walk) {
        index = candidate;
        break;
      }
    }
    if (!index || !walk || index.unplaced.size > 0) return undefined;
    const sets = this.exactSets(filter);
    const candidates = sets ? sets.reduce((sum, set) => sum + set.size, 0) : this.docs.size;
    const wanted = skip + limit;
    // A walk meets a candidate every docs/candidates documents, and needs `wanted` of them; a step
    // (a set lookup) costs a fraction of testing a candidate (fetch, match, compare).
    const budget = candidates * STEPS_PER_CANDIDATE;
    if (candidates === 0 || (wanted * this.docs.size) / candidates >= budget) return undefined;
    // A filter of one indexed field is answered by its sets alone, as `count` reads it: a deep page
    // then walks without testing each document it passes.
    const matches = sets && Object.keys(filter).length === 1 ? () => true : documentMatcher(filter);
    const page: T[] = [];
    // Where the candidates gather at the far end of the order, the walk gives up once it has
    // cost what testing every candidate costs.
    const entries = index.ordered();
    const last = entries.length - 1;
    const only = sets?.length === 1 ? sets[0] : undefined;
    for (let step = 0; step <= last; step += 1) {
      if (step >= budget) return undefined;
      const id = entries[walk === 'forward' ? step : last - step]!.id;
      if (only ? !only.has(id) : sets && !sets.some((set) => set.has(id))) continue;
      const doc = this.docs.get(id)!;
      if (!matches(doc)) continue;
      page.push(doc);
      if (page.length === wanted) break;
    }
    return page.slice(skip).map(copy);
  }

  /**
   * The first `wanted` matches in a declared order kept within a field the filter names one value
   * of (a project's members by name): a walk through that value's entries alone, each of which is
   * a candidate, so it never costs more than testing the candidates. Undefined where none applies.
   */
  private partitionWalk(filter: Filter, sort: Record<string, 1 | -1>, wanted: number): T[] | undefined {
    for (const index of this.sortIndexes) {
      if (index.within === undefined || index.unplaced.size > 0) continue;
      const walk = index.walkFor(sort);
      const values = allowedValues(filter, index.within);
      if (!walk || values?.length !== 1 || typeof values[0] !== 'string') continue;
      const rest = Object.fromEntries(Object.entries(filter).filter(([field]) => field !== index.within));
      const matches = Object.keys(rest).length === 0 ? undefined : documentMatcher(rest);
      const entries = index.ordered(values[0]);
      const page: T[] = [];
      for (let step = 0; step < entries.length && page.length < wanted; step += 1) {
        const doc = this.docs.get(entries[walk === 'forward' ? step : entries.length - 1 - step]!.id)!;
        if (!matches || matches(doc)) page.push(doc);
      }
      return page;
    }
    return undefined;
  }

  private byIds(ids: Iterable<string>): T[] {
    const docs: T[] = [];
    for (const id of ids) {
      const doc = this.docs.get(id);
      if (doc) docs.push(doc);
    }
    return docs;
  }

  async get(id: string): Promise<T | null> {
    const doc = this.docs.get(id);
    return doc ? this.copy(doc) : null;
  }

  async getShared(id: string): Promise<Shared<T> | null> {
    return (this.docs.get(id) as Shared<T> | undefined) ?? null;
  }

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    return this.select(filter, options, false);
  }

  async findShared(filter: Filter = {}, options: FindOptions = {}): Promise<Shared<T>[]> {
    return this.select(filter, options, true) as Shared<T>[];
  }

  /** The documents `find` answers: copied, or `shared` as stored (for `findShared`). */
  private select(filter: Filter, options: FindOptions, shared: boolean): T[] {
    const { sort: order, skip: from = 0, limit: count, projection: fields } = options;
    const copyWhole = shared ? asIs : this.copy;
    const copy = fields ? includedFieldsCopy<T>(fields, shared ? asIs : copyDocument) : copyWhole;
    if (order && count && copy) {
      const page = this.walkedPage(filter, order, from, count, copy);
      if (page) return page;
    }
    const matched = this.candidates(filter).filter(documentMatcher(this.remainder(filter)));
    const { sort, skip = 0, limit, projection } = options;
    if (copy) {
      const end = limit ? skip + limit : undefined;
      // Sorted only as far as the page reaches.
      const ordered = sort ? sortedByStrings(matched, sort, end) : matched;
      if (ordered) return ordered.slice(skip, end).map(copy);
    }
    // Other sorts and projections stay mingo's: one query made once, on documents already chosen.
    let cursor = MATCH_ALL.find(matched, projection);
    if (sort) cursor = cursor.sort(sort);
    if (skip) cursor = cursor.skip(skip);
    if (limit) cursor = cursor.limit(limit);
    const found = cursor.all() as T[];
    return shared ? found : found.map(copyDocument);
  }

  async count(filter: Filter = {}): Promise<number> {
    const fields = Object.keys(filter);
    if (fields.length === 0) return this.docs.size;
    // One indexed condition alone: the index knows how many match (the union of its value sets).
    const sets = fields.length === 1 && fields[0] !== '_id' ? this.exactSets(filter) : undefined;
    if (sets) {
      // Plain loops: a closure per id made a list's count the garbage of a whole page (20,000 ids, 2.6 MB).
      let n = 0;
      for (const [i, set] of sets.entries()) {
        for (const id of set) {
          let earlier = false;
          for (let j = 0; j < i && !earlier; j += 1) earlier = sets[j]!.has(id);
          if (!earlier) n += 1;
        }
      }
      return n;
    }
    const matches = documentMatcher(this.remainder(filter));
    let n = 0;
    for (const doc of this.candidates(filter)) if (matches(doc)) n += 1;
    return n;
  }

  async aggregate<R = Doc>(pipeline: Pipeline): Promise<R[]> {
    const first = pipeline[0];
    const source = first && '$match' in first ? this.candidates(first.$match as Filter) : [...this.docs.values()];
    return structuredClone(new Aggregator(pipeline, MINGO_OPTIONS).run(source)) as R[];
  }

  /**
   * Stores `doc` in the place of `replaced`, which still holds what it held: a write never changes
   * a stored document, it stores a new one (`applyUpdate` copies on write), so indexes read the old
   * values from it with nothing gathered beforehand.
   */
  private store(doc: T, replaced: T | undefined): void {
    for (const index of this.sortIndexes) index.place(doc, replaced ? index.keyOf(replaced) : undefined);
    for (const index of this.indexes.values()) {
      const next = index.valuesOf(doc);
      if (!replaced) {
        index.addValues(doc._id, next);
        continue;
      }
      const previous = index.valuesOf(replaced);
      if (previous.length === next.length && previous.every((value, i) => value === next[i])) continue;
      // Only what changed: adding one member to a list of n must not re-index all n.
      const kept = new Set(previous);
      const added = next.filter((value) => !kept.delete(value));
      index.removeValues(doc._id, [...kept]);
      index.addValues(doc._id, added);
    }
    this.docs.set(doc._id, doc);
    if (this.announced()) this.emit({ collection: this.name, id: doc._id, operation: 'upsert', doc });
  }

  /** Internal collections (named `_…`, versions being built among them) change silently: no change made for them. */
  private announced(): boolean {
    return !isInternalCollection(this.name);
  }

  async upsert(doc: T): Promise<void> {
    this.store(this.copy(doc), this.docs.get(doc._id));
  }

  /** Stored as handed: nothing changes it afterwards, neither its writer nor this store (copy on write). */
  async handOver(doc: Shared<T>): Promise<void> {
    const owned = doc as T;
    this.store(owned, this.docs.get(owned._id));
  }

  async update(id: string, update: UpdateOperators): Promise<boolean> {
    const current = this.docs.get(id);
    if (!current) return false;
    this.store(applyUpdate(current, update) as T, current);
    return true;
  }

  async delete(id: string): Promise<void> {
    const doc = this.docs.get(id);
    if (!doc) return;
    for (const index of this.indexes.values()) index.remove(doc);
    for (const index of this.sortIndexes) index.remove(id, index.keyOf(doc));
    this.docs.delete(id);
    if (this.announced()) this.emit({ collection: this.name, id, operation: 'delete', doc });
  }

  async deleteMany(filter: Filter): Promise<number> {
    const query = new Query(filter);
    const doomed = this.candidates(filter).filter((doc) => query.test(doc));
    for (const doc of doomed) await this.delete(doc._id);
    return doomed.length;
  }

  /** Every document as stored, for a snapshot: read them before anything writes again. */
  documents(): IterableIterator<T> {
    return this.docs.values();
  }

  /** Puts back a document of a snapshot: indexed, not announced (nothing changed since it was written). */
  restore(doc: T): void {
    for (const index of this.indexes.values()) index.add(doc);
    for (const index of this.sortIndexes) index.append(doc);
    this.docs.set(doc._id, doc);
  }

  async ensureIndex(fields: readonly string[]): Promise<void> {
    for (const field of fields) {
      if (this.indexes.has(field)) continue;
      const index = new FieldIndex(field);
      for (const doc of this.docs.values()) index.add(doc);
      this.indexes.set(field, index);
    }
  }

  async ensureSortIndex(sort: Record<string, 1 | -1>, within?: string): Promise<void> {
    if (this.sortIndexes.some((index) => index.within === within && index.walkFor(sort) === 'forward')) return;
    const index = new SortIndex(sort, within);
    for (const doc of this.docs.values()) index.append(doc);
    this.sortIndexes.push(index);
  }
}

export interface MemoryReadStoreOptions {
  /**
   * Keep and hand out the documents themselves, not copies: only for a store one computation owns
   * alone (an item folded as of a date), where copying each document on every read and write of a
   * long fold costs more than the fold, and nobody keeps a document to change it later.
   */
  uncopied?: boolean;
}

/** The embedded read store: collections in memory, queried with mingo, rebuilt from events at boot. */
export class MemoryReadStore implements ReadStore {
  private readonly collections = new Map<string, MemoryCollection<Doc>>();
  private readonly listeners = new Set<ChangeListener>();
  /**
   * The command whose events are being projected, across the awaits of its projection. A field,
   * not an AsyncLocalStorage: one makes Node run a hook on every promise of the process (13 % of
   * a cold boot), and this store has one writer of what it announces, the projection engine,
   * which folds one event after another.
   */
  private cause: string | undefined;
  private readonly copied: boolean;

  constructor(options: MemoryReadStoreOptions = {}) {
    this.copied = !options.uncopied;
  }

  collection<T extends Doc = Doc>(name: string): ReadCollection<T> {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new MemoryCollection<Doc>(
        name,
        (change) => {
          // Each change is a new object made for this call: named in place, not copied.
          if (this.cause) change.commandId = this.cause;
          for (const listener of this.listeners) listener(change);
        },
        this.copied,
      );
      this.collections.set(name, collection);
    }
    return collection as unknown as ReadCollection<T>;
  }

  async dropCollection(name: string): Promise<void> {
    this.collections.delete(name);
  }

  async renameCollection(from: string, to: string): Promise<void> {
    const collection = this.collections.get(from);
    this.collections.delete(from);
    if (!collection) {
      this.collections.delete(to);
      return;
    }
    collection.name = to;
    this.collections.set(to, collection);
  }

  /** Names of the collections that hold documents, for a snapshot. */
  collectionNames(): string[] {
    return [...this.collections.keys()];
  }

  /** The collection itself (not the port's view), for writing and loading a snapshot. */
  snapshotCollection(name: string): { documents(): IterableIterator<Doc>; restore(doc: Doc): void } {
    this.collection(name);
    return this.collections.get(name)!;
  }

  onChange(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async withCause<T>(commandId: string, write: () => Promise<T>): Promise<T> {
    const outer = this.cause;
    this.cause = commandId;
    try {
      return await write();
    } finally {
      this.cause = outer;
    }
  }

  /** Memory is always there. */
  isUnavailable(): boolean {
    return false;
  }

  async close(): Promise<void> {
    this.collections.clear();
    this.listeners.clear();
  }
}
