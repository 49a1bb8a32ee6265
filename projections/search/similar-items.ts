import type { Doc, Filter, ReadCollection } from '../../services/platform/read-store/read-store.port';
import { searchTerms } from '../../services/platform/text/words';

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
const RANKED_FIELDS = { number: 1, title_terms: 1, description_terms: 1 } as const;

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
  // Candidates are ranked on their words alone; only the answered ones are read whole.
  const found = new Map<string, Comparable>();
  for (const field of fields) {
    for (const term of terms) {
      const matches = await items.find(
        { ...visible, [field]: term },
        { sort: newest, limit: SIMILAR_PER_TERM, projection: RANKED_FIELDS },
      );
      for (const item of matches) found.set(item._id, item);
    }
  }
  const inTitle = (item: Comparable) => terms.filter((term) => item.title_terms.includes(term)).length;
  const inAll = (item: Comparable) =>
    terms.filter((term) => item.title_terms.includes(term) || item.description_terms.includes(term)).length;
  const ranked = [...found.values()].map((item) => {
    const title = inTitle(item);
    return { item, title, all: query.excludeDescription ? title : inAll(item) };
  });
  ranked.sort((a, b) => b.title - a.title || b.all - a.all || b.item.number - a.item.number);
  const answered = ranked.slice(0, SIMILAR_ANSWERED).map(({ item }) => item._id);
  const whole = new Map((await items.find({ _id: { $in: answered } })).map((item) => [item._id, item]));
  return answered.flatMap((id) => whole.get(id) ?? []);
}
