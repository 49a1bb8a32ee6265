import type { Doc, Filter, ReadCollection } from '../../services/platform/read-store/read-store.port';
import { searchTerms } from '../tasks/task-text';

/** What an item must hold to be found alike: its distinctive title words and description opening. */
export interface Comparable extends Doc {
  number: number;
  title_terms: string[];
  description_terms: string[];
}

/** Similar items answered, items read per word before ranking them, and words of the search used. */
const SIMILAR_ANSWERED = 10;
const SIMILAR_PER_TERM = 50;
const SIMILAR_TERMS = 8;

/**
 * Similar items (the create dialogs' panel): the visible items sharing words with the search, in
 * the title, or in the title or the description's opening unless the description is excluded;
 * more shared title words first, then more shared words, then the newest.
 */
export async function similarItems<T extends Comparable>(
  items: ReadCollection<T>,
  visible: Filter,
  query: { search: string; excludeDescription: boolean },
  newest: Record<string, 1 | -1>,
): Promise<T[]> {
  const terms = searchTerms(query.search).slice(0, SIMILAR_TERMS);
  const fields = query.excludeDescription ? ['title_terms'] : ['title_terms', 'description_terms'];
  const found = new Map<string, T>();
  for (const field of fields) {
    for (const term of terms) {
      const matches = await items.find({ ...visible, [field]: term }, { sort: newest, limit: SIMILAR_PER_TERM });
      for (const item of matches) found.set(item._id, item);
    }
  }
  const shared = (words: readonly string[]) => terms.filter((term) => words.includes(term)).length;
  const ranked = [...found.values()].map((item) => {
    const inTitle = shared(item.title_terms);
    const inAll = query.excludeDescription ? inTitle : shared([...item.title_terms, ...item.description_terms]);
    return { item, inTitle, inAll };
  });
  ranked.sort((a, b) => b.inTitle - a.inTitle || b.inAll - a.inAll || b.item.number - a.item.number);
  return ranked.slice(0, SIMILAR_ANSWERED).map(({ item }) => item);
}
