import { TASK_FILE_READERS } from '../../services/contracts/collections';
import type { Stored } from '../../services/platform/event-store/event-store.port';
import type { ReadStore } from '../../services/platform/read-store/read-store.port';
import type { TaskEvent } from '../../services/tasks/task.events';
import { privateTaskReaders } from '../../services/tasks/task-visibility';

/**
 * Who may hear of a task's files: the files projection keeps, per task, what it needs of the task
 * (private, creator, responsible), so a private task's files carry the task's `visible_to` and
 * their live pushes reach nobody else.
 */
export interface TaskFileReadersDocument {
  _id: string;
  private: boolean;
  created_by: string;
  responsable: string;
  [key: string]: unknown;
}

export { TASK_FILE_READERS };

export const TASK_AUDIENCE_EVENTS: readonly TaskEvent['type'][] = [
  'TaskCreated',
  'TaskModified',
  'TaskResponsibleChanged',
];

/** The files' `visible_to` for a task: its private readers, or none for a task its project reads. */
export type FileReaders = { visible_to?: string[] };

/**
 * The readers of a task's file. A task's inline files are recorded just before the task itself:
 * until the task is known, only their uploader (its creator) hears of them.
 */
export async function readersOfTaskFile(store: ReadStore, taskId: string, uploadedBy: string): Promise<FileReaders> {
  const task = await store.collection<TaskFileReadersDocument>(TASK_FILE_READERS).get(taskId);
  if (!task) return { visible_to: [uploadedBy] };
  const readers = privateTaskReaders(task);
  return readers ? { visible_to: readers } : {};
}

/** The task's audience after one of its events; null when the event does not change it. */
export async function nextTaskAudience(
  store: ReadStore,
  event: Stored<TaskEvent>,
): Promise<TaskFileReadersDocument | null> {
  const audiences = store.collection<TaskFileReadersDocument>(TASK_FILE_READERS);
  const { taskId } = event.data;
  if (event.type === 'TaskCreated') {
    const { private: isPrivate, createdBy, responsibleId } = event.data;
    return { _id: taskId, private: isPrivate, created_by: createdBy, responsable: responsibleId };
  }
  const known = await audiences.get(taskId);
  if (!known) return null;
  if (event.type === 'TaskModified' && event.data.changes.private !== undefined) {
    return { ...known, private: event.data.changes.private };
  }
  if (event.type === 'TaskResponsibleChanged') return { ...known, responsable: event.data.responsibleId };
  return null;
}
