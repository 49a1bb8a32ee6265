import {
  PROJECT_MEMBERS,
  type ProjectDocument,
  type ProjectMemberDocument,
} from '../../projections/organisation/projects.projection';
import {
  folioOfType,
  SITE_BOOK_ENTRIES,
  SITE_BOOKS,
  type SiteBookDocument,
  type SiteBookEntryDocument,
} from '../../projections/site-book/site-book.projection';
import { USERS, type UserDocument } from '../../projections/users/user-directory.projection';
import type {
  SiteBookAnswer,
  SiteBookEntryAnswer,
  SiteBookEntryRow,
  SiteBookPerson,
} from '../contracts/site-book-answers';
import { jobType } from '../organisation/job-types';
import { projectFactsOf } from '../organisation/project-facts';
import { chileDate } from '../platform/clock/calendar';
import type { Actor } from '../platform/commands/actor';
import { DomainError, forbidden } from '../platform/domain-error';
import type { Filter, ReadStore } from '../platform/read-store/read-store.port';
import { markdownSnippet } from '../platform/text/markdown';
import { ENTRY_TYPE_NAMES, SYSTEM_AUTHOR } from './site-book.events';
import {
  type BookSetup,
  SITE_BOOK_MESSAGES as M,
  mayManageBook,
  mayReadBook,
  mayTakeNotice,
  mayWrite,
} from './site-book-rules';

export const SITE_BOOK_PAGE_SIZE = 25;
const EXCERPT_CHARS = 160;
/** Excerpts already made (a signed folio's text never changes, a draft's with its version): a page of the index parses no folio's Markdown twice. */
const excerpts = new Map<string, string>();
const KEPT_EXCERPTS = 5_000;

function excerptOf(entry: SiteBookEntryDocument): string {
  const key = entry.status === 'signed' ? entry.id : `${entry.id}:${entry.version}`;
  let excerpt = excerpts.get(key);
  if (excerpt === undefined) {
    excerpt = markdownSnippet(entry.text, EXCERPT_CHARS);
    if (excerpts.size >= KEPT_EXCERPTS) excerpts.delete(excerpts.keys().next().value!);
    excerpts.set(key, excerpt);
  }
  return excerpt;
}

export const bookSetupOf = (book: SiteBookDocument, projectClosed = false): BookSetup => ({
  projectId: book.project_id,
  writers: book.writers,
  noticeBy: book.notice_by,
  closed: book.status === 'closed' || projectClosed,
});

export const getBook = (reads: ReadStore, projectId: string) =>
  reads.collection<SiteBookDocument>(SITE_BOOKS).get(projectId);

/** The 404 of a project without a book, telling the client whether the caller may open one. */
export const noBookFor = (actor: Actor, projectId: string) =>
  new DomainError('site_book.not_found', M.noBook, 404, undefined, {
    details: { can_open: mayManageBook(actor, projectId) },
  });

/** The project's book when the actor reads it (the caller has read the project). */
export async function readableBook(reads: ReadStore, actor: Actor, projectId: string): Promise<SiteBookDocument> {
  const book = await getBook(reads, projectId);
  if (!book) throw noBookFor(actor, projectId);
  if (!mayReadBook(actor, bookSetupOf(book))) throw forbidden('Tu cargo no lee este Libro de Obra.');
  return book;
}

const entryNotFound = () => new DomainError('site_book.entry_not_found', M.entryNotFound, 404);

/** Whether the actor reads the entry: a draft its author only, a folio whoever reads the book. */
export const mayReadEntry = (actor: Actor, book: SiteBookDocument, entry: SiteBookEntryDocument) =>
  entry.status === 'draft' ? entry.author_id === actor.id : mayReadBook(actor, bookSetupOf(book));

/** The entry and its book when the actor may read it; 404 otherwise (a draft exists for its author only). */
export async function readableEntry(reads: ReadStore, actor: Actor, entryId: string) {
  const entry = await reads.collection<SiteBookEntryDocument>(SITE_BOOK_ENTRIES).get(entryId);
  const book = entry && (await getBook(reads, entry.project_id));
  if (!entry || !book || !actor.sees(entry.project_id) || !mayReadEntry(actor, book, entry)) throw entryNotFound();
  return { entry, book };
}

/** The names and job types the answers show, read once per answer. */
interface People {
  members: ProjectMemberDocument[];
  names: ReadonlyMap<string, string>;
}

const jobName = (id: number | null | undefined) => (id ? (jobType(id)?.name ?? '') : '');

async function peopleOf(reads: ReadStore, projectId: string, userIds: Iterable<string>): Promise<People> {
  const members = await reads.collection<ProjectMemberDocument>(PROJECT_MEMBERS).find({ project_id: projectId });
  const names = new Map(members.map((member) => [member.user_id, member.user_name]));
  const missing = [...new Set(userIds)].filter((id) => !names.has(id) && id !== SYSTEM_AUTHOR);
  if (missing.length > 0) {
    for (const user of await reads.collection<UserDocument>(USERS).find({ _id: { $in: missing } })) {
      names.set(user._id, user.name);
    }
  }
  names.set(SYSTEM_AUTHOR, 'Faena (sistema)');
  return { members, names };
}

/** Someone the folio names (who must take notice), with their job type in the project if still a member. */
function personOf(people: People, userId: string): SiteBookPerson {
  const member = people.members.find((candidate) => candidate.user_id === userId);
  return { user_id: userId, name: people.names.get(userId) ?? '', job_type: jobName(member?.job_type_id) };
}

function entryRow(
  actor: Actor,
  bookDoc: SiteBookDocument,
  entry: SiteBookEntryDocument,
  people: People,
  today: string,
  projectClosed: boolean,
): SiteBookEntryRow {
  const book = bookSetupOf(bookDoc, projectClosed);
  const name = (id: string) => people.names.get(id) ?? '';
  const signed = entry.status === 'signed';
  const folio = { type: entry.type, authorId: entry.author_id, noticedBy: entry.noticed_ids };
  const jobs = new Map(people.members.map((member) => [member.user_id, member.job_type_id]));
  const waiting = signed && entry.type === 1 && entry.reply_by !== null && entry.answered_by.length === 0;
  const ownDraft = !signed && entry.author_id === actor.id && mayWrite(actor, book);
  const writes = signed && mayWrite(actor, book);
  const link = (value: { entryId: string; folio: number }) => ({ id: value.entryId, folio: value.folio });
  return {
    id: entry.id,
    book_id: entry.book_id,
    project_id: entry.project_id,
    status: entry.status,
    folio: entry.folio,
    type: entry.type,
    type_name: ENTRY_TYPE_NAMES[entry.type],
    excerpt: excerptOf(entry),
    references: entry.references.map((reference) => ({
      item_type: reference.itemType,
      item_id: reference.itemId,
      label: reference.label,
    })),
    corrects: entry.corrects && link(entry.corrects),
    corrected_by: entry.corrected_by.map(link),
    answers: entry.answers && link(entry.answers),
    answered_by: entry.answered_by.map(link),
    reply_by: entry.reply_by,
    author: {
      id: entry.author_id,
      name: name(entry.author_id),
      job_type: jobName(entry.author_job_type_id ?? jobs.get(entry.author_id)),
    },
    created_at: entry.created_at,
    updated_at: entry.updated_at,
    signed_at: entry.signed_at,
    signed_by: signed ? { id: entry.author_id, name: name(entry.author_id) } : null,
    hash: entry.hash,
    code: entry.code,
    notices: entry.notices.map((notice) => ({
      user_id: notice.user_id,
      name: name(notice.user_id),
      job_type: jobName(jobs.get(notice.user_id)),
      at: notice.at,
    })),
    notice_pending: entry.pending_notice_ids.map((id) => personOf(people, id)),
    ball_in_court: waiting
      ? {
          holders: entry.notice_ids.map((id) => ({ user_id: id, name: name(id) })),
          overdue: (entry.reply_by ?? '') < today,
        }
      : null,
    version: entry.version,
    can: {
      update: ownDraft,
      sign: ownDraft,
      take_notice: signed && mayTakeNotice(actor, book, folio),
      correct: writes,
      answer: writes && entry.type === 1,
    },
  };
}

/** What the answers need besides the documents: today in Chile (deadlines) and whether the project is closed. */
export interface ViewContext {
  today: string;
  projectClosed: boolean;
}

/** The context of an answer about the project's book read at `now` (null: no project at hand). */
export const viewContextOf = (project: ProjectDocument | null, now: Date): ViewContext => ({
  today: chileDate(now),
  projectClosed: project ? projectFactsOf(project).closed : false,
});

/** The entries as the actor reads them, with names and what they may do. */
export async function entryRows(
  reads: ReadStore,
  actor: Actor,
  book: SiteBookDocument,
  entries: readonly SiteBookEntryDocument[],
  context: ViewContext,
): Promise<SiteBookEntryRow[]> {
  const ids = entries.flatMap((entry) => [entry.author_id, ...entry.noticed_ids, ...entry.pending_notice_ids]);
  const people = await peopleOf(reads, book.project_id, ids);
  return entries.map((entry) => entryRow(actor, book, entry, people, context.today, context.projectClosed));
}

/** One entry with its text and files. */
export async function entryAnswer(
  reads: ReadStore,
  actor: Actor,
  book: SiteBookDocument,
  entry: SiteBookEntryDocument,
  context: ViewContext,
  files: SiteBookEntryAnswer['files'],
): Promise<SiteBookEntryAnswer> {
  const [row] = await entryRows(reads, actor, book, [entry], context);
  return { ...row!, text: entry.text, files };
}

export async function bookAnswer(
  reads: ReadStore,
  actor: Actor,
  book: SiteBookDocument,
  projectClosed: boolean,
): Promise<SiteBookAnswer> {
  const opener = await reads.collection<UserDocument>(USERS).get(book.opened_by);
  return {
    id: book.id,
    project_id: book.project_id,
    writers: book.writers,
    notice_by: book.notice_by,
    opened_at: book.opened_at,
    opened_by: { id: book.opened_by, name: opener?.name ?? '' },
    status: book.status,
    closed_at: book.closed_at,
    can: { write: mayWrite(actor, bookSetupOf(book, projectClosed)), manage: mayManageBook(actor, book.project_id) },
  };
}

/**
 * The index's filter: a book's signed folios, of one type or all, or those someone must still take
 * notice of (of the people who had to when each was signed): each a partition the index pages
 * through by folio.
 */
export function folioFilter(bookId: string, unnoticed: boolean, type?: number | null): Filter {
  if (unnoticed) return { unnoticed_in: bookId, ...(type ? { type } : {}) };
  return type ? { folio_of_type: folioOfType(bookId, type) } : { folio_of: bookId };
}
