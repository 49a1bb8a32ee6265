/** Where a task or an RDI opens (spec 2: the deep links `?task=` and `?rdi=`). */
export const TASKS_ROUTE = '/consultas';
export const RDI_ROUTE = '/rdi';
export const taskLink = (taskId: string) => `${TASKS_ROUTE}?task=${encodeURIComponent(taskId)}`;
export const rdiLink = (rdiId: string) => `${RDI_ROUTE}?rdi=${encodeURIComponent(rdiId)}`;
