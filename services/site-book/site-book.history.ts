import { jobType } from '../organisation/job-types';
import { change, itemHistory } from '../platform/history/history-table';
import { siteBookDecider } from './site-book.decider';
import { ENTRY_TYPE_NAMES, ENTRY_TYPES, type NoticeBy } from './site-book.events';

const jobs = (ids: readonly number[]): string =>
  ids.map((id) => jobType(id)?.name ?? String(id)).join(', ') || 'Ninguno';

/** Who takes notice of each kind of folio, as the opening dialog names it. */
const noticeChanges = (noticeBy: NoticeBy) =>
  ENTRY_TYPES.flatMap((type) => change(`Toman conocimiento: ${ENTRY_TYPE_NAMES[type]}`, null, jobs(noticeBy[type])));

/**
 * How a Libro de Obra's events read in its 'Historial' (issue 33): its opening, each folio signed
 * (a line that opens the folio), its closing and its reopening. Drafts are never in the book's stream.
 */
export const siteBookHistory = itemHistory({
  itemType: 'site_book',
  fold: siteBookDecider,
  rows: {
    SiteBookOpened: {
      read: ({ data }) => ({
        says: 'abrió el Libro de Obra',
        changes: [...change('Escriben', null, jobs(data.writers)), ...noticeChanges(data.noticeBy)],
      }),
    },
    SiteBookFolioSigned: {
      read: ({ data }) => ({
        says: `firmó el folio Nº ${data.folio} (${ENTRY_TYPE_NAMES[data.content.type]})`,
        item: { itemType: 'site_book_entry', itemId: data.entryId },
      }),
    },
    SiteBookClosed: {
      read: () => ({ says: 'cerró el Libro de Obra', changes: change('Estado', 'Abierto', 'Cerrado') }),
    },
    SiteBookReopened: {
      read: () => ({ says: 'reabrió el Libro de Obra', changes: change('Estado', 'Cerrado', 'Abierto') }),
    },
  },
});
