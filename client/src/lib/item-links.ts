/** Where a task, an RDI or an additional opens (spec 2: the deep links `?task=`, `?rdi=`, `?additional=`). */
export const TASKS_ROUTE = '/consultas';
export const RDI_ROUTE = '/rdi';
export const taskLink = (taskId: string) => `${TASKS_ROUTE}?task=${encodeURIComponent(taskId)}`;
export const rdiLink = (rdiId: string) => `${RDI_ROUTE}?rdi=${encodeURIComponent(rdiId)}`;
export const ADDITIONALS_ROUTE = '/adicionales';
export const additionalLink = (additionalId: string) =>
  `${ADDITIONALS_ROUTE}?additional=${encodeURIComponent(additionalId)}`;
/** The tab of the additionals screen that lists Estados de Pago ('Tabla Informativa', spec 2). */
export const paymentStatusesLink = () => `${ADDITIONALS_ROUTE}?list=3`;
/** Issue 33: the Libro de Obra, and one of its folios open over it. */
export const SITE_BOOK_ROUTE = '/libro-de-obra';
export const folioLink = (entryId: string) => `${SITE_BOOK_ROUTE}?folio=${encodeURIComponent(entryId)}`;
/** The book's index opened on its 'Sin conocimiento' filter (the dashboard's card links there). */
export const UNNOTICED_PARAM = 'unnoticed';
export const unnoticedFoliosLink = () => `${SITE_BOOK_ROUTE}?${UNNOTICED_PARAM}=1`;
/** The public page that checks a folio's verification code (no sign-in). */
export const VERIFY_ROUTE = '/verificar';
