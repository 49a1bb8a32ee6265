import { wordSearchFilter } from '../../projections/search/word-search';
import type { Actor } from '../platform/commands/actor';
import type { ReadStore } from '../platform/read-store/read-store.port';
import type { SearchableItems, SearchHit } from './searchable-items';

/** Global search answers this many of each kind, newest first. */
const PAGE = { sort: { number_key: -1 }, limit: 20 } as const;

/**
 * Global search (spec 2.7) in one project, by number and title (`wordSearchFilter`), newest first:
 * of each searchable item type (tasks, RDI), the items the reader may see, under the type's field.
 */
export async function globalSearch(
  reads: ReadStore,
  searchable: readonly SearchableItems[],
  actor: Actor,
  query: { projectId: string; search: string },
): Promise<Record<string, SearchHit[]>> {
  const words = wordSearchFilter(query.search);
  if (Object.keys(words).length === 0) return Object.fromEntries(searchable.map(({ answerKey }) => [answerKey, []]));
  const hits = await Promise.all(
    searchable.map(async (items) => [
      items.answerKey,
      await items.search(reads, actor, { projectId: query.projectId, words, page: PAGE }),
    ]),
  );
  return Object.fromEntries(hits);
}
