import { TASK_DETAILS, type TaskDetailDocument } from '../../projections/tasks/task-details.projection';
import { mayAttachToTask, mayReadTask } from '../../projections/tasks/tasks.policy';
import type { FileTakingItems } from '../files/file-taking-items';

/**
 * A task (types 1 and 7) or one of its interactions (type 2) takes files from whoever may interact
 * with it, also after it was finished: its uploads were queued while it was open. Its files, like the
 * task, reach only whoever may read it.
 */
export const taskFileOwner: FileTakingItems = {
  owners: ['task', 'task_interaction', 'possible_additional'],
  async takesFile(reads, { owner, projectId, actor }) {
    const task = await reads.collection<TaskDetailDocument>(TASK_DETAILS).get(owner.ids.task_id ?? '');
    if (!task || task.project_id !== projectId || !mayAttachToTask(await actor(), task)) return false;
    if (owner.type === 'possible_additional') return task.is_posible_additional;
    return (
      owner.type === 'task' || task.interactions.some((interaction) => interaction.id === owner.ids.tr_interaction_id)
    );
  },
  async readable(reads, actor, files) {
    const ids = files.map((file) => file.owner_ids.task_id);
    const tasks = await reads.collection<TaskDetailDocument>(TASK_DETAILS).find({ _id: { $in: ids } });
    const readableIds = new Set(tasks.filter((task) => mayReadTask(actor, task)).map((task) => task._id));
    return files.filter((file) => readableIds.has(file.owner_ids.task_id ?? ''));
  },
};
