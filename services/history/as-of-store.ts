import { FILES } from '../contracts/collections';
import type {
  ChangeListener,
  Doc,
  Filter,
  FindOptions,
  Pipeline,
  ReadCollection,
  ReadStore,
} from '../platform/read-store/read-store.port';

/**
 * Live collections that record when each document came to be: on a past date they answer only
 * what existed then (a file uploaded later is not listed; one deleted since is gone for good).
 */
const CREATED_AT: Readonly<Record<string, string>> = { [FILES]: 'created_at' };

const readOnly = (name: string) => () => Promise.reject(new Error(`${name} is read-only in a past read`));

/** A live collection read as of `at`: no writes, and dated documents only up to `at`. */
function pastCollection<T extends Doc>(name: string, live: ReadCollection<T>, at: string): ReadCollection<T> {
  const field = CREATED_AT[name];
  const existed: Filter | null = field ? { [field]: { $lte: at } } : null;
  const within = (filter: Filter = {}): Filter => {
    if (!existed) return filter;
    return field && field in filter ? { $and: [filter, existed] } : { ...filter, ...existed };
  };
  const refused = readOnly(name);
  return {
    get: async (id) => {
      const doc = await live.get(id);
      return doc && (!field || String(doc[field]) <= at) ? doc : null;
    },
    getShared: async (id) => {
      const doc = await live.getShared(id);
      return doc && (!field || String(doc[field]) <= at) ? doc : null;
    },
    find: (filter?: Filter, options?: FindOptions) => live.find(within(filter), options),
    findShared: (filter?: Filter, options?: FindOptions) => live.findShared(within(filter), options),
    count: (filter?: Filter) => live.count(within(filter)),
    aggregate: <R>(pipeline: Pipeline) => live.aggregate<R>(existed ? [{ $match: existed }, ...pipeline] : pipeline),
    upsert: refused,
    handOver: refused,
    update: refused,
    delete: refused,
    deleteMany: refused,
    ensureIndex: refused,
    ensureSortIndex: refused,
  };
}

/**
 * The read store an item is folded into and its past detail read from: the collections its
 * projections own answer from `scratch` (where only its events were folded); every other one
 * (names, projects, files, linked items) from the live store, read-only and as of `at` where a
 * collection dates its documents.
 */
export function asOfStore(scratch: ReadStore, live: ReadStore, owned: ReadonlySet<string>, at: string): ReadStore {
  return {
    collection: <T extends Doc>(name: string) =>
      owned.has(name) ? scratch.collection<T>(name) : pastCollection(name, live.collection<T>(name), at),
    dropCollection: (name) => (owned.has(name) ? scratch.dropCollection(name) : readOnly(name)()),
    // Folding never renames (rebuilds do, on the live store).
    renameCollection: (from) => readOnly(from)(),
    // Nobody listens to a past read: its changes go nowhere.
    onChange: (_listener: ChangeListener) => () => undefined,
    withCause: (_commandId, write) => write(),
    isUnavailable: (error) => live.isUnavailable(error),
    close: () => scratch.close(),
  };
}
