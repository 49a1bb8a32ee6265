import type { SeenStatus } from '../contracts/item-answers';
import type { Actor } from '../platform/commands/actor';
import type { ReadStore } from '../platform/read-store/read-store.port';

/**
 * An item as another item's answer shows it: a task's detail shows the RDI it raised, an RDI the
 * task it came from, an additional the possible additional and RDI it started with.
 */
export interface LinkedItemSummary {
  id: string;
  number: number;
  title: string;
  /** The reader's own mark on it. */
  seen_by_me: SeenStatus | null;
  project_id: string;
  /** A task flagged as a possible additional (docs/decisions.md); never an RDI. */
  possible_additional: boolean;
}

/**
 * An item in the create dialogs' panel of what is alike ('general/searchSimilar') and in the
 * header's search: `snippet` is the opening of its description as plain words (`markdownSnippet`).
 */
export type SimilarItem = Pick<LinkedItemSummary, 'id' | 'number' | 'title' | 'seen_by_me'> & {
  description: string;
  snippet: string;
};

/** A search for alike items in one project; `excludeDescription` matches titles only. */
export interface SimilarQuery {
  projectId: string;
  search: string;
  excludeDescription: boolean;
}

/**
 * What an item type tells the others about its items, under its own read policy: the feature that
 * owns the type implements it and lists it in its manifest, so no item feature imports another.
 */
export interface LinkedItemReads {
  /** The summaries of those of the items the reader may read; an item it may not read is left out. */
  summaries(reads: ReadStore, actor: Actor, ids: readonly string[]): Promise<ReadonlyMap<string, LinkedItemSummary>>;
  /** The summary of one item, or the owner's refusal (404) when the reader may not read it. */
  readable(reads: ReadStore, actor: Actor, id: string): Promise<LinkedItemSummary>;
  /** Its items alike to a search, those the reader may read, for any item's create dialog. */
  similar(reads: ReadStore, actor: Actor, query: SimilarQuery): Promise<SimilarItem[]>;
}

/** The item types other items link to. */
export type LinkedItemType = 'task' | 'rdi';

/** Every linked type's reads, built by the composition root from the manifests (`ItemRegistry`). */
export interface LinkedItems {
  linkedReads(type: LinkedItemType): LinkedItemReads;
}

/** The provider of LinkedItems, global to the app (`linked-items.module.ts`). */
export const LINKED_ITEMS = Symbol('LinkedItems');

/** The one linked item's summary when the reader may read it; null when it may not or none is linked. */
export async function linkedSummary(
  linked: LinkedItemReads,
  reads: ReadStore,
  actor: Actor,
  id: string | null,
): Promise<LinkedItemSummary | null> {
  if (id === null) return null;
  return (await linked.summaries(reads, actor, [id])).get(id) ?? null;
}
