import type { OpenItemRequest } from '../../../lib/open-item-request';

export const TASK_GET_PATH = '/tasks/get';
export const taskBody = (taskId: string) => ({ task_id: taskId });

/** '/consultas?task=<id>' opens that task's detail over the list. */
export const OPEN_TASK_REQUEST: OpenItemRequest = { param: 'task', path: TASK_GET_PATH, body: taskBody };
