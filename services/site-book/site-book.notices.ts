import { translate } from '../items/fact-translation';
import type { NoticeFact, NoticeTranslation } from '../items/item-notices';
import { ENTRY_TYPE_NAMES, type SiteBookEvent } from './site-book.events';

type FolioSigned = Extract<SiteBookEvent, { type: 'SiteBookFolioSigned' }>;

/**
 * What the bell (and its e-mails) hears of the Libro de Obra: a signed folio tells those who must
 * take notice of it, named on the folio's event, and nobody else; its only readers there are them
 * and its author, so nobody who cannot read the book ever holds one. Drafts tell nobody.
 */
export const siteBookNotices: NoticeTranslation = {
  ...translate<FolioSigned, NoticeFact>(['SiteBookFolioSigned'], ({ data }) => ({
    itemId: data.entryId,
    change: {
      kind: 'opened',
      projectId: data.projectId,
      number: data.folio,
      title: ENTRY_TYPE_NAMES[data.content.type],
      people: { creatorId: data.authorId, participantIds: data.noticeIds, private: true },
    },
    tellsPeople: false,
    tellsAlso: data.noticeIds,
    verb: 'firmó',
    said: data.content.text,
  })),
  kind: 'site_book',
  itemType: 4,
  label: (folio) => `el folio Nº ${folio.number} del Libro de Obra`,
  privateReaders: (people) => [people.creatorId, ...people.participantIds],
};
