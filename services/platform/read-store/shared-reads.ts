import type { DeepReadonly, Doc, Filter, FindOptions, ReadCollection } from './read-store.port';

/**
 * Reads for a caller that never changes what it reads (a query handler building an answer): the
 * stored documents themselves where the adapter shares them, uncopied (copying 40 projects and
 * their memberships was an eighth of a read at 100,000 users), else the adapter's own copies.
 */
export function getShared<T extends Doc>(collection: ReadCollection<T>, id: string): Promise<DeepReadonly<T> | null> {
  return collection.getShared ? collection.getShared(id) : (collection.get(id) as Promise<DeepReadonly<T> | null>);
}

export function findShared<T extends Doc>(
  collection: ReadCollection<T>,
  filter?: Filter,
  options?: FindOptions,
): Promise<DeepReadonly<T>[]> {
  return collection.findShared
    ? collection.findShared(filter, options)
    : (collection.find(filter, options) as Promise<DeepReadonly<T>[]>);
}
