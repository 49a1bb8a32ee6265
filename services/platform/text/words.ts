/**
 * The text of items as searches, PDFs and mails read it: plain, lower case, without accents, so
 * 'Losa' finds 'LOSA' and 'grúa' finds 'grua'. Used where items are written (projections) and asked
 * (queries). Pure and naming no feature, so every layer may import it without a folder cycle.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The plain text of the editor's HTML: tags out, block ends as spaces, the common entities decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/h[1-6]|\/li|\/div)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|[a-z]+);/gi, (entity, name: string) =>
      name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : (ENTITIES[name.toLowerCase()] ?? entity),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The folded words of a text, in order. */
export const foldedWords = (text: string): string[] =>
  foldText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * Whether every word of the search begins a word of the text, minding neither case nor accents: the
 * same test `wordSearchFilter` asks of the read store, for documents that keep no search fields.
 */
export function startsWordsOf(text: string, search: string): boolean {
  const words = foldedWords(text);
  return foldedWords(search).every((wanted) => words.some((word) => word.startsWith(wanted)));
}

/** How many letters of each word a search index keeps: a search word this long or longer uses it. */
export const WORD_START = 3;

/** The distinct starts of the words of a text (their first 3 letters, or the whole of a shorter word). */
export const wordStarts = (text: string): string[] => [
  ...new Set(foldedWords(text).map((word) => word.slice(0, WORD_START))),
];

/** Words too common in Spanish to say two tasks are alike. */
const STOP_WORDS = new Set(
  'para como pero sobre entre desde hasta segun sin con por los las del una uno unos unas que este esta estos estas ese esa eso hay muy mas ser son fue the and'.split(
    ' ',
  ),
);

/** How many words of a description take part in similar-items searches: its opening says what it is about. */
export const DESCRIPTION_TERMS = 24;

/** The distinct words of a text that tell it apart (three letters or more, no common words), in order. */
export function searchTerms(text: string, limit = Number.POSITIVE_INFINITY): string[] {
  const terms = new Set<string>();
  for (const word of foldedWords(text)) {
    if (terms.size >= limit) break;
    if (word.length >= 3 && !STOP_WORDS.has(word)) terms.add(word);
  }
  return [...terms];
}

/** A literal piece of a pattern. */
export const escapePattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
