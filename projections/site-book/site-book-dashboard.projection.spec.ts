import { projectionSpec } from '../../test/support/projection-spec';
import {
  bookOpened,
  folioSigned,
  memberAdded,
  memberJobChanged,
  memberRemoved,
  noticeTaken,
} from '../../test/support/site-book-events';
import {
  SITE_BOOK_FOLIO_NOTICES,
  SITE_BOOK_TALLIES,
  siteBookDashboardProjection,
} from './site-book-dashboard.projection';

const given = projectionSpec(siteBookDashboardProjection);
/** Iris is the ITO (4), Javi the Jefe OT (2): the Jefe OT takes notice of Instrucciones (1), the ITO of Respuestas (3). */
const team = [memberAdded('iris', 4), memberAdded('javi', 2)];
const unnoticed = async (events: Parameters<typeof given>[0]) =>
  (await given(events).documents(SITE_BOOK_FOLIO_NOTICES)).map((doc) => [doc._id, doc.unnoticed_in]);

describe('the site book dashboard projection', () => {
  it('counts the folios signed in the latest Chile week, from Monday', async () => {
    // Sunday 22 November 2026 23:30 in Santiago is still the week of Monday the 16th.
    const sunday = '2026-11-23T02:30:00.000Z';
    const monday = '2026-11-23T12:00:00.000Z';
    const tuesday = '2026-11-24T12:00:00.000Z';
    const [tally] = await given([
      ...team,
      bookOpened(),
      folioSigned('e1', 1, {}, sunday),
      folioSigned('e2', 2, {}, monday),
      folioSigned('e3', 3, {}, tuesday),
    ]).documents(SITE_BOOK_TALLIES);
    expect(tally).toMatchObject({ _id: 'p1', week: '2026-11-23', signed_that_week: 2 });
  });

  it('marks a signed folio unnoticed while a member who must take notice has not, and not once they have', async () => {
    const signed = [...team, bookOpened(), folioSigned('e1', 1), folioSigned('e2', 2, { content: { type: 2 } })];
    // The Observación is nobody's to take notice of; the Instrucción waits for the Jefe OT.
    expect(await unnoticed(signed)).toEqual([
      ['e1', 'p1'],
      ['e2', null],
    ]);
    expect(await unnoticed([...signed, noticeTaken('e1', 1, 'javi')])).toEqual([
      ['e1', null],
      ['e2', null],
    ]);
  });

  it('never waits for the folio’s own author', async () => {
    const byJavi = folioSigned('e1', 1, { authorId: 'javi' });
    expect(await unnoticed([...team, bookOpened(), byJavi])).toEqual([['e1', null]]);
  });

  it('asks the members now: one who joins must take notice, one who leaves or changes job no longer', async () => {
    const noticed = [...team, bookOpened(), folioSigned('e1', 1), noticeTaken('e1', 1, 'javi')];
    expect(await unnoticed([...noticed, memberAdded('ana', 2)])).toEqual([['e1', 'p1']]);
    expect(await unnoticed([...noticed, memberAdded('ana', 2), memberRemoved('ana')])).toEqual([['e1', null]]);
    expect(await unnoticed([...noticed, memberAdded('ana', 2), memberJobChanged('ana', 3)])).toEqual([['e1', null]]);
    expect(await unnoticed([...noticed, memberAdded('ana', 3), memberJobChanged('ana', 2)])).toEqual([['e1', 'p1']]);
  });

  it('keeps the members of a project before its book opens', async () => {
    const [tally] = await given([...team, memberRemoved('iris')]).documents(SITE_BOOK_TALLIES);
    expect(tally).toMatchObject({ members: [['javi', 2]], notice_by: null, week: null, signed_that_week: 0 });
  });
});
