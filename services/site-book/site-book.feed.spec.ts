import { checkedEnvelope } from '../../test/support/feed-envelope';
import { stored } from '../../test/support/projection-spec';
import {
  bookOpened,
  entryDrafted,
  instruction,
  noticeTaken,
  SB_PROJECT,
  storedFolio,
} from '../../test/support/site-book-events';
import { FeedCatalog } from '../feed/feed-catalog';
import { items } from '../manifests';
import type { StoredEvent } from '../platform/event-store/event-store.port';

const catalog = new FeedCatalog(items.feedFamilies);

/** Mapped, then checked against the schema of the type and version it claims. */
const mapped = (event: StoredEvent) => checkedEnvelope(catalog, event);

describe('the Libro de Obra in the feed', () => {
  it('publishes the book opened and closed, each folio as sealed and each notice, valid against their schemas', () => {
    const signed = storedFolio('e1', 2, {
      content: {
        ...instruction,
        references: [{ itemType: 'rdi', itemId: 'r1', label: 'RDI Nº 3: Cota' }],
        corrects: { entryId: 'e0', folio: 1 },
      },
      noticeIds: ['javi'],
    });
    const events = [
      bookOpened(),
      signed,
      noticeTaken('e1', 2, 'javi'),
      stored('SiteBookClosed', { projectId: SB_PROJECT }),
      stored('SiteBookReopened', { projectId: SB_PROJECT }),
    ];
    expect(events.map((event) => [mapped(event)?.type, catalog.topicOf(mapped(event)!.type)])).toEqual([
      ['site_book.opened', 'faena.site_book'],
      ['site_book.folio_signed', 'faena.site_book'],
      ['site_book.notice_taken', 'faena.site_book'],
      ['site_book.closed', 'faena.site_book'],
      ['site_book.reopened', 'faena.site_book'],
    ]);
    expect(mapped(signed)).toMatchObject({
      project_id: SB_PROJECT,
      data: {
        entry_id: 'e1',
        folio: 2,
        type: 1,
        text: 'Rehacer la armadura.',
        references: [{ item_type: 'rdi', item_id: 'r1', label: 'RDI Nº 3: Cota' }],
        corrects: { entry_id: 'e0', folio: 1 },
        answers: null,
        previous_hash: 'h1',
        hash: 'h2',
        code: 'LO-2',
        notice_user_ids: ['javi'],
      },
    });
  });

  it('never publishes a draft: neither its writing, its edits nor its own signature mark', () => {
    const draftEvents = [
      entryDrafted('e1', { text: 'Lo que el autor aún no firma' }),
      stored('SiteBookDraftUpdated', { entryId: 'e1', projectId: SB_PROJECT, changes: { text: 'Otro intento' } }),
      stored('SiteBookEntrySigned', { entryId: 'e1', projectId: SB_PROJECT, folio: 1 }),
    ];
    expect(draftEvents.map((event) => catalog.toEnvelope(event))).toEqual([null, null, null]);
  });

  it('lists its schemas among the published ones', () => {
    expect(
      catalog
        .schemas()
        .filter((schema) => schema.family === 'site_book')
        .map((schema) => `${schema.type}@${schema.version}`),
    ).toEqual([
      'site_book.closed@1',
      'site_book.folio_signed@1',
      'site_book.notice_taken@1',
      'site_book.opened@1',
      'site_book.reopened@1',
    ]);
  });
});
