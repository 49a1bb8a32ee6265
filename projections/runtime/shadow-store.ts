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
  private readonly owned: ReadonlySet<string>;

  constructor(
    private readonly live: ReadStore,
    collections: readonly string[],
  ) {
    this.owned = new Set(collections);
  }

  private nameOf(collection: string): string {
    return this.owned.has(collection) ? shadowName(collection) : collection;
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
