/**
 * The Libro de Obra's stored events (issue 33). Two aggregates: the book, one per project
 * (`site-book-<projectId>`), which holds every signed folio, its seal and its notices in order, and
 * each entry (`site-book-entry-<id>`), which holds the author's draft until it is signed.
 */

/** 1 Instrucción, 2 Observación, 3 Respuesta, 4 Comunicación, 5 Recepción. */
export type EntryType = 1 | 2 | 3 | 4 | 5;
export const ENTRY_TYPES: readonly EntryType[] = [1, 2, 3, 4, 5];
export const ENTRY_TYPE_NAMES: Record<EntryType, string> = {
  1: 'Instrucción',
  2: 'Observación',
  3: 'Respuesta',
  4: 'Comunicación',
  5: 'Recepción',
};
export const isEntryType = (value: unknown): value is EntryType => ENTRY_TYPES.includes(value as EntryType);

export type ReferenceType = 'task' | 'rdi' | 'additional' | 'payment_status';
export const REFERENCE_TYPES: readonly ReferenceType[] = ['task', 'rdi', 'additional', 'payment_status'];

/** An item a folio cites, with the label it had when the author wrote it ('RDI Nº 3: …'). */
export interface EntryReference {
  itemType: ReferenceType;
  itemId: string;
  label: string;
}

/** A signed folio another entry points to. */
export interface FolioLink {
  entryId: string;
  folio: number;
}

/** What the author writes: the draft, and what the seal covers. */
export interface EntryContent {
  type: EntryType;
  text: string;
  references: EntryReference[];
  corrects: FolioLink | null;
  answers: FolioLink | null;
  /** An Instrucción's reply deadline, YYYY-MM-DD. */
  replyBy: string | null;
}

/** Per entry type ('1'..'5'), the job types whose members must take notice of its folios. */
export type NoticeBy = Record<`${EntryType}`, number[]>;

export type SiteBookEvent =
  | { type: 'SiteBookOpened'; data: { projectId: string; writers: number[]; noticeBy: NoticeBy; openedBy: string } }
  | {
      type: 'SiteBookFolioSigned';
      data: {
        projectId: string;
        entryId: string;
        folio: number;
        signedAt: string;
        /** The author ('system' for the closing folio) and their job type when they signed. */
        authorId: string;
        authorJobTypeId: number | null;
        content: EntryContent;
        /** SHA-256 of the attached files, in the entry's order (folio-seal.ts). */
        fileHashes: string[];
        previousHash: string | null;
        hash: string;
        code: string;
        /** Who had to take notice when it was signed: the bell and the e-mail go to them. */
        noticeIds: string[];
      };
    }
  | { type: 'SiteBookClosed'; data: { projectId: string } }
  /** The project reopened: the book takes folios again (after the system's reopening folio). */
  | { type: 'SiteBookReopened'; data: { projectId: string } };

export type SiteBookEntryEvent =
  | { type: 'SiteBookEntryDrafted'; data: { entryId: string; projectId: string; authorId: string } & EntryContent }
  | { type: 'SiteBookDraftUpdated'; data: { entryId: string; projectId: string; changes: Partial<EntryContent> } }
  | { type: 'SiteBookEntrySigned'; data: { entryId: string; projectId: string; folio: number } }
  | { type: 'SiteBookNoticeTaken'; data: { entryId: string; projectId: string; folio: number; userId: string } };

export const SITE_BOOK_EVENT_TYPES: readonly SiteBookEvent['type'][] = [
  'SiteBookOpened',
  'SiteBookFolioSigned',
  'SiteBookClosed',
  'SiteBookReopened',
];
export const SITE_BOOK_ENTRY_EVENT_TYPES: readonly SiteBookEntryEvent['type'][] = [
  'SiteBookEntryDrafted',
  'SiteBookDraftUpdated',
  'SiteBookEntrySigned',
  'SiteBookNoticeTaken',
];

/** The author of the closing and reopening folios: the system, when the project closes or reopens. */
export const SYSTEM_AUTHOR = 'system';
