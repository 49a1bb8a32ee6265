/**
 * The read-model collections, named once: the projections write them and the server reads them.
 * Clients hear of their changes by item kind (live-kinds.ts), never by these names.
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
/** The Libro de Obra of each project and its entries, drafts and signed folios (issue 33). */
export const SITE_BOOKS = 'site_books';
export const SITE_BOOK_ENTRIES = 'site_book_entries';
/**
 * The Libro de Obra's dashboard card (not pushed: the server's own): per project its members, the
 * book's notice setup and the folios signed in the latest week; per signed folio whether someone
 * must still take notice of it.
 */
