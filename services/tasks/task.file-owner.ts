import { TASK_DETAILS, type TaskDetailDocument } from '../../projections/tasks/task-details.projection';
import { mayAttachToTask } from '../../projections/tasks/tasks.policy';
import type { FileTakingItems } from '../files/file-taking-items';

/**
 * A task (types 1 and 7) or one of its interactions (type 2) takes files from whoever may interact
 * with it, also after it was finished: its uploads were queued while it was open.
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
};
