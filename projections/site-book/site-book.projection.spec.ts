import type { EntryContent } from '../../services/site-book/site-book.events';
import { projectionSpec, stored } from '../../test/support/projection-spec';
import { folioSigned, instruction, SIGNED_AT } from '../../test/support/site-book-events';
import { SITE_BOOK_ENTRIES, SITE_BOOKS, siteBookProjection } from './site-book.projection';

const given = projectionSpec(siteBookProjection);
const at = SIGNED_AT;
const content = { ...instruction, text: 'Rehacer.', replyBy: '2026-12-01' };
const opened = stored(
  'SiteBookOpened',
  { projectId: 'p1', writers: [2, 4], noticeBy: { 1: [2], 2: [], 3: [4], 4: [], 5: [] }, openedBy: 'iris' },
  at,
);
const drafted = (entryId: string, fields: object = {}) =>
  stored('SiteBookEntryDrafted', { entryId, projectId: 'p1', authorId: 'iris', ...content, ...fields }, at, 'iris');
/** The book's folio as stored (not chained: the read model keeps the seal, it does not check it). */
const signed = (entryId: string, folio: number, fields: Partial<EntryContent> = {}, noticeIds = ['javi']) => {
  const { type, data } = folioSigned(entryId, folio, null, { content: { ...content, ...fields } });
  return stored(type, { ...data, noticeIds }, at, 'iris');
};

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
      signed('e1', 1, { text: 'Rehacer toda.' }),
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
        hash: expect.stringMatching(/^[0-9a-f]{64}$/),
        code: 'LO-AAAA-BBBB',
        author_job_type_id: 4,
        notices: [{ user_id: 'javi', at }],
        noticed_ids: ['javi'],
        pending_notice_ids: [],
        unnoticed_in: '',
      }),
    ]);
    const [book] = await given([opened, signed('e1', 1), stored('SiteBookClosed', { projectId: 'p1' }, at)]).documents(
      SITE_BOOKS,
    );
    expect(book).toMatchObject({ id: 'p1', writers: [2, 4], status: 'closed', closed_at: at, last_folio: 1 });
    const [reopened] = await given([
      opened,
      stored('SiteBookClosed', { projectId: 'p1' }, at),
      stored('SiteBookReopened', { projectId: 'p1' }, at),
    ]).documents(SITE_BOOKS);
    expect(reopened).toMatchObject({ status: 'open', closed_at: null });
  });

  it('counts the folios signed in the latest Chile week, from Monday, for the dashboard’s card', async () => {
    // Sunday 22 November 2026 23:30 in Santiago is still the week of Monday the 16th.
    const signedAt = (entryId: string, folio: number, when: string) =>
      stored('SiteBookFolioSigned', { ...signed(entryId, folio).data, signedAt: when }, when, 'iris');
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
    expect(draft).toMatchObject({
      folio_of: '',
      folio_of_type: '',
      unnoticed_in: '',
      folio_key: '',
      pending_notice_ids: [],
    });
    const history = [opened, drafted('e1'), signed('e1', 1, {}, ['javi', 'olga'])];
    const [folio] = await given(history).documents(SITE_BOOK_ENTRIES);
    expect(folio).toMatchObject({ folio_of: 'p1', folio_of_type: 'p1:1', unnoticed_in: 'p1', folio_key: '0000000001' });
    expect(folio).toMatchObject({ pending_notice_ids: ['javi', 'olga'] });
    const notice = (userId: string) =>
      stored('SiteBookNoticeTaken', { entryId: 'e1', projectId: 'p1', folio: 1, userId }, at, userId);
    const [half] = await given([...history, notice('olga')]).documents(SITE_BOOK_ENTRIES);
    expect(half).toMatchObject({ notice_ids: ['javi', 'olga'], pending_notice_ids: ['javi'], unnoticed_in: 'p1' });
    const [all] = await given([...history, notice('olga'), notice('javi')]).documents(SITE_BOOK_ENTRIES);
    expect(all).toMatchObject({ pending_notice_ids: [], unnoticed_in: '', folio_of: 'p1' });
  });

  it("lets the live push tell only the author of a draft, and the book's readers of the book and its folios", async () => {
    const readers = { job_types: [2, 4], capability: 'manage_site_book' };
    const [draft] = await given([opened, drafted('e1')]).documents(SITE_BOOK_ENTRIES);
    expect(draft).toMatchObject({ status: 'draft', visible_to: ['iris'] });
    expect(draft).not.toHaveProperty('heard_by');
    const afterSigning = given([opened, drafted('e1'), signed('e1', 1)]);
    const [folio] = await afterSigning.documents(SITE_BOOK_ENTRIES);
    expect(folio).not.toHaveProperty('visible_to');
    expect(folio).toMatchObject({ heard_by: readers });
    expect(await afterSigning.documents(SITE_BOOKS)).toEqual([expect.objectContaining({ heard_by: readers })]);
  });

  it('links a folio to the ones it corrects and answers, both kept', async () => {
    const entries = await given([
      opened,
      drafted('e1'),
      signed('e1', 1),
      drafted('e2'),
      signed('e2', 2, { type: 3, corrects: { entryId: 'e1', folio: 1 }, answers: { entryId: 'e1', folio: 1 } }),
    ]).documents(SITE_BOOK_ENTRIES);
    expect(entries.map((entry) => [entry._id, entry.corrected_by, entry.answered_by])).toEqual([
      ['e1', [{ entryId: 'e2', folio: 2 }], [{ entryId: 'e2', folio: 2 }]],
      ['e2', [], []],
    ]);
  });
});
