import { TASK_DETAILS, type TaskDetailDocument } from '../../projections/tasks/task-details.projection';
import { mayReadTask, readableTask } from '../../projections/tasks/tasks.policy';
import type { LinkedItemReads, LinkedItemSummary } from '../items/linked-items';
import type { Actor } from '../platform/commands/actor';
import { similarTasks } from './task-listings.query';

const summary = (task: TaskDetailDocument, actor: Actor): LinkedItemSummary => ({
  id: task.id,
  number: task.number,
  title: task.title,
  seen_by_me: task.seen_by[actor.id]?.status ?? null,
  project_id: task.project_id,
  possible_additional: task.is_posible_additional,
});

/** A task as an RDI or an additional shows it: only to whoever may read the task (a private one too). */
export const taskLinkedReads: LinkedItemReads = {
  async summaries(reads, actor, ids) {
    if (ids.length === 0) return new Map();
    const tasks = await reads.collection<TaskDetailDocument>(TASK_DETAILS).find({ _id: { $in: [...ids] } });
    return new Map(tasks.filter((task) => mayReadTask(actor, task)).map((task) => [task._id, summary(task, actor)]));
  },
  readable: async (reads, actor, id) => summary(await readableTask(reads, actor, id), actor),
  similar: similarTasks,
};
