/**
 * How the Libro de Obra calls answer (issue 33, the contract in docs/site-book.md): built by
 * services/site-book, read by the client.
 */

/** 1 Instrucción, 2 Observación, 3 Respuesta, 4 Comunicación, 5 Recepción. */
export type EntryType = 1 | 2 | 3 | 4 | 5;

/** The entry types in their order, as the forms and the filter offer them. */
export const ENTRY_TYPES: ReadonlyArray<{ id: EntryType; name: string }> = [
  { id: 1, name: 'Instrucción' },
  { id: 2, name: 'Observación' },
  { id: 3, name: 'Respuesta' },
  { id: 4, name: 'Comunicación' },
  { id: 5, name: 'Recepción' },
];

export type ReferencedItemType = 'task' | 'rdi' | 'additional' | 'payment_status';

export interface EntryReference {
  item_type: ReferencedItemType;
  item_id: string;
  /** 'Tarea Nº 12: …', 'RDI Nº 3: …', 'Adicional Nº 2: …', 'Estado de Pago Nº 1 del Adicional Nº 2'. */
  label: string;
}

export interface Person {
  id: string;
  name: string;
}

export interface FolioRef {
  id: string;
  folio: number;
}

export interface BookCan {
  /** The caller may create entries. */
  write: boolean;
  /** The caller holds manage_site_book. */
  manage: boolean;
}

export interface SiteBook {
  id: string;
  project_id: string;
  /** Job type ids. */
  writers: number[];
  /** Per entry type ('1'…'5'): the job type ids who must take notice. */
  notice_by: Record<string, number[]>;
  opened_at: string;
  opened_by: Person;
  status: 'open' | 'closed';
  closed_at: string | null;
  can: BookCan;
}

/** The body of /get's 404 on a project without a book. */
export interface NoSiteBook {
  message: string;
  /** The caller holds manage_site_book and may open it. */
  can_open: boolean;
}

export interface Notice {
  user_id: string;
  name: string;
  job_type: string;
  at: string;
}

export type PendingNotice = Omit<Notice, 'at'>;

export interface EntryCan {
  update: boolean;
  sign: boolean;
  take_notice: boolean;
  correct: boolean;
  answer: boolean;
}

export interface EntryFile {
  id: string;
  name: string;
  size: number;
  content_type: string;
  url: string;
}

/** What a row of the index and the whole entry share. */
interface EntryFields {
  id: string;
  book_id: string;
  project_id: string;
  status: 'draft' | 'signed';
  folio: number | null;
  type: EntryType;
  type_name: string;
  /** Plain text, at most 160 characters. */
  excerpt: string;
  references: EntryReference[];
  corrects: FolioRef | null;
  corrected_by: FolioRef[];
  answers: FolioRef | null;
  answered_by: FolioRef[];
  /** YYYY-MM-DD. */
  reply_by: string | null;
  author: Person & { job_type: string };
  created_at: string;
  updated_at: string;
  signed_at: string | null;
  signed_by: Person | null;
  /** Hex SHA-256. */
  hash: string | null;
  /** The short verification code, 'LO-7KQ2-M9XD'. */
  code: string | null;
  notices: Notice[];
  notice_pending: PendingNotice[];
  /** An Instrucción with reply_by, unanswered. */
  ball_in_court: { holders: Array<{ user_id: string; name: string }>; overdue: boolean } | null;
  /** For updateEntry's edit check. */
  version: number;
  can: EntryCan;
}

export type EntryRow = EntryFields;

export interface Entry extends EntryFields {
  /** Markdown. */
  text: string;
  files: EntryFile[];
}

export interface EntryListing {
  entries: EntryRow[];
  total: number;
  page_size: number;
  unnoticed_count: number;
}

/** GET /siteBook/verify: never the text. */
export type Verification =
  | { valid: true; project_name: string; folio: number; author_name: string; signed_at: string; hash: string }
  | { valid: false; folio?: number; message: string };

/** POST /siteBook/mentions: the signed folios that reference an item. */
export interface FolioMention {
  id: string;
  folio: number;
  type_name: string;
  signed_at: string;
  author_name: string;
}
