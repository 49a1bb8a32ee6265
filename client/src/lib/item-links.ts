/** Where a task, an RDI or an additional opens (spec 2: the deep links `?task=`, `?rdi=`, `?additional=`). */
export const TASKS_ROUTE = '/consultas';
export const RDI_ROUTE = '/rdi';
export const taskLink = (taskId: string) => `${TASKS_ROUTE}?task=${encodeURIComponent(taskId)}`;
export const rdiLink = (rdiId: string) => `${RDI_ROUTE}?rdi=${encodeURIComponent(rdiId)}`;
export const ADDITIONALS_ROUTE = '/adicionales';
export const additionalLink = (additionalId: string) =>
  `${ADDITIONALS_ROUTE}?additional=${encodeURIComponent(additionalId)}`;
