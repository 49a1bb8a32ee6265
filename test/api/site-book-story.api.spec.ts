import type { HistoryEvent } from '../../services/contracts/history';
import type { SiteBookDashboardAnswer, SiteBookEntryAnswer } from '../../services/contracts/site-book-answers';
import { FixedClock } from '../../services/platform/clock/clock.port';
import type { FeedEnvelope } from '../../services/platform/feed/feed-family';
import { demoProjectStage } from '../support/demo-stage';

const FEED_KEY = 'erp-0123456789abcdef';
/** Thursday 12 November 2026, noon in Santiago: the first folio. */
const FIRST_DAY = new Date('2026-11-12T15:00:00.000Z');
/** Monday 23 and Tuesday 24 November 2026, noon in Santiago: this week. */
const MONDAY = new Date('2026-11-23T15:00:00.000Z');
const NOW = new Date('2026-11-24T15:00:00.000Z');
const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);
const DRAFT_WORDS = 'Borrador que nadie más lee';

type Card = NonNullable<SiteBookDashboardAnswer['site_book']>;

/**
 * Issue 33: the Libro de Obra told by the shared slices. The ITO writes, edits and signs an
 * Instrucción the Jefe OT must take notice of; the Profesional de Terreno does not read the book.
 */
describe('the Libro de Obra in Historial, as of a date, the feed and the dashboard', () => {
  const clock = new FixedClock(FIRST_DAY);
  const stage = demoProjectStage({ clock, env: { FEED_KEYS: `erp:${FEED_KEY}` } });
  const ids: Record<string, string> = {};

  const book = (path: string, body: object, token: string) => stage.server.call(`/siteBook${path}`, body, token);
  const history = (item_type: string, item_id: string, token: string) =>
    stage.server.call('/history/get', { item_type, item_id }, token);
  const lines = async (item_type: string, item_id: string, token: string) => {
    const answer = await history(item_type, item_id, token);
    expect(answer.status).toBe(200);
    return answer.body.events as HistoryEvent[];
  };
  const asOf = (item_type: string, item_id: string, at: Date, token: string) =>
    stage.server.call('/history/asOf', { item_type, item_id, at: at.toISOString() }, token);
  const pastEntry = async (at: Date, token: string) => {
    const answer = await asOf('site_book_entry', ids.first!, at, token);
    expect(answer.status).toBe(200);
    return answer.body.item as SiteBookEntryAnswer | null;
  };
  const card = async (token: string, projectId = stage.projectId) => {
    const answer = await book('/getDashboard', { project_id: projectId }, token);
    expect(answer.status).toBe(200);
    return answer.body.site_book as Card | null;
  };
  const signedEntry = async (type: number, text: string, at: Date) => {
    clock.set(at);
    const drafted = await book('/createEntry', { project_id: stage.projectId, type, text, references: [] }, stage.ito);
    expect(drafted.status).toBe(200);
    const id = (drafted.body.entry as SiteBookEntryAnswer).id;
    expect((await book('/signEntry', { entry_id: id, password: 'faena1234' }, stage.ito)).status).toBe(200);
    return id;
  };

  beforeAll(async () => {
    const opened = await book(
      '/open',
      { project_id: stage.projectId, writers: [2, 4], notice_by: { 1: [2], 2: [], 3: [4], 4: [2], 5: [4] } },
      stage.ito,
    );
    expect(opened.status).toBe(200);
  });

  it('keeps a draft’s history to its author, and tells the signed folio’s story to the book’s readers', async () => {
    const drafted = await book(
      '/createEntry',
      { project_id: stage.projectId, type: 1, text: DRAFT_WORDS, references: [] },
      stage.ito,
    );
    ids.first = (drafted.body.entry as SiteBookEntryAnswer).id;
    clock.set(minutes(FIRST_DAY, 10));
    const edited = await book(
      '/updateEntry',
      { entry_id: ids.first, text: 'Rehacer el moldaje del piso 4.' },
      stage.ito,
    );
    expect(edited.status).toBe(200);

    expect((await lines('site_book_entry', ids.first, stage.ito)).map((event) => event.summary)).toEqual([
      expect.stringMatching(/\(ITO\) creó el borrador de una Instrucción$/),
      expect.stringMatching(/\(ITO\) editó el borrador \(texto\)$/),
    ]);
    for (const token of [stage.jefe, stage.terreno]) {
      const refused = await history('site_book_entry', ids.first, token);
      expect([refused.status, refused.body.message]).toEqual([404, 'El elemento no existe o no tienes acceso a él.']);
    }

    clock.set(minutes(FIRST_DAY, 60));
    expect((await book('/signEntry', { entry_id: ids.first, password: 'faena1234' }, stage.ito)).status).toBe(200);
    const story = await lines('site_book_entry', ids.first, stage.jefe);
    expect(story.map((event) => event.summary.replace(/^.* \(ITO\) /, ''))).toEqual([
      'creó el borrador de una Instrucción',
      'editó el borrador (texto)',
      'firmó el folio Nº 1',
    ]);
    expect(JSON.stringify(story)).not.toContain(DRAFT_WORDS);
    expect((await history('site_book_entry', ids.first, stage.terreno)).status).toBe(404);
  });

  it('tells the book’s story to its readers only, each folio’s line naming the folio it opens', async () => {
    const events = await lines('site_book', stage.projectId, stage.jefe);
    expect(events.map((event) => [event.summary.replace(/^.* \(ITO\) /, ''), event.item ?? null])).toEqual([
      ['abrió el Libro de Obra', null],
      ['firmó el folio Nº 1 (Instrucción)', { item_type: 'site_book_entry', item_id: ids.first }],
    ]);
    expect((await history('site_book', stage.projectId, stage.terreno)).status).toBe(404);
  });

  it('shows the entry as it stood: before its signature a draft for its author only, then the folio', async () => {
    const drafting = minutes(FIRST_DAY, 30);
    expect(await pastEntry(drafting, stage.ito)).toMatchObject({
      status: 'draft',
      folio: null,
      text: 'Rehacer el moldaje del piso 4.',
    });
    const refused = await asOf('site_book_entry', ids.first!, drafting, stage.jefe);
    expect(refused.status).toBe(404);
    expect(await pastEntry(minutes(FIRST_DAY, -1), stage.ito)).toBeNull();
    expect(await pastEntry(minutes(FIRST_DAY, 90), stage.jefe)).toMatchObject({
      status: 'signed',
      folio: 1,
      notices: [],
      notice_pending: [expect.objectContaining({ user_id: 'demo-jefe-ot' })],
    });
    const pastBook = await asOf('site_book', stage.projectId, minutes(FIRST_DAY, 90), stage.jefe);
    expect(pastBook.body.item).toMatchObject({ id: stage.projectId, status: 'open' });
  });

  it('counts this week’s folios and the unnoticed ones, with the oldest one’s age, for the book’s readers only', async () => {
    ids.observation = await signedEntry(2, 'Se observa humedad en el muro norte.', MONDAY);
    ids.third = await signedEntry(1, 'Instalar barandas provisorias.', NOW);
    // Thursday's Instrucción and today's wait for the Jefe OT; Monday's Observación is nobody's to take notice of.
    expect(await card(stage.jefe)).toEqual({
      signed_this_week: 2,
      unnoticed: 2,
      oldest_unnoticed: { id: ids.first, folio: 1, signed_at: minutes(FIRST_DAY, 60).toISOString(), days: 12 },
    });
    const listed = await book('/list', { project_id: stage.projectId, page: 1, unnoticed: true }, stage.jefe);
    expect(listed.body).toMatchObject({ total: 2, unnoticed_count: 2 });

    expect((await book('/takeNotice', { entry_id: ids.first }, stage.jefe)).status).toBe(200);
    expect(await card(stage.ito)).toMatchObject({
      unnoticed: 1,
      oldest_unnoticed: { id: ids.third, folio: 3, days: 0 },
    });
    expect(await card(stage.terreno)).toBeNull();
    // Another of the Jefe OT's projects has no book: no card.
    expect(await card(stage.jefe, stage.projects[1]!.id)).toBeNull();
    expect((await book('/getDashboard', { project_id: 'no-existe' }, stage.jefe)).status).toBe(404);
  });

  it('shows the notices taken by then in the folio as it stood', async () => {
    expect(await pastEntry(minutes(NOW, -1), stage.jefe)).toMatchObject({ notices: [] });
    expect(await pastEntry(NOW, stage.jefe)).toMatchObject({
      notices: [expect.objectContaining({ user_id: 'demo-jefe-ot' })],
    });
  });

  it('publishes the book, its signed folios and notices to the feed, never a draft', async () => {
    const events: FeedEnvelope[] = [];
    for (let after = 0; ; ) {
      const response = await fetch(`${stage.server.url}/api/feed?after=${after}&limit=1000`, {
        headers: { authorization: `Bearer ${FEED_KEY}` },
      });
      const page = (await response.json()) as { events: FeedEnvelope[]; next: number };
      events.push(...page.events);
      if (page.next === after) break;
      after = page.next;
    }
    const ofBook = events.filter((event) => event.type.startsWith('site_book.'));
    expect(ofBook.map((event) => [event.type, event.data.folio ?? null])).toEqual([
      ['site_book.opened', null],
      ['site_book.folio_signed', 1],
      ['site_book.folio_signed', 2],
      ['site_book.folio_signed', 3],
      ['site_book.notice_taken', 1],
    ]);
    expect(ofBook[1]).toMatchObject({
      project_id: stage.projectId,
      data: { entry_id: ids.first, text: 'Rehacer el moldaje del piso 4.', type: 1 },
    });
    expect(JSON.stringify(events)).not.toContain(DRAFT_WORDS);
  });
});
