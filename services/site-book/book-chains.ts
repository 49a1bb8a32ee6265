import type { StoredEvent } from '../platform/event-store/event-store.port';
import { firstBrokenFolio, type SignedFolio } from './folio-chain';

/** A book whose chain of folios breaks, at the first folio that no longer matches its seal. */
export interface BrokenBook {
  projectId: string;
  folio: number;
}

/**
 * Every book's chain of folios checked from the log as stored (`npm run verify-log`): the folios of
 * each book in log order, each seal recomputed and linked to the previous one.
 */
export async function brokenBooks(log: AsyncIterable<StoredEvent[]>): Promise<{ books: number; broken: BrokenBook[] }> {
  const folios = new Map<string, SignedFolio[]>();
  for await (const batch of log) {
    for (const event of batch) {
      if (event.type !== 'SiteBookFolioSigned') continue;
      const folio = event.data as SignedFolio;
      folios.set(folio.projectId, [...(folios.get(folio.projectId) ?? []), folio]);
    }
  }
  const broken = [...folios].flatMap(([projectId, book]) => {
    const folio = firstBrokenFolio(book);
    return folio === null ? [] : [{ projectId, folio }];
  });
  return { books: folios.size, broken };
}
