/** The Libro de Obra's answers (issue 33, docs/site-book.md): shared by the server and the client. */

export type SiteBookEntryTypeId = 1 | 2 | 3 | 4 | 5;
export type SiteBookReferenceType = 'task' | 'rdi' | 'additional' | 'payment_status';

export interface SiteBookAnswer {
  id: string;
  project_id: string;
  writers: number[];
  notice_by: Record<`${SiteBookEntryTypeId}`, number[]>;
  opened_at: string;
  opened_by: { id: string; name: string };
  status: 'open' | 'closed';
  closed_at: string | null;
  can: { write: boolean; manage: boolean };
}

export interface SiteBookFolioRef {
  id: string;
  folio: number;
}

export interface SiteBookPerson {
  user_id: string;
  name: string;
  job_type: string;
}

export interface SiteBookEntryAnswer {
  id: string;
  book_id: string;
  project_id: string;
  status: 'draft' | 'signed';
  folio: number | null;
  type: SiteBookEntryTypeId;
  type_name: string;
  text: string;
  excerpt: string;
  references: Array<{ item_type: SiteBookReferenceType; item_id: string; label: string }>;
  corrects: SiteBookFolioRef | null;
  corrected_by: SiteBookFolioRef[];
  answers: SiteBookFolioRef | null;
  answered_by: SiteBookFolioRef[];
  reply_by: string | null;
  author: { id: string; name: string; job_type: string };
  created_at: string;
  updated_at: string;
  signed_at: string | null;
  signed_by: { id: string; name: string } | null;
  hash: string | null;
  code: string | null;
  files: Array<{ id: string; name: string; size: number; content_type: string; url: string }>;
  notices: Array<SiteBookPerson & { at: string }>;
  notice_pending: SiteBookPerson[];
  ball_in_court: { holders: Array<{ user_id: string; name: string }>; overdue: boolean } | null;
  version: number;
  can: { update: boolean; sign: boolean; take_notice: boolean; correct: boolean; answer: boolean };
}

/** A row of /siteBook/list: the entry without its text and files. */
export type SiteBookEntryRow = Omit<SiteBookEntryAnswer, 'text' | 'files'>;

export interface SiteBookListAnswer {
  entries: SiteBookEntryRow[];
  total: number;
  page_size: number;
  unnoticed_count: number;
}

export type SiteBookVerifyAnswer =
  | { valid: true; project_name: string; folio: number; author_name: string; signed_at: string; hash: string }
  | { valid: false; folio?: number; message: string };

export interface SiteBookMentionsAnswer {
  folios: Array<{ id: string; folio: number; type_name: string; signed_at: string; author_name: string }>;
}

/**
 * `/siteBook/getDashboard`: the dashboard's 'Libro de Obra' card, null for a project without a book
 * and for whoever does not read its book (then the dashboard shows no card).
 */
export interface SiteBookDashboardAnswer {
  site_book: {
    /** Folios signed since Monday (Chile's week). */
    signed_this_week: number;
    /** Signed folios someone must still take notice of: the book's 'Sin conocimiento' count. */
    unnoticed: number;
    /** The oldest of them, and the days (Chile's calendar) since it was signed. */
    oldest_unnoticed: { id: string; folio: number; signed_at: string; days: number } | null;
  } | null;
}

/** POST /siteBook/citable: what a folio's form offers to cite, newest first. */
export interface SiteBookCitableAnswer {
  references: SiteBookEntryAnswer['references'];
}
