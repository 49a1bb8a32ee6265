import type { Actor } from '../../services/platform/commands/actor';
import { notFound } from '../../services/platform/domain-error';
import type { ReadStore } from '../../services/platform/read-store/read-store.port';
import { TASK_DETAILS, type TaskDetailDocument } from '../tasks/task-details.projection';
import { mayReadTask } from '../tasks/tasks.policy';
import { FILES, type FileDocument } from './files.projection';

const TASK_OWNERS: readonly string[] = ['task', 'task_interaction', 'possible_additional'];

/**
 * Who may read a file: whoever sees its project; a task's files (its own, its interactions')
 * only whoever may read the task, so a private task's files go no further than the task.
 */
export const mayReadFile = (actor: Actor, file: FileDocument, tasks: ReadonlyMap<string, TaskDetailDocument>) => {
  if (!actor.sees(file.project_id)) return false;
  if (!TASK_OWNERS.includes(file.owner_type)) return true;
  const task = tasks.get(file.owner_ids.task_id ?? '');
  return task !== undefined && mayReadTask(actor, task);
};

/** The files the actor may read, in the order asked; any other id is answered as missing. */
export async function readableFiles(reads: ReadStore, actor: Actor, ids: readonly string[]): Promise<FileDocument[]> {
  const found = await reads.collection<FileDocument>(FILES).find({ _id: { $in: [...ids] } });
  const byId = new Map(found.map((file) => [file._id, file]));
  const taskIds = found.filter((file) => TASK_OWNERS.includes(file.owner_type)).map((file) => file.owner_ids.task_id);
  const tasks = taskIds.length
    ? await reads.collection<TaskDetailDocument>(TASK_DETAILS).find({ _id: { $in: taskIds } })
    : [];
  const tasksById = new Map(tasks.map((task) => [task._id, task]));
  return ids.map((id) => {
    const file = byId.get(id);
    if (!file || !mayReadFile(actor, file, tasksById)) throw notFound('El archivo no existe.');
    return file;
  });
}
