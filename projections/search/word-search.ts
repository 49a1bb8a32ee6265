import type { Filter } from '../../services/platform/read-store/read-store.port';
import { escapePattern, foldedWords, WORD_START } from '../../services/platform/text/words';

/**
 * A search by title or number over documents holding `search_text` (`<number> <title>` folded)
 * and `search_starts` (its word starts, indexed): every word of the search begins a word of the
 * item, without minding case or accents ('cota los' finds 'Cota de losa', '12' finds 12 and 120).
 * The index of word starts picks the items that have the longest word's. Empty: no condition.
 */
export function wordSearchFilter(search: string | undefined): Filter {
  const words = foldedWords(search ?? '');
  if (words.length === 0) return {};
  const starts = words.map((word) => `(?:^|[^a-z0-9])${escapePattern(word)}`);
  // One word is found where it is; more, each by a lookahead from the start.
  const pattern = starts.length === 1 ? starts[0]! : `^${starts.map((start) => `(?=.*${start})`).join('')}`;
  const filter: Filter = { search_text: { $regex: new RegExp(pattern) } };
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  if (longest.length >= WORD_START) filter.search_starts = longest.slice(0, WORD_START);
  return filter;
}
