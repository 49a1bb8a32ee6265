import { historySpec } from '../../test/support/history-spec';
import {
  bookOpened,
  entryDrafted,
  instruction,
  noticeTaken,
  SB_PROJECT,
  storedFolio,
} from '../../test/support/site-book-events';
import { siteBookHistory } from './site-book.history';
import { siteBookEntryHistory } from './site-book-entry.history';

describe('the Libro de Obra in Historial', () => {
  it('tells a folio’s story from its draft to the notices taken, never the draft’s words', () =>
    historySpec(siteBookEntryHistory)([
      entryDrafted('e1'),
      {
        type: 'SiteBookDraftUpdated',
        data: { entryId: 'e1', projectId: SB_PROJECT, changes: { text: 'Borrador secreto', replyBy: null } },
      },
      { type: 'SiteBookEntrySigned', data: { entryId: 'e1', projectId: SB_PROJECT, folio: 7 } },
      noticeTaken('e1', 7, 'rita'),
    ]).thenReads([
      { says: 'creó el borrador de una Instrucción' },
      { says: 'editó el borrador (texto, plazo de respuesta)' },
      { says: 'firmó el folio Nº 7', changes: [['Estado', 'Borrador', 'Firmado']] },
      { says: 'tomó conocimiento del folio Nº 7' },
    ]));

  it('tells the book’s story: opened with its setup, each folio signed, closed', () =>
    historySpec(siteBookHistory)([
      bookOpened(),
      storedFolio('e1', 1, { content: { ...instruction, type: 3 } }),
      { type: 'SiteBookClosed', data: { projectId: SB_PROJECT } },
    ]).thenReads([
      {
        says: 'abrió el Libro de Obra',
        changes: [
          ['Escriben', null, 'Jefe OT, ITO'],
          ['Toman conocimiento: Instrucción', null, 'Jefe OT'],
          ['Toman conocimiento: Observación', null, 'Ninguno'],
          ['Toman conocimiento: Respuesta', null, 'ITO'],
          ['Toman conocimiento: Comunicación', null, 'Ninguno'],
          ['Toman conocimiento: Recepción', null, 'Ninguno'],
        ],
      },
      { says: 'firmó el folio Nº 1 (Respuesta)' },
      { says: 'cerró el Libro de Obra', changes: [['Estado', 'Abierto', 'Cerrado']] },
    ]));

  it('lets a signed folio’s line in the book open that folio', () => {
    const [line] = siteBookHistory.read([storedFolio('e9', 4)]);
    expect(line?.line.item).toEqual({ itemType: 'site_book_entry', itemId: 'e9' });
  });
});
