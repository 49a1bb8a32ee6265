import { NEWEST_FIRST, PRIORITY_DOWN, PRIORITY_UP } from '../../services/items/item-list-order';
import type { ReadCollection } from '../../services/platform/read-store/read-store.port';
import { DESCRIPTION_TERMS, foldText, searchTerms, wordStarts } from '../../services/platform/text/words';

/** What every item list's document holds: the item, and the fields its lists sort and search by. */
export interface ListedItem {
  _id: string;
  id: string;
  project_id: string;
  number: number;
  title: string;
  /** Sortable strings (`sortKeys`). */
  number_key: string;
  priority_key: string;
  /** What a search by title, number or description reads (`searchFields`). */
  search_text: string;
  search_starts: string[];
  title_terms: string[];
  description_terms: string[];
}

/** The orders an item list pages through (spec 4), each kept by the read store, which serves its reverse too. */
const ITEM_LIST_ORDERS = [PRIORITY_DOWN, PRIORITY_UP, NEWEST_FIRST];

/** The fields a search reads, indexed (`wordStarts`: a search reads only the items that have its longest word's). */
const SEARCH_FIELDS = ['search_starts', 'title_terms', 'description_terms'];

/** `<number> <title>` folded (lower case, no accents) and its word starts, the title's and the plain description's terms. */
export function searchFields(
  number: number,
  title: string,
  plainDescription: string,
): Pick<ListedItem, 'search_text' | 'search_starts' | 'title_terms' | 'description_terms'> {
  return {
    search_text: foldText(`${number} ${title}`),
    search_starts: wordStarts(`${number} ${title}`),
    title_terms: searchTerms(title),
    description_terms: searchTerms(plainDescription, DESCRIPTION_TERMS),
  };
}

/** Sortable strings: the read store sorts a page out of many documents fastest by strings. */
export function sortKeys(number: number, priority: number): Pick<ListedItem, 'number_key' | 'priority_key'> {
  return { number_key: String(number).padStart(10, '0'), priority_key: String(priority) };
}

/** The indexes of an item list: its project, the fields its lists filter on, the search's, and its orders. */
export async function ensureItemListIndexes(items: ReadCollection, filterFields: readonly string[]): Promise<void> {
  await items.ensureIndex(['project_id', ...filterFields, ...SEARCH_FIELDS]);
  for (const sort of ITEM_LIST_ORDERS) await items.ensureSortIndex(sort);
}
