import { readableProject } from '../../projections/organisation/projects.policy';
import {
  SITE_BOOK_FOLIO_NOTICES,
  SITE_BOOK_TALLIES,
  type SiteBookFolioNoticeDocument,
  type SiteBookTallyDocument,
} from '../../projections/site-book/site-book-dashboard.projection';
import type { SiteBookDashboardAnswer } from '../contracts/site-book-answers';
import { chileDate, mondayOf } from '../platform/clock/calendar';
import type { Actor } from '../platform/commands/actor';
import type { ReadStore } from '../platform/read-store/read-store.port';
import { mayReadBook } from './site-book-rules';
import { bookSetupOf, getBook } from './site-book-view';

const DAY_MS = 86_400_000;

/** Calendar days from one day to another (YYYY-MM-DD). */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/**
 * The dashboard's 'Libro de Obra' card for the actor at `now`: a count and one folio read from the
 * card's read model, whatever the size of the book. No card without a book or for a non-reader.
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
  const folios = reads.collection<SiteBookFolioNoticeDocument>(SITE_BOOK_FOLIO_NOTICES);
  const [tally, unnoticed, [oldest]] = await Promise.all([
    reads.collection<SiteBookTallyDocument>(SITE_BOOK_TALLIES).get(projectId),
    folios.count({ unnoticed_in: projectId }),
    folios.find({ unnoticed_in: projectId }, { sort: { folio: 1 }, limit: 1 }),
  ]);
  const today = chileDate(now);
  return {
    signed_this_week: tally?.week === mondayOf(today) ? tally.signed_that_week : 0,
    unnoticed,
    oldest_unnoticed: oldest
      ? {
          id: oldest._id,
          folio: oldest.folio,
          signed_at: oldest.signed_at,
          days: daysBetween(chileDate(new Date(oldest.signed_at)), today),
        }
      : null,
  };
}
