import { type ProjectFacts, projectClosed, projectNotFound } from '../organisation/refusal';
import { addDays, isCalendarDay } from '../platform/clock/calendar';
import type { Actor } from '../platform/commands/actor';
import type { AggregateType, Decider } from '../platform/commands/decider';
import { DomainError, forbidden, invalidValue } from '../platform/domain-error';
import {
  type EntryContent,
  type EntryReference,
  type EntryType,
  type FolioLink,
  isEntryType,
  type ReferenceType,
  type SiteBookEntryEvent,
} from './site-book.events';
import {
  type BookSetup,
  jobIn,
  SITE_BOOK_MESSAGES as M,
  mayTakeNotice,
  mayWrite,
  mustTakeNotice,
} from './site-book-rules';

/** An item a draft cites, as its owner's read policy let the author see it (null: not for them). */
export interface CitedItem {
  itemType: ReferenceType;
  itemId: string;
  item: { projectId: string; label: string; private: boolean } | null;
}

/** A folio a draft points to (corrects, answers), as the read model holds it; null when there is none. */
export interface PointedFolio {
  entryId: string;
  folio: { projectId: string; folio: number | null; type: EntryType } | null;
}

/** What the author sends, each part with the facts its handler found about it. */
export interface DraftInput {
  type: number;
  text: string;
  references: CitedItem[];
  corrects: PointedFolio | null;
  answers: PointedFolio | null;
  replyBy: string | null;
}

interface About {
  entryId: string;
  book: BookSetup | null;
  project: ProjectFacts | null;
}

export type SiteBookEntryCommand =
  | ({ type: 'CreateEntry'; draft: DraftInput; today: string } & About)
  /** The fields the author touched; `expectedVersion` the version their form was opened on. */
  | ({ type: 'UpdateEntry'; changes: Partial<DraftInput>; today: string; expectedVersion?: number } & About)
  /** The book sealed the draft as this folio: from now on it takes no change. */
  | ({ type: 'MarkEntrySigned'; folio: number } & About)
  | ({ type: 'TakeNotice' } & About);

export interface SiteBookEntryState {
  created: boolean;
  projectId: string;
  authorId: string;
  content: EntryContent;
  /** The stream's revision: a draft's version, which an edit must have been opened on. */
  version: number;
  folio: number | null;
  noticedBy: readonly string[];
}

const initialState: SiteBookEntryState = {
  created: false,
  projectId: '',
  authorId: '',
  content: { type: 4, text: '', references: [], corrects: null, answers: null, replyBy: null },
  version: -1,
  folio: null,
  noticedBy: [],
};

const invalid = (field: string, message: string) => invalidValue(`site_book.invalid.${field}`, message, field);
const notFound = () => new DomainError('site_book.entry_not_found', M.entryNotFound, 404);

/** The farthest reply deadline a folio may set, in days from today. */
const REPLY_BY_DAYS = 3 * 366;

const isBlank = (text: string) =>
  text
    .replace(/<[^>]*>/g, '')
    .replaceAll('&nbsp;', ' ')
    .trim().length === 0;

function cited(references: readonly CitedItem[], projectId: string): EntryReference[] {
  const seen = new Set<string>();
  return references.flatMap(({ itemType, itemId, item }) => {
    if (!item || item.projectId !== projectId) throw invalid('references', M.reference);
    if (item.private) throw invalid('references', M.privateTask);
    const key = `${itemType}:${itemId}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ itemType, itemId, label: item.label }];
  });
}

function signedFolio(
  pointed: PointedFolio | null,
  projectId: string,
  field: string,
  message: string,
): FolioLink | null {
  if (!pointed) return null;
  const { folio } = pointed;
  if (!folio || folio.projectId !== projectId || folio.folio === null) throw invalid(field, message);
  return { entryId: pointed.entryId, folio: folio.folio };
}

/** A draft's content as the rules allow it, every refusal naming its field. */
function checkedContent(draft: DraftInput, projectId: string, today: string): EntryContent {
  const { type } = draft;
  if (!isEntryType(type)) throw invalid('type', M.type);
  if (typeof draft.text !== 'string' || isBlank(draft.text)) throw invalid('text', M.text);
  const references = cited(draft.references, projectId);
  const corrects = signedFolio(draft.corrects, projectId, 'corrects', M.corrects);
  if (draft.answers && type !== 3) throw invalid('answers', M.answersType);
  if (draft.answers?.folio && draft.answers.folio.type !== 1) throw invalid('answers', M.answers);
  const answers = signedFolio(draft.answers, projectId, 'answers', M.answers);
  const { replyBy } = draft;
  if (replyBy !== null) {
    if (type !== 1) throw invalid('reply_by', M.replyByType);
    if (!isCalendarDay(replyBy) || replyBy < today || replyBy > addDays(today, REPLY_BY_DAYS)) {
      throw invalid('reply_by', M.replyByRange);
    }
  }
  return { type, text: draft.text, references, corrects, answers, replyBy };
}

/** The book to write in: it exists, the project is open, the book too, and the actor writes in it. */
function writableBook(actor: Actor, { book, project }: About): BookSetup {
  if (!project || !actor.sees(project.projectId)) throw projectNotFound();
  if (!book) throw new DomainError('site_book.not_found', M.noBook, 404);
  if (project.closed) throw projectClosed();
  if (book.closed) throw new DomainError('site_book.closed', M.closed, 409);
  if (!mayWrite(actor, book)) throw forbidden(M.notWriter);
  return book;
}

/** The draft as its author edits it; to anyone else it does not exist. */
function ownDraft(actor: Actor, state: SiteBookEntryState): SiteBookEntryState {
  if (!state.created || state.authorId !== actor.id) throw notFound();
  if (state.folio !== null) throw new DomainError('site_book.signed', M.signed, 409);
  return state;
}

/** The draft's content as the input names it, for merging an edit into. */
const asInput = (content: EntryContent, projectId: string): DraftInput => ({
  type: content.type,
  text: content.text,
  references: content.references.map(({ itemType, itemId, label }) => ({
    itemType,
    itemId,
    item: { projectId, label, private: false },
  })),
  corrects: content.corrects && {
    entryId: content.corrects.entryId,
    folio: { projectId, folio: content.corrects.folio, type: 1 },
  },
  answers: content.answers && {
    entryId: content.answers.entryId,
    folio: { projectId, folio: content.answers.folio, type: 1 },
  },
  replyBy: content.replyBy,
});

/** Only the fields whose value the edit changes. */
function changed(before: EntryContent, after: EntryContent): Partial<EntryContent> {
  const keys = Object.keys(after) as Array<keyof EntryContent>;
  return Object.fromEntries(
    keys.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key])).map((key) => [key, after[key]]),
  );
}

/** Whether the actor may take notice of the entry now, as TakeNotice decides it. */
export const entryNoticeable = (actor: Actor, book: BookSetup, state: SiteBookEntryState): boolean =>
  state.folio !== null &&
  mayTakeNotice(actor, book, { type: state.content.type, authorId: state.authorId, noticedBy: state.noticedBy });

export const siteBookEntryDecider: Decider<SiteBookEntryCommand, SiteBookEntryEvent, SiteBookEntryState> = {
  initialState,

  decide(command, state, actor) {
    const of = { entryId: command.entryId };
    switch (command.type) {
      case 'CreateEntry': {
        const book = writableBook(actor, command);
        if (state.created) return [];
        const content = checkedContent(command.draft, book.projectId, command.today);
        return [
          { type: 'SiteBookEntryDrafted', data: { ...of, projectId: book.projectId, authorId: actor.id, ...content } },
        ];
      }
      case 'UpdateEntry': {
        const draft = ownDraft(actor, state);
        const book = writableBook(actor, command);
        // A draft has one editor: a version other than the one the form opened on is another tab's change.
        if (command.expectedVersion !== undefined && command.expectedVersion !== draft.version) {
          throw new DomainError('edit.conflict', M.draftChanged, 409, undefined, {
            details: { changed_fields: [], current: {}, version: draft.version },
          });
        }
        const merged = { ...asInput(draft.content, book.projectId), ...command.changes };
        const changes = changed(draft.content, checkedContent(merged, book.projectId, command.today));
        if (Object.keys(changes).length === 0) return [];
        return [{ type: 'SiteBookDraftUpdated', data: { ...of, projectId: book.projectId, changes } }];
      }
      case 'MarkEntrySigned': {
        if (!state.created || state.authorId !== actor.id) throw notFound();
        if (state.folio !== null) return [];
        return [{ type: 'SiteBookEntrySigned', data: { ...of, projectId: state.projectId, folio: command.folio } }];
      }
      case 'TakeNotice': {
        const { book } = command;
        if (!state.created || state.folio === null || !book) throw notFound();
        const folio = { type: state.content.type, authorId: state.authorId };
        if (!mustTakeNotice(actor.id, jobIn(actor, book.projectId), book, folio)) throw forbidden(M.notNoticer);
        if (state.noticedBy.includes(actor.id)) throw new DomainError('site_book.noticed', M.noticed, 409);
        return [
          {
            type: 'SiteBookNoticeTaken',
            data: { ...of, projectId: state.projectId, folio: state.folio, userId: actor.id },
          },
        ];
      }
    }
  },

  evolve(state, event) {
    const version = state.version + 1;
    switch (event.type) {
      case 'SiteBookEntryDrafted': {
        const { entryId: _, projectId, authorId, ...content } = event.data;
        return { ...state, created: true, projectId, authorId, content, version };
      }
      case 'SiteBookDraftUpdated':
        return { ...state, content: { ...state.content, ...event.data.changes }, version };
      case 'SiteBookEntrySigned':
        return { ...state, folio: event.data.folio, version };
      case 'SiteBookNoticeTaken':
        return { ...state, noticedBy: [...state.noticedBy, event.data.userId], version };
    }
  },
};

export const siteBookEntryAggregate: AggregateType<SiteBookEntryCommand, SiteBookEntryEvent, SiteBookEntryState> = {
  name: 'site-book-entry',
  schemaVersions: { SiteBookEntryDrafted: 1, SiteBookDraftUpdated: 1, SiteBookEntrySigned: 1, SiteBookNoticeTaken: 1 },
  decider: siteBookEntryDecider,
};
