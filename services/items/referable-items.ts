import type { Actor } from '../platform/commands/actor';
import type { ReadStore } from '../platform/read-store/read-store.port';

/** The item types a Libro de Obra folio may cite (issue 33). */
export type ReferableItemType = 'task' | 'rdi' | 'additional' | 'payment_status';

/** An item as a citation names it ('RDI Nº 3: Diámetro de armadura'). */
export interface CitedItemFacts {
  projectId: string;
  label: string;
  /** Read by a few only (a private task): a book's readers could not follow the citation. */
  private: boolean;
}

/** What a folio's form asks of one type: the project's items matching the words typed, and how many at most. */
export interface CitableQuery {
  projectId: string;
  /** Words each of which begins a word of the item's number or title ('muro 60'); empty: any item. */
  search: string;
  limit: number;
}

/** An item a folio's form offers to cite, labelled as the citation names it. */
export interface CitableItem {
  id: string;
  label: string;
}

/** What an item type tells a folio that cites it, under the type's own read policy. */
export interface ReferableItem {
  /** The item when the reader may read it; null when it does not exist for them. */
  cited(reads: ReadStore, actor: Actor, id: string): Promise<CitedItemFacts | null>;
  /**
   * The project's items the reader may read and a folio may cite (no private task), newest first,
   * that match the search: what the folio's form offers.
   */
  citable(reads: ReadStore, actor: Actor, query: CitableQuery): Promise<CitableItem[]>;
}

/** Every citable type's reads, built by the composition root from the manifests (`ItemRegistry`). */
export interface ReferableItems {
  referable(type: ReferableItemType): ReferableItem;
}

/** The provider of ReferableItems, global to the app (`linked-items.module.ts`). */
export const REFERABLE_ITEMS = Symbol('ReferableItems');

/** A read policy's refusal is the reader's "there is no such item". */
export async function citedOrNull<Document>(
  read: () => Promise<Document>,
  facts: (document: Document) => CitedItemFacts | Promise<CitedItemFacts>,
): Promise<CitedItemFacts | null> {
  try {
    return await facts(await read());
  } catch (error) {
    if (error instanceof Error && error.name === 'DomainError') return null;
    throw error;
  }
}
