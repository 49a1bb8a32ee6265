import { jobType } from '../organisation/job-types';
import { type ProjectFacts, projectClosed, projectNotFound, refusal } from '../organisation/refusal';
import type { Actor } from '../platform/commands/actor';
import { SYSTEM_ACTOR } from '../platform/commands/command-context';
import type { AggregateType, Decider } from '../platform/commands/decider';
import { DomainError, forbidden, invalidValue } from '../platform/domain-error';
import { sealOf } from './folio-seal';
import { ENTRY_TYPES, type EntryContent, type NoticeBy, type SiteBookEvent, SYSTEM_AUTHOR } from './site-book.events';
import {
  type BookSetup,
  jobIn,
  SITE_BOOK_MESSAGES as M,
  mayManageBook,
  mayWrite,
  mustTakeNotice,
} from './site-book-rules';

/** An entry's draft as the read model holds it when its author signs. */
export interface DraftFacts {
  entryId: string;
  projectId: string;
  authorId: string;
  signed: boolean;
  content: EntryContent;
  fileHashes: string[];
}

export type SiteBookCommand =
  | { type: 'OpenSiteBook'; project: ProjectFacts | null; writers: number[]; noticeBy: NoticeBy }
  /**
   * The author signs a draft (their password was checked at the door): the book gives it the next
   * folio and seals it, chained to the previous folio. Sent with a command id made from the entry,
   * so a second signature of the same draft (another tab) answers the first.
   */
  | {
      type: 'SignFolio';
      project: ProjectFacts | null;
      draft: DraftFacts | null;
      signedAt: string;
      code: string;
      /** The project's members and their job types now: who must take notice of the folio. */
      members: ReadonlyArray<{ userId: string; jobTypeId: number }>;
    }
  /**
   * The book follows its project, decided on the project as it is now (read when the system sends
   * it): closed, the system writes the closing folio and closes the book; reopened, the reopening
   * folio and opens it again. `on` is the day (Chile) the folio names.
   */
  | ({ type: 'CloseSiteBook' } & SystemFolioFacts)
  | ({ type: 'ReopenSiteBook' } & SystemFolioFacts);

/** What the system's closing and reopening folios are decided on. */
interface SystemFolioFacts {
  project: ProjectFacts | null;
  signedAt: string;
  code: string;
  on: string;
}

export interface SiteBookState extends BookSetup {
  opened: boolean;
  lastFolio: number;
  lastHash: string | null;
}

const initialState: SiteBookState = {
  opened: false,
  projectId: '',
  writers: [],
  noticeBy: { 1: [], 2: [], 3: [], 4: [], 5: [] },
  closed: false,
  lastFolio: 0,
  lastHash: null,
};

const validJobs = (ids: unknown): ids is number[] =>
  Array.isArray(ids) && ids.every((id) => typeof id === 'number' && jobType(id) !== undefined);

function checkedSetup(writers: number[], noticeBy: NoticeBy): { writers: number[]; noticeBy: NoticeBy } {
  if (!validJobs(writers) || writers.length === 0) {
    throw invalidValue('site_book.invalid.writers', M.writers, 'writers');
  }
  const kinds = Object.keys(noticeBy ?? {});
  const complete = kinds.length === ENTRY_TYPES.length && ENTRY_TYPES.every((type) => validJobs(noticeBy[`${type}`]));
  if (!complete) throw invalidValue('site_book.invalid.notice_by', M.noticeBy, 'notice_by');
  const unique = (ids: number[]) => [...new Set(ids)];
  return {
    writers: unique(writers),
    noticeBy: {
      1: unique(noticeBy[1]),
      2: unique(noticeBy[2]),
      3: unique(noticeBy[3]),
      4: unique(noticeBy[4]),
      5: unique(noticeBy[5]),
    },
  };
}

export const noBook = () => new DomainError('site_book.not_found', M.noBook, 404);
export const bookClosed = () => new DomainError('site_book.closed', M.closed, 409);
const entryNotFound = () => new DomainError('site_book.entry_not_found', M.entryNotFound, 404);

function open(
  command: Extract<SiteBookCommand, { type: 'OpenSiteBook' }>,
  state: SiteBookState,
  actor: Parameters<Decider<SiteBookCommand, SiteBookEvent, SiteBookState>['decide']>[2],
): SiteBookEvent[] {
  const { project } = command;
  if (!project || !actor.sees(project.projectId)) throw projectNotFound();
  if (!mayManageBook(actor, project.projectId)) throw refusal('manage_site_book');
  if (project.closed) throw projectClosed();
  if (state.opened) throw new DomainError('site_book.already_open', M.alreadyOpen, 409);
  const setup = checkedSetup(command.writers, command.noticeBy);
  return [{ type: 'SiteBookOpened', data: { projectId: project.projectId, ...setup, openedBy: actor.id } }];
}

/** The next folio, sealed and chained to the last one. */
function folioSigned(
  state: SiteBookState,
  folio: {
    entryId: string;
    authorId: string;
    authorJobTypeId: number | null;
    content: EntryContent;
    fileHashes: string[];
  },
  signedAt: string,
  code: string,
  noticeIds: string[],
): SiteBookEvent {
  const number = state.lastFolio + 1;
  const hash = sealOf({ ...folio, folio: number, signedAt }, state.lastHash);
  return {
    type: 'SiteBookFolioSigned',
    data: {
      projectId: state.projectId,
      ...folio,
      folio: number,
      signedAt,
      previousHash: state.lastHash,
      hash,
      code,
      noticeIds,
    },
  };
}

const SYSTEM_FOLIOS = {
  CloseSiteBook: {
    entry: 'closing',
    text: (on: string) => `Cierre del Libro de Obra: el proyecto se cerró el ${on}. El libro no admite folios nuevos.`,
  },
  ReopenSiteBook: {
    entry: 'reopening',
    text: (on: string) =>
      `Reapertura del Libro de Obra: el proyecto se reabrió el ${on}. El libro vuelve a admitir folios.`,
  },
} as const;

/**
 * The system's folio when the project closes or reopens, chained and sealed like any other, so the
 * paper trail shows the gap. Nothing to write when the book already agrees with the project as it
 * is now: a closing heard twice, or heard after the project reopened, changes nothing.
 */
function followProject(
  command: Extract<SiteBookCommand, { type: 'CloseSiteBook' | 'ReopenSiteBook' }>,
  state: SiteBookState,
  actor: Actor,
): SiteBookEvent[] {
  if (actor.id !== SYSTEM_ACTOR) throw forbidden();
  const closing = command.type === 'CloseSiteBook';
  if (!state.opened || command.project?.closed !== closing || state.closed === closing) return [];
  const { entry, text } = SYSTEM_FOLIOS[command.type];
  const content: EntryContent = {
    type: 4,
    text: text(command.on),
    references: [],
    corrects: null,
    answers: null,
    replyBy: null,
  };
  const folio = {
    entryId: `${entry}-${state.projectId}-${state.lastFolio + 1}`,
    authorId: SYSTEM_AUTHOR,
    authorJobTypeId: null,
    content,
    fileHashes: [],
  };
  const { projectId } = state;
  return [
    folioSigned(state, folio, command.signedAt, command.code, []),
    closing ? { type: 'SiteBookClosed', data: { projectId } } : { type: 'SiteBookReopened', data: { projectId } },
  ];
}

export const siteBookDecider: Decider<SiteBookCommand, SiteBookEvent, SiteBookState> = {
  initialState,

  decide(command, state, actor) {
    if (command.type === 'OpenSiteBook') return open(command, state, actor);
    if (command.type === 'CloseSiteBook' || command.type === 'ReopenSiteBook')
      return followProject(command, state, actor);
    const { project, draft } = command;
    // A draft is its author's alone: to anyone else it does not exist.
    if (!draft || draft.authorId !== actor.id) throw entryNotFound();
    if (!project || !actor.sees(project.projectId)) throw projectNotFound();
    if (!state.opened) throw noBook();
    if (draft.projectId !== state.projectId) throw entryNotFound();
    if (draft.signed) throw new DomainError('site_book.signed', M.signed, 409);
    if (project.closed) throw projectClosed();
    if (state.closed) throw bookClosed();
    if (!mayWrite(actor, state)) throw forbidden(M.notWriter);
    const signer = { entryId: draft.entryId, authorId: actor.id, authorJobTypeId: jobIn(actor, state.projectId) };
    const folio = { type: draft.content.type, authorId: actor.id };
    const noticeIds = command.members
      .filter((member) => mustTakeNotice(member.userId, member.jobTypeId, state, folio))
      .map((member) => member.userId);
    const signed = { ...signer, content: draft.content, fileHashes: draft.fileHashes };
    return [folioSigned(state, signed, command.signedAt, command.code, noticeIds)];
  },

  evolve(state, event) {
    switch (event.type) {
      case 'SiteBookOpened':
        return {
          ...state,
          opened: true,
          projectId: event.data.projectId,
          writers: event.data.writers,
          noticeBy: event.data.noticeBy,
        };
      case 'SiteBookFolioSigned':
        return { ...state, lastFolio: event.data.folio, lastHash: event.data.hash };
      case 'SiteBookClosed':
        return { ...state, closed: true };
      case 'SiteBookReopened':
        return { ...state, closed: false };
    }
  },
};

export const siteBookAggregate: AggregateType<SiteBookCommand, SiteBookEvent, SiteBookState> = {
  name: 'site-book',
  schemaVersions: { SiteBookOpened: 1, SiteBookFolioSigned: 1, SiteBookClosed: 1, SiteBookReopened: 1 },
  decider: siteBookDecider,
};
