import { SITE_BOOK_ENTRIES, SITE_BOOKS } from '../../services/contracts/collections';
import { chileDate, mondayOf } from '../../services/platform/clock/calendar';
import type { RoleAudience } from '../../services/platform/commands/actor';
import { isEventOf, type StoredEvent } from '../../services/platform/event-store/event-store.port';
import type { ReadStore } from '../../services/platform/read-store/read-store.port';
import {
  type EntryContent,
  type EntryReference,
  type FolioLink,
  type NoticeBy,
  SITE_BOOK_ENTRY_EVENT_TYPES,
  SITE_BOOK_EVENT_TYPES,
  type SiteBookEntryEvent,
  type SiteBookEvent,
} from '../../services/site-book/site-book.events';
import { bookAudience } from '../../services/site-book/site-book-rules';
import type { Projection } from '../runtime/projection';

export { SITE_BOOK_ENTRIES, SITE_BOOKS };

/** A project's Libro de Obra, by the project's id (one book per project). */
export interface SiteBookDocument {
  _id: string;
  id: string;
  project_id: string;
  writers: number[];
  notice_by: NoticeBy;
  opened_at: string;
  opened_by: string;
  status: 'open' | 'closed';
  closed_at: string | null;
  last_folio: number;
  /** The Monday (Chile) of the latest week a folio was signed in, and how many were signed that week: the dashboard's card. */
  week: string | null;
  signed_that_week: number;
  /** Who reads the book: the live push of the book and its folios reaches them alone. */
  heard_by: RoleAudience;
  [key: string]: unknown;
}

/** One entry: its author's draft, then the signed folio as the book sealed it. */
export interface SiteBookEntryDocument {
  _id: string;
  id: string;
  book_id: string;
  project_id: string;
  status: 'draft' | 'signed';
  folio: number | null;
  type: EntryContent['type'];
  text: string;
  references: EntryReference[];
  corrects: FolioLink | null;
  answers: FolioLink | null;
  reply_by: string | null;
  corrected_by: FolioLink[];
  answered_by: FolioLink[];
  author_id: string;
  /** The author's job type when they signed (null for a draft and for the system's closing folio). */
  author_job_type_id: number | null;
  created_at: string;
  updated_at: string;
  signed_at: string | null;
  hash: string | null;
  code: string | null;
  file_hashes: string[];
  notices: Array<{ user_id: string; at: string }>;
  noticed_ids: string[];
  /** Who had to take notice when it was signed (they got the bell and the e-mail), and who still has to. */
  notice_ids: string[];
  pending_notice_ids: string[];
  /**
   * The index's partitions and order (sort indexes keep strings only): the book's id on a signed
   * folio ('' on a draft), the book's id while someone must still take notice ('' otherwise), and
   * the folio's number zero-padded ('' on a draft).
   */
  folio_of: string;
  /** The book's id and the folio's type ('p1:1') on a signed folio, '' on a draft: the index filtered by type. */
  folio_of_type: string;
  unnoticed_in: string;
  folio_key: string;
  /** The entry stream's revision: what updateEntry sends back as its version. */
  version: number;
  /** A draft's only reader, its author: the live push tells nobody else of it. Absent once signed. */
  visible_to?: string[];
  /** A folio's readers, the book's: the live push tells nobody else of it. Absent while a draft. */
  heard_by?: RoleAudience;
  [key: string]: unknown;
}

const contentFields = (content: EntryContent) => ({
  type: content.type,
  text: content.text,
  references: content.references,
  corrects: content.corrects,
  answers: content.answers,
  reply_by: content.replyBy,
});

const fieldsOfChanges = (changes: Partial<EntryContent>) => {
  const { replyBy, ...rest } = changes;
  return { ...rest, ...(replyBy !== undefined ? { reply_by: replyBy } : {}) };
};

/** The index's order: by folio (read newest first). */
export const FOLIO_ORDER = { folio_key: 1 } as const;
const folioKey = (folio: number) => String(folio).padStart(10, '0');
/** The partition of a book's signed folios of one type. */
export const folioOfType = (bookId: string, type: number) => `${bookId}:${type}`;

/** Who must still take notice, of those who had to at signing, and the partition that lists it as unnoticed. */
const noticeFields = (bookId: string, noticeIds: readonly string[], noticedIds: readonly string[]) => {
  const pending = noticeIds.filter((id) => !noticedIds.includes(id));
  return { notice_ids: [...noticeIds], pending_notice_ids: pending, unnoticed_in: pending.length > 0 ? bookId : '' };
};

/** The week's count after a folio signed at `signedAt`: folios are signed in order, so an earlier week's (a clock set back) is not this week's. */
function weekTally(book: SiteBookDocument, signedAt: string): Pick<SiteBookDocument, 'week' | 'signed_that_week'> {
  const week = mondayOf(chileDate(new Date(signedAt)));
  if (book.week === null || week > book.week) return { week, signed_that_week: 1 };
  return { week: book.week, signed_that_week: book.signed_that_week + (week === book.week ? 1 : 0) };
}

async function applyBookEvent(event: StoredEvent & SiteBookEvent, store: ReadStore): Promise<void> {
  const books = store.collection<SiteBookDocument>(SITE_BOOKS);
  const entries = store.collection<SiteBookEntryDocument>(SITE_BOOK_ENTRIES);
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case 'SiteBookOpened': {
      const d = event.data;
      await books.upsert({
        _id: d.projectId,
        id: d.projectId,
        project_id: d.projectId,
        writers: d.writers,
        notice_by: d.noticeBy,
        opened_at: at,
        opened_by: d.openedBy,
        status: 'open',
        closed_at: null,
        last_folio: 0,
        week: null,
        signed_that_week: 0,
        heard_by: bookAudience(d),
      });
      return;
    }
    case 'SiteBookFolioSigned': {
      const d = event.data;
      const book = await books.get(d.projectId);
      if (book) await books.upsert({ ...book, last_folio: d.folio, ...weekTally(book, d.signedAt) });
      const draft = await entries.get(d.entryId);
      // The folio shows what the book sealed, whatever the draft's stream holds; the book's readers hear of it.
      const { visible_to: _draftOnly, ...unsigned } = draft ?? {};
      await entries.upsert({
        _id: d.entryId,
        id: d.entryId,
        book_id: d.projectId,
        project_id: d.projectId,
        corrected_by: [],
        answered_by: [],
        created_at: at,
        notices: [],
        noticed_ids: [],
        version: 0,
        ...unsigned,
        ...noticeFields(d.projectId, d.noticeIds, draft?.noticed_ids ?? []),
        folio_of: d.projectId,
        folio_of_type: folioOfType(d.projectId, d.content.type),
        folio_key: folioKey(d.folio),
        ...contentFields(d.content),
        status: 'signed',
        folio: d.folio,
        author_id: d.authorId,
        author_job_type_id: d.authorJobTypeId,
        updated_at: at,
        signed_at: d.signedAt,
        hash: d.hash,
        code: d.code,
        file_hashes: d.fileHashes,
        ...(book ? { heard_by: book.heard_by } : {}),
      });
      const link = { entryId: d.entryId, folio: d.folio };
      for (const [target, key] of [
        [d.content.corrects, 'corrected_by'],
        [d.content.answers, 'answered_by'],
      ] as const) {
        const pointed = target && (await entries.get(target.entryId));
        if (pointed) await entries.upsert({ ...pointed, [key]: [...pointed[key], link] });
      }
      return;
    }
    case 'SiteBookClosed': {
      const book = await books.get(event.data.projectId);
      if (book) await books.upsert({ ...book, status: 'closed', closed_at: at });
      return;
    }
    case 'SiteBookReopened': {
      const book = await books.get(event.data.projectId);
      if (book) await books.upsert({ ...book, status: 'open', closed_at: null });
      return;
    }
  }
}

async function applyEntryEvent(event: StoredEvent & SiteBookEntryEvent, store: ReadStore): Promise<void> {
  const entries = store.collection<SiteBookEntryDocument>(SITE_BOOK_ENTRIES);
  const at = event.metadata.occurredAt;
  const version = event.revision;
  if (event.type === 'SiteBookEntryDrafted') {
    const { entryId, projectId, authorId, ...content } = event.data;
    await entries.upsert({
      _id: entryId,
      id: entryId,
      book_id: projectId,
      project_id: projectId,
      status: 'draft',
      folio: null,
      ...contentFields(content),
      corrected_by: [],
      answered_by: [],
      author_id: authorId,
      author_job_type_id: null,
      created_at: at,
      updated_at: at,
      signed_at: null,
      hash: null,
      code: null,
      file_hashes: [],
      notices: [],
      noticed_ids: [],
      notice_ids: [],
      pending_notice_ids: [],
      folio_of: '',
      folio_of_type: '',
      unnoticed_in: '',
      folio_key: '',
      version,
      visible_to: [authorId],
    });
    return;
  }
  const entry = await entries.get(event.data.entryId);
  if (!entry) return;
  switch (event.type) {
    case 'SiteBookDraftUpdated':
      // A change that raced the signature is not the folio: the seal's content stays.
      if (entry.status === 'signed') await entries.upsert({ ...entry, version });
      else await entries.upsert({ ...entry, ...fieldsOfChanges(event.data.changes), updated_at: at, version });
      return;
    case 'SiteBookEntrySigned':
      await entries.upsert({ ...entry, version });
      return;
    case 'SiteBookNoticeTaken': {
      const { userId } = event.data;
      const noticedIds = [...entry.noticed_ids, userId];
      await entries.upsert({
        ...entry,
        notices: [...entry.notices, { user_id: userId, at }],
        noticed_ids: noticedIds,
        ...noticeFields(entry.project_id, entry.notice_ids, noticedIds),
        version,
      });
      return;
    }
  }
}

/** The books and their entries: drafts as their authors write them, folios as the book sealed them. */
export const siteBookProjection: Projection = {
  name: 'site-book',
  version: 2,
  collections: [SITE_BOOKS, SITE_BOOK_ENTRIES],
  handles: [...SITE_BOOK_EVENT_TYPES, ...SITE_BOOK_ENTRY_EVENT_TYPES],

  async setup(store: ReadStore) {
    const entries = store.collection(SITE_BOOK_ENTRIES);
    await entries.ensureIndex(['project_id', 'status', 'folio', 'folio_of', 'folio_of_type', 'unnoticed_in']);
    await entries.ensureIndex(['code']);
    // A page of the index, of a book of 10,000 folios, is a walk through that book's folios alone.
    await entries.ensureSortIndex(FOLIO_ORDER, 'folio_of');
    await entries.ensureSortIndex(FOLIO_ORDER, 'folio_of_type');
    await entries.ensureSortIndex(FOLIO_ORDER, 'unnoticed_in');
  },

  async apply(event: StoredEvent, store: ReadStore) {
    if (isEventOf<SiteBookEvent>(event, SITE_BOOK_EVENT_TYPES)) await applyBookEvent(event, store);
    else if (isEventOf<SiteBookEntryEvent>(event, SITE_BOOK_ENTRY_EVENT_TYPES)) await applyEntryEvent(event, store);
  },
};
