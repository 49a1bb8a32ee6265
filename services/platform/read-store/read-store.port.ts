/** A read-model document: plain JSON with a string id. */
export type Doc = { _id: string } & Record<string, unknown>;

/** Mongo query language, understood by both adapters. */
export type Filter = Record<string, unknown>;
export type UpdateOperators = Record<string, Record<string, unknown>>;
export type Pipeline = Record<string, unknown>[];

export interface FindOptions {
  sort?: Record<string, 1 | -1>;
  skip?: number;
  limit?: number;
  projection?: Record<string, 0 | 1>;
}

/**
 * A value shared with the store rather than copied: nothing in it may change, at any depth. The
 * compiler holds a reader of a shared document (`getShared`, `findShared`) and a writer that hands
 * one over (`handOver`) to that. It cannot refuse a field assigned to a mutable type (TypeScript
 * lets readonly properties pass), so an answer built from shared values is serialised, never changed.
 */
export type Shared<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends object
    ? // Arrays and tuples map to readonly ones.
      { readonly [K in keyof T]: Shared<T[K]> }
    : T;

export interface ReadCollection<T extends Doc = Doc> {
  /** A copy of the document (null: none), the caller's to change (a store made `uncopied` hands out its own). */
  get(id: string): Promise<T | null>;
  /**
   * The document to read and never change: the embedded store hands out the one it stores (no
   * copy, as a projection's fold reads most documents it writes); MongoDB reads it as `get` does.
   */
  getShared(id: string): Promise<Shared<T> | null>;
  find(filter?: Filter, options?: FindOptions): Promise<T[]>;
  /**
   * `find` for a reader that never changes what it reads (a query handler building an answer):
   * the embedded store answers the stored documents, uncopied (copying 40 projects and their
   * memberships was an eighth of a read at 100,000 users); MongoDB reads as `find` does.
   */
  findShared(filter?: Filter, options?: FindOptions): Promise<Shared<T>[]>;
  count(filter?: Filter): Promise<number>;
  aggregate<R = Doc>(pipeline: Pipeline): Promise<R[]>;
  /** Writes the whole document, creating it if needed. */
  upsert(doc: T): Promise<void>;
  /**
   * Writes the whole document as `upsert` does, and hands it over: the caller changes nothing in
   * it afterwards (it may share parts with documents read through `getShared`), so the embedded
   * store keeps it as it is, uncopied. MongoDB writes it as `upsert` does.
   */
  handOver(doc: Shared<T>): Promise<void>;
  /** Applies update operators to one document; false when it does not exist. */
  update(id: string, update: UpdateOperators): Promise<boolean>;
  delete(id: string): Promise<void>;
  deleteMany(filter: Filter): Promise<number>;
  /** Declares fields that queries filter on; adapters build what makes those queries fast. */
  ensureIndex(fields: readonly string[]): Promise<void>;
  /**
   * Declares an order lists page through (`find` with this sort and a limit, filtered on indexed
   * fields); adapters keep what reads a page without sorting every match (MongoDB: a compound
   * index; in memory: the documents kept in that order). It serves the reverse order too. Kept
   * `within` a field, it serves a filter that names one value of that field (a project's members by
   * name): MongoDB's index then starts with that field; in memory each value keeps its own order.
   */
  ensureSortIndex(sort: Record<string, 1 | -1>, within?: string): Promise<void>;
  /**
   * The document as stored (null: none), shared and not copied, to be kept and never changed.
   * Only an adapter that never changes a stored document in place (a write stores a new one: copy
   * on write) offers it: what stood before a write is then kept at no cost (projections' undo).
   */
  storedVersion?(id: string): T | null;
}

export interface DocumentChange {
  collection: string;
  id: string;
  operation: 'upsert' | 'delete';
  /** The document after the change, or before a delete where the adapter knows it. */
  doc?: Doc;
  /** The command whose events made this change (`ReadStore.withCause`), where the adapter knows it. */
  commandId?: string;
}

export type ChangeListener = (change: DocumentChange) => void;

export interface ReadStore {
  collection<T extends Doc = Doc>(name: string): ReadCollection<T>;
  dropCollection(name: string): Promise<void>;
  /**
   * Puts collection `from` (documents and indexes) in the place of `to`, whose old documents are
   * dropped: readers see the old collection or the new one, never a mix nor an empty one.
   */
  renameCollection(from: string, to: string): Promise<void>;
  /** Every document change, from any process writing the store (collections named `_…` are internal and silent). */
  onChange(listener: ChangeListener): () => void;
  /**
   * Runs `write`, and names `commandId` on the changes it makes where the adapter can carry it
   * (in memory it can; a MongoDB change stream cannot, and its changes name no command). The
   * projection engine projects each event so, which lets the live push gather a command's changes
   * into one message and the tab that sent it recognise its echo.
   */
  withCause<T>(commandId: string, write: () => Promise<T>): Promise<T>;
  /**
   * Whether an error a call threw means the store itself cannot be reached now (a network error,
   * no server to select): what a later retry may get through, unlike a fault of the caller's.
   */
  isUnavailable(error: unknown): boolean;
  close(): Promise<void>;
}

export const READ_STORE = Symbol('ReadStore');

export const isInternalCollection = (name: string) => name.startsWith('_');
