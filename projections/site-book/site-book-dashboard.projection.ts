import { SITE_BOOK_FOLIO_NOTICES, SITE_BOOK_TALLIES } from '../../services/contracts/collections';
import { chileDate, mondayOf } from '../../services/platform/clock/calendar';
import { isEventOf, type Stored, type StoredEvent } from '../../services/platform/event-store/event-store.port';
import type { ReadStore } from '../../services/platform/read-store/read-store.port';
import type { MembershipEvent } from '../../services/projects/membership.events';
import type { EntryType, NoticeBy, SiteBookEntryEvent, SiteBookEvent } from '../../services/site-book/site-book.events';
import { mustTakeNotice } from '../../services/site-book/site-book-rules';
import type { Projection } from '../runtime/projection';

export { SITE_BOOK_FOLIO_NOTICES, SITE_BOOK_TALLIES };

/** Per project: its members, its book's notice setup, and how many folios were signed in the latest week. */
export interface SiteBookTallyDocument {
  _id: string;
  /** [user id, job type id] of each member now: who must take notice is asked of them, as the book's list asks. */
  members: [string, number][];
  /** Null until the project's book is opened. */
  notice_by: NoticeBy | null;
  /** The Monday (Chile) of the latest week a folio was signed in, and how many were signed that week. */
  week: string | null;
  signed_that_week: number;
  [key: string]: unknown;
}

/** Per signed folio: what tells whether someone must still take notice of it. */
export interface SiteBookFolioNoticeDocument {
  _id: string;
  project_id: string;
  folio: number;
  type: EntryType;
  author_id: string;
  signed_at: string;
  noticed_ids: string[];
  /** The project's id while someone must still take notice of it, else null: the key the card counts by. */
  unnoticed_in: string | null;
  [key: string]: unknown;
}

// Imported memberships repeat what project streams already hold (docs/decisions.md, "Streams").
type MemberEvent = Extract<
  MembershipEvent,
  { type: 'ProjectMemberAdded' | 'ProjectMemberJobChanged' | 'ProjectMemberRemoved' }
>;
const MEMBER_EVENTS: readonly MemberEvent['type'][] = [
  'ProjectMemberAdded',
  'ProjectMemberJobChanged',
  'ProjectMemberRemoved',
];
type BookEvent = Exclude<SiteBookEvent, { type: 'SiteBookClosed' }>;
const BOOK_EVENTS: readonly BookEvent['type'][] = ['SiteBookOpened', 'SiteBookFolioSigned'];
type NoticeTaken = Extract<SiteBookEntryEvent, { type: 'SiteBookNoticeTaken' }>;
const NOTICE_EVENTS: readonly NoticeTaken['type'][] = ['SiteBookNoticeTaken'];

const emptyTally = (projectId: string): SiteBookTallyDocument => ({
  _id: projectId,
  members: [],
  notice_by: null,
  week: null,
  signed_that_week: 0,
});

/** Whether some member must still take notice of the folio: the rule of the book's 'Sin conocimiento' list. */
function unnoticedIn(tally: SiteBookTallyDocument, folio: SiteBookFolioNoticeDocument): string | null {
  const { notice_by: noticeBy } = tally;
  if (!noticeBy) return null;
  const about = { type: folio.type, authorId: folio.author_id };
  const missing = tally.members.some(
    ([userId, jobTypeId]) =>
      mustTakeNotice(userId, jobTypeId, { noticeBy }, about) && !folio.noticed_ids.includes(userId),
  );
  return missing ? folio.project_id : null;
}

async function tallyOf(store: ReadStore, projectId: string): Promise<SiteBookTallyDocument> {
  return (await store.collection<SiteBookTallyDocument>(SITE_BOOK_TALLIES).get(projectId)) ?? emptyTally(projectId);
}

/**
 * A member joined, changed job or left: the folios of the kinds their old or new job takes notice
 * of may now wait for them, or no longer. Rare, and only those folios are read.
 */
async function followMember(store: ReadStore, event: Stored<MemberEvent>): Promise<void> {
  const { projectId, userId } = event.data;
  const tally = await tallyOf(store, projectId);
  const before = tally.members.find(([id]) => id === userId)?.[1];
  const members = tally.members.filter(([id]) => id !== userId);
  if (event.type !== 'ProjectMemberRemoved') members.push([userId, event.data.jobTypeId]);
  const after = { ...tally, members };
  await store.collection<SiteBookTallyDocument>(SITE_BOOK_TALLIES).upsert(after);
  const noticeBy = tally.notice_by;
  if (!noticeBy) return;
  const jobs = [before, event.type === 'ProjectMemberRemoved' ? undefined : event.data.jobTypeId];
  const types = (Object.keys(noticeBy) as Array<`${EntryType}`>)
    .filter((type) => jobs.some((job) => job !== undefined && noticeBy[type].includes(job)))
    .map(Number);
  if (types.length === 0) return;
  const folios = store.collection<SiteBookFolioNoticeDocument>(SITE_BOOK_FOLIO_NOTICES);
  for (const folio of await folios.find({ project_id: projectId, type: { $in: types } })) {
    const unnoticed = unnoticedIn(after, folio);
    if (unnoticed !== folio.unnoticed_in) await folios.upsert({ ...folio, unnoticed_in: unnoticed });
  }
}

async function applyBookEvent(store: ReadStore, event: Stored<BookEvent>): Promise<void> {
  const tallies = store.collection<SiteBookTallyDocument>(SITE_BOOK_TALLIES);
  const tally = await tallyOf(store, event.data.projectId);
  if (event.type === 'SiteBookOpened') {
    await tallies.upsert({ ...tally, notice_by: event.data.noticeBy });
    return;
  }
  const { data } = event;
  const week = mondayOf(chileDate(new Date(data.signedAt)));
  // Folios are signed in order: one of an earlier week than the latest (a clock set back) is not this week's.
  if (tally.week === null || week > tally.week) await tallies.upsert({ ...tally, week, signed_that_week: 1 });
  else if (week === tally.week) await tallies.upsert({ ...tally, signed_that_week: tally.signed_that_week + 1 });
  const folio: SiteBookFolioNoticeDocument = {
    _id: data.entryId,
    project_id: data.projectId,
    folio: data.folio,
    type: data.content.type,
    author_id: data.authorId,
    signed_at: data.signedAt,
    noticed_ids: [],
    unnoticed_in: null,
  };
  await store
    .collection<SiteBookFolioNoticeDocument>(SITE_BOOK_FOLIO_NOTICES)
    .upsert({ ...folio, unnoticed_in: unnoticedIn(tally, folio) });
}

async function noticeTaken(store: ReadStore, event: Stored<NoticeTaken>): Promise<void> {
  const folios = store.collection<SiteBookFolioNoticeDocument>(SITE_BOOK_FOLIO_NOTICES);
  const folio = await folios.get(event.data.entryId);
  if (!folio || folio.noticed_ids.includes(event.data.userId)) return;
  const noticed = { ...folio, noticed_ids: [...folio.noticed_ids, event.data.userId] };
  await folios.upsert({ ...noticed, unnoticed_in: unnoticedIn(await tallyOf(store, folio.project_id), noticed) });
}

/**
 * The Libro de Obra's dashboard card (issue 33): folios signed this week, and the signed folios
 * someone must still take notice of, kept as they change so a dashboard reads a count and one
 * folio instead of testing every folio of the book. It follows the projects' members itself: who
 * must take notice is asked of the members now, as the book's 'Sin conocimiento' list asks.
 */
export const siteBookDashboardProjection: Projection = {
  name: 'site-book-dashboard',
  version: 1,
  collections: [SITE_BOOK_TALLIES, SITE_BOOK_FOLIO_NOTICES],
  handles: [...MEMBER_EVENTS, ...BOOK_EVENTS, ...NOTICE_EVENTS],

  async setup(store: ReadStore) {
    const folios = store.collection(SITE_BOOK_FOLIO_NOTICES);
    await folios.ensureIndex(['project_id', 'type']);
    await folios.ensureIndex(['unnoticed_in']);
    await folios.ensureSortIndex({ folio: 1 }, 'unnoticed_in');
  },

  async apply(event: StoredEvent, store: ReadStore) {
    if (isEventOf<MemberEvent>(event, MEMBER_EVENTS)) await followMember(store, event);
    else if (isEventOf<BookEvent>(event, BOOK_EVENTS)) await applyBookEvent(store, event);
    else if (isEventOf<NoticeTaken>(event, NOTICE_EVENTS)) await noticeTaken(store, event);
  },
};
