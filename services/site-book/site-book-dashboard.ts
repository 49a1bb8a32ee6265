import { readableProject } from '../../projections/organisation/projects.policy';
import {
  FOLIO_ORDER,
  SITE_BOOK_ENTRIES,
  type SiteBookEntryDocument,
} from '../../projections/site-book/site-book.projection';
import type { SiteBookDashboardAnswer } from '../contracts/site-book-answers';
import { chileDate, mondayOf } from '../platform/clock/calendar';
import type { Actor } from '../platform/commands/actor';
import type { ReadStore } from '../platform/read-store/read-store.port';
import { mayReadBook } from './site-book-rules';
import { bookSetupOf, folioFilter, getBook } from './site-book-view';

const DAY_MS = 86_400_000;

/** Calendar days from one day to another (YYYY-MM-DD). */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/**
 * The dashboard's 'Libro de Obra' card for the actor at `now`: the book's week count, and a count
 * and one folio of its unnoticed partition, whatever the size of the book. No card without a book
 * or for a non-reader.
 */
export async function siteBookCard(
  reads: ReadStore,
  actor: Actor,
  projectId: string,
  now: Date,
): Promise<SiteBookDashboardAnswer['site_book']> {
  await readableProject(reads, actor, projectId);
  const book = await getBook(reads, projectId);
  if (!book || !mayReadBook(actor, bookSetupOf(book))) return null;
  const folios = reads.collection<SiteBookEntryDocument>(SITE_BOOK_ENTRIES);
  const unnoticedFolios = folioFilter(book.id, true);
  const [unnoticed, [oldest]] = await Promise.all([
    folios.count(unnoticedFolios),
    folios.find(unnoticedFolios, { sort: FOLIO_ORDER, limit: 1 }),
  ]);
  const today = chileDate(now);
  return {
    signed_this_week: book.week === mondayOf(today) ? book.signed_that_week : 0,
    unnoticed,
    oldest_unnoticed: oldest
      ? {
          id: oldest._id,
          folio: oldest.folio ?? 0,
          signed_at: oldest.signed_at ?? '',
          days: daysBetween(chileDate(new Date(oldest.signed_at ?? now)), today),
        }
      : null,
  };
}
