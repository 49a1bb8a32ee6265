import { change, itemHistory } from '../platform/history/history-table';
import type { EntryContent } from './site-book.events';
import { ENTRY_TYPE_NAMES } from './site-book.events';
import { siteBookEntryDecider } from './site-book-entry.decider';

/** The draft's parts as the folio form names them. */
const PARTS: Readonly<Record<keyof EntryContent, string>> = {
  type: 'tipo',
  text: 'texto',
  references: 'referencias',
  corrects: 'folio que corrige',
  answers: 'Instrucción que responde',
  replyBy: 'plazo de respuesta',
};

/**
 * How an entry's events read in its 'Historial' (issue 33). A draft is its author's until it is
 * signed, and what they wrote and rewrote meanwhile stays theirs: the lines say which parts an edit
 * touched, never their words. What was signed is the folio itself.
 */
export const siteBookEntryHistory = itemHistory({
  itemType: 'site_book_entry',
  fold: siteBookEntryDecider,
  rows: {
    SiteBookEntryDrafted: {
      read: ({ data }) => ({ says: `creó el borrador de una ${ENTRY_TYPE_NAMES[data.type]}` }),
    },
    SiteBookDraftUpdated: {
      read: ({ data }) => {
        const parts = (Object.keys(data.changes) as Array<keyof EntryContent>).map((part) => PARTS[part]);
        return { says: `editó el borrador (${parts.join(', ')})` };
      },
    },
    SiteBookEntrySigned: {
      read: ({ data }) => ({
        says: `firmó el folio Nº ${data.folio}`,
        changes: change('Estado', 'Borrador', 'Firmado'),
      }),
    },
    SiteBookNoticeTaken: {
      read: ({ data }) => ({ says: `tomó conocimiento del folio Nº ${data.folio}` }),
    },
  },
});
