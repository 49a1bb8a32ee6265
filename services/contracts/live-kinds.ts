import {
  ADDITIONAL_REVISIONS,
  ADDITIONAL_TABLE,
  ADDITIONALS,
  COMPANIES,
  COMPANY_MEMBERS,
  FILES,
  MAIN_MODELS,
  NOTIFICATIONS,
  PAYMENT_STATUSES,
  PROJECT_MEMBERS,
  PROJECT_STORAGE,
  PROJECTS,
  RDI_SUBJECTS,
  RDIS,
  SITE_BOOK_ENTRIES,
  SITE_BOOKS,
  TASK_DETAILS,
  TASKS,
  USERS,
} from './collections';

/**
 * The kind of item each pushed collection holds: clients hear of a change by its kind, so a
 * collection can be renamed or split without a screen silently ceasing to refresh. Collections
 * not listed here are the server's own and are never pushed.
 */
export const LIVE_KIND_BY_COLLECTION = {
  [USERS]: 'user',
  [PROJECTS]: 'project',
  [PROJECT_MEMBERS]: 'project_member',
  [COMPANIES]: 'company',
  [COMPANY_MEMBERS]: 'company_member',
  [FILES]: 'file',
  [PROJECT_STORAGE]: 'project_storage',
  [MAIN_MODELS]: 'main_model',
  [TASKS]: 'task',
  [TASK_DETAILS]: 'task',
  [RDIS]: 'rdi',
  [RDI_SUBJECTS]: 'rdi_subject',
  [ADDITIONALS]: 'additional',
  [ADDITIONAL_REVISIONS]: 'additional',
  [ADDITIONAL_TABLE]: 'additional',
  [PAYMENT_STATUSES]: 'payment_status',
  [NOTIFICATIONS]: 'notification',
  [SITE_BOOKS]: 'site_book',
  [SITE_BOOK_ENTRIES]: 'site_book_entry',
} as const;

type LiveCollection = keyof typeof LIVE_KIND_BY_COLLECTION;
export type LiveKind = (typeof LIVE_KIND_BY_COLLECTION)[LiveCollection];

/** The kind a collection's changes are pushed as, or `undefined` when they are not pushed. */
export const liveKindOf = (collection: string): LiveKind | undefined =>
  Object.hasOwn(LIVE_KIND_BY_COLLECTION, collection)
    ? LIVE_KIND_BY_COLLECTION[collection as LiveCollection]
    : undefined;

/** One change as a client hears it: enough to know which queries it touches. */
export interface LiveChange {
  kind: LiveKind;
  /** The changed document's id: for an item's documents, the item's id. */
  id: string;
  /** The project the document belongs to, when it belongs to one. */
  project_id?: string;
  /** The user the document belongs to, when it belongs to one. */
  user_id?: string;
}

/** What the live connection sends (`/ws`). */
export type LiveMessage =
  /** Answer to `{ type: 'auth', token }`: the connection is signed in as `user_id`. */
  | { type: 'ready'; user_id: string }
  /**
   * Every change one command made that this listener may hear, in one message. `command_id` is
   * the X-Command-Id of the request that caused them, where the server knows it, so the tab that
   * sent it can tell its own echo.
   */
  | { type: 'changes'; command_id?: string; changes: LiveChange[] };
