import type {
  ChangeListener,
  Doc,
  ReadCollection,
  ReadStore,
} from '../../services/platform/read-store/read-store.port';

/** Where the next version of a projection's collection is built: internal, so its writes push nothing to clients. */
export const shadowName = (collection: string) => `_next.${collection}`;

/**
 * The read store as projections being built beside their live versions see it: the collections
 * being built are their shadows, every other collection is the live one.
 */
export class ShadowStore implements ReadStore {
  /** Each built collection's shadow name, made once: a fresh string per call is hashed again at every lookup. */
  private readonly shadows: ReadonlyMap<string, string>;

  constructor(
    private readonly live: ReadStore,
    collections: readonly string[],
  ) {
    this.shadows = new Map(collections.map((collection) => [collection, shadowName(collection)]));
  }

  private nameOf(collection: string): string {
    return this.shadows.get(collection) ?? collection;
  }

  collection<T extends Doc = Doc>(name: string): ReadCollection<T> {
    return this.live.collection<T>(this.nameOf(name));
  }

  dropCollection(name: string): Promise<void> {
    return this.live.dropCollection(this.nameOf(name));
  }

  renameCollection(from: string, to: string): Promise<void> {
    return this.live.renameCollection(this.nameOf(from), this.nameOf(to));
  }

  onChange(listener: ChangeListener): () => void {
    return this.live.onChange(listener);
  }

  withCause<T>(commandId: string, write: () => Promise<T>): Promise<T> {
    return this.live.withCause(commandId, write);
  }

  isUnavailable(error: unknown): boolean {
    return this.live.isUnavailable(error);
  }

  /** The live store belongs to the engine, which closes it. */
  async close(): Promise<void> {}
}
