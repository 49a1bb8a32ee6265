/**
 * The read-model collections, named once: the projections write them, the live gateway pushes
 * their changes, and the client says which of its queries read which. Shared by client and server.
 */

export const USERS = 'users';
export const PROJECTS = 'projects';
export const PROJECT_MEMBERS = 'project_members';
export const COMPANIES = 'companies';
export const COMPANY_MEMBERS = 'company_members';
export const FILES = 'files';
export const PROJECT_STORAGE = 'project_storage';
export const MAIN_MODELS = 'main_models';
export const TASK_DETAILS = 'task_details';
export const TASKS = 'tasks';
/** What the files projection knows of each task's audience (not pushed: the server's own). */
export const TASK_FILE_READERS = 'task_file_readers';
export const RDIS = 'rdis';
export const RDI_SUBJECTS = 'rdi_subjects';
export const ADDITIONALS = 'additionals';
export const ADDITIONAL_REVISIONS = 'additional_revisions';
/** The informative table's rows (one per additional) and the Estados de Pago shown in its columns. */
export const ADDITIONAL_TABLE = 'additional_table';
export const PAYMENT_STATUSES = 'payment_statuses';
/** Each user's notifications (issue 20), heard live by their recipient only. */
export const NOTIFICATIONS = 'notifications';
/**
 * The session version each user's sign-ins must carry, once a password was replaced (not pushed:
 * the live gateway closes the connections of the sessions it ends).
 */
export const USER_SESSIONS = 'user_sessions';

/** The collections whose changes reach clients over the live connection. */
export const LIVE_COLLECTIONS = [
  USERS,
  PROJECTS,
  PROJECT_MEMBERS,
  COMPANIES,
  COMPANY_MEMBERS,
  FILES,
  PROJECT_STORAGE,
  MAIN_MODELS,
  TASK_DETAILS,
  TASKS,
  RDIS,
  RDI_SUBJECTS,
  ADDITIONALS,
  ADDITIONAL_REVISIONS,
  ADDITIONAL_TABLE,
  PAYMENT_STATUSES,
  NOTIFICATIONS,
] as const;
export type LiveCollection = (typeof LIVE_COLLECTIONS)[number];

export const isLiveCollection = (name: string): name is LiveCollection =>
  (LIVE_COLLECTIONS as readonly string[]).includes(name);

/** One read-model change as a client hears it: enough to know which queries it touches. */
export interface LiveChange {
  collection: LiveCollection;
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
