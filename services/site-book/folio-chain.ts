import { sealOf } from './folio-seal';
import type { SiteBookEvent } from './site-book.events';

export type SignedFolio = Extract<SiteBookEvent, { type: 'SiteBookFolioSigned' }>['data'];

/**
 * The first folio of a book (its folios in order) whose stored content no longer gives its stored
 * hash, or whose link to the previous folio is not that folio's hash, or whose number is not the
 * next; null when the whole chain holds.
 */
export function firstBrokenFolio(folios: readonly SignedFolio[]): number | null {
  let previous: string | null = null;
  for (const [index, folio] of folios.entries()) {
    const intact =
      folio.folio === index + 1 && folio.previousHash === previous && sealOf(folio, previous) === folio.hash;
    if (!intact) return folio.folio;
    previous = folio.hash;
  }
  return null;
}

export const brokenFolioMessage = (folio: number) => `El folio Nº ${folio} no coincide con su firma.`;
