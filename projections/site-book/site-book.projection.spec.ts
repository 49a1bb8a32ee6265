import { projectionSpec, stored } from '../../test/support/projection-spec';
import { SITE_BOOK_ENTRIES, SITE_BOOKS, siteBookProjection } from './site-book.projection';

const given = projectionSpec(siteBookProjection);
const at = '2026-11-23T12:00:00.000Z';
const content = { type: 1, text: 'Rehacer.', references: [], corrects: null, answers: null, replyBy: '2026-12-01' };
const opened = stored(
  'SiteBookOpened',
  { projectId: 'p1', writers: [2, 4], noticeBy: { 1: [2], 2: [], 3: [4], 4: [], 5: [] }, openedBy: 'iris' },
  at,
);
const drafted = (entryId: string, fields: object = {}) =>
  stored('SiteBookEntryDrafted', { entryId, projectId: 'p1', authorId: 'iris', ...content, ...fields }, at, 'iris');
const folioSigned = (entryId: string, folio: number, fields: object = {}, noticeIds = ['javi']) =>
  stored(
    'SiteBookFolioSigned',
    {
      projectId: 'p1',
      entryId,
      folio,
      signedAt: at,
      authorId: 'iris',
      authorJobTypeId: 4,
      content: { ...content, ...fields },
      fileHashes: [],
      previousHash: null,
      hash: `h${folio}`,
      code: `LO-${folio}`,
      noticeIds,
    },
    at,
    'iris',
  );

describe('the site book projection', () => {
  it('keeps the book, the draft as written, and the folio as the book sealed it', async () => {
    const entries = await given([
      opened,
      drafted('e1'),
      stored(
        'SiteBookDraftUpdated',
        { entryId: 'e1', projectId: 'p1', changes: { text: 'Rehacer toda.' } },
        at,
        'iris',
      ),
      folioSigned('e1', 1, { text: 'Rehacer toda.' }),
      // A change that raced the signature does not change the folio.
      stored('SiteBookDraftUpdated', { entryId: 'e1', projectId: 'p1', changes: { text: 'Tarde.' } }, at, 'iris'),
      stored('SiteBookNoticeTaken', { entryId: 'e1', projectId: 'p1', folio: 1, userId: 'javi' }, at, 'javi'),
    ]).documents(SITE_BOOK_ENTRIES);
    expect(entries).toEqual([
      expect.objectContaining({
        id: 'e1',
        status: 'signed',
        folio: 1,
        text: 'Rehacer toda.',
        reply_by: '2026-12-01',
        hash: 'h1',
        code: 'LO-1',
        author_job_type_id: 4,
        notices: [{ user_id: 'javi', at }],
        noticed_ids: ['javi'],
        pending_notice_ids: [],
        unnoticed_in: '',
      }),
    ]);
    const [book] = await given([
      opened,
      folioSigned('e1', 1),
      stored('SiteBookClosed', { projectId: 'p1' }, at),
    ]).documents(SITE_BOOKS);
    expect(book).toMatchObject({ id: 'p1', writers: [2, 4], status: 'closed', closed_at: at, last_folio: 1 });
  });

  it('counts the folios signed in the latest Chile week, from Monday, for the dashboard’s card', async () => {
    // Sunday 22 November 2026 23:30 in Santiago is still the week of Monday the 16th.
    const signedAt = (entryId: string, folio: number, when: string) =>
      stored('SiteBookFolioSigned', { ...folioSigned(entryId, folio).data, signedAt: when }, when, 'iris');
    const [book] = await given([
      opened,
      signedAt('e1', 1, '2026-11-23T02:30:00.000Z'),
      signedAt('e2', 2, '2026-11-23T12:00:00.000Z'),
      signedAt('e3', 3, '2026-11-24T12:00:00.000Z'),
    ]).documents(SITE_BOOKS);
    expect(book).toMatchObject({ week: '2026-11-23', signed_that_week: 2 });
  });

  it('lists a signed folio in its book, and as unnoticed until all who had to at signing have taken notice', async () => {
    const [draft] = await given([opened, drafted('e1')]).documents(SITE_BOOK_ENTRIES);
    expect(draft).toMatchObject({ folio_of: '', unnoticed_in: '', folio_key: '', pending_notice_ids: [] });
    const signed = [opened, drafted('e1'), folioSigned('e1', 1, {}, ['javi', 'olga'])];
    const [folio] = await given(signed).documents(SITE_BOOK_ENTRIES);
    expect(folio).toMatchObject({ folio_of: 'p1', unnoticed_in: 'p1', folio_key: '0000000001' });
    expect(folio).toMatchObject({ pending_notice_ids: ['javi', 'olga'] });
    const notice = (userId: string) =>
      stored('SiteBookNoticeTaken', { entryId: 'e1', projectId: 'p1', folio: 1, userId }, at, userId);
    const [half] = await given([...signed, notice('olga')]).documents(SITE_BOOK_ENTRIES);
    expect(half).toMatchObject({ notice_ids: ['javi', 'olga'], pending_notice_ids: ['javi'], unnoticed_in: 'p1' });
    const [all] = await given([...signed, notice('olga'), notice('javi')]).documents(SITE_BOOK_ENTRIES);
    expect(all).toMatchObject({ pending_notice_ids: [], unnoticed_in: '', folio_of: 'p1' });
  });

  it('lets the live push tell only the author of a draft, and the book of a signed folio', async () => {
    const [draft] = await given([opened, drafted('e1')]).documents(SITE_BOOK_ENTRIES);
    expect(draft).toMatchObject({ status: 'draft', visible_to: ['iris'] });
    const [folio] = await given([opened, drafted('e1'), folioSigned('e1', 1)]).documents(SITE_BOOK_ENTRIES);
    expect(folio).not.toHaveProperty('visible_to');
  });

  it('links a folio to the ones it corrects and answers, both kept', async () => {
    const entries = await given([
      opened,
      drafted('e1'),
      folioSigned('e1', 1),
      drafted('e2'),
      folioSigned('e2', 2, { type: 3, corrects: { entryId: 'e1', folio: 1 }, answers: { entryId: 'e1', folio: 1 } }),
    ]).documents(SITE_BOOK_ENTRIES);
    expect(entries.map((entry) => [entry._id, entry.corrected_by, entry.answered_by])).toEqual([
      ['e1', [{ entryId: 'e2', folio: 2 }], [{ entryId: 'e2', folio: 2 }]],
      ['e2', [], []],
    ]);
  });
});
