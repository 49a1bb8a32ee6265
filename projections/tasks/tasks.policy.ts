import type { Actor } from '../../services/platform/commands/actor';
import { DomainError } from '../../services/platform/domain-error';
import type { ReadStore } from '../../services/platform/read-store/read-store.port';
import { interactionRefusal, TASK_NOT_FOUND } from '../../services/tasks/task.decider';
import { maySeeTask, type TaskAudience } from '../../services/tasks/task-visibility';
import { TASK_DETAILS, type TaskDetailDocument } from './task-details.projection';

/** What a task's visibility depends on: its project, and who may see it there. */
export interface TaskVisibility extends TaskAudience {
  project_id: string;
}

/** Who may read a task: whoever sees its project (administrators too), and may see the task there. */
export const mayReadTask = (actor: Actor, task: TaskVisibility): boolean =>
  actor.sees(task.project_id) && maySeeTask(actor.id, task);

/** The task's detail, or the 404 a missing task gets: a task the actor may not read is missing to them. */
export async function readableTask(reads: ReadStore, actor: Actor, id: string): Promise<TaskDetailDocument> {
  const task = await reads.collection<TaskDetailDocument>(TASK_DETAILS).get(id);
  if (!task || !mayReadTask(actor, task)) throw new DomainError('task.not_found', TASK_NOT_FOUND, 404);
  return task;
}

/**
 * Whether the actor may attach files to the task through the upload center (types 1, 2 and 7):
 * they read it and may interact with it (the task decider's rule).
 */
export const mayAttachToTask = (actor: Actor, task: TaskVisibility & { participants: readonly string[] }): boolean =>
  mayReadTask(actor, task) && interactionRefusal(actor, task.project_id, task) === null;
