import { OPEN_RDI_REQUEST } from '../features/rdi/api/open-rdi-request';
import { OPEN_ENTRY_REQUEST } from '../features/site-book/api/open-entry-request';
import { OPEN_TASK_REQUEST } from '../features/tasks/api/open-task-request';
import type { OpenItemRequest } from '../lib/open-item-request';

/** The addresses that may name an item to open over their screen (`/consultas?task=<id>`). */
export const OPEN_ITEM_REQUESTS: Readonly<Record<string, OpenItemRequest>> = {
  '/consultas': OPEN_TASK_REQUEST,
  '/rdi': OPEN_RDI_REQUEST,
  '/libro-de-obra': OPEN_ENTRY_REQUEST,
};
