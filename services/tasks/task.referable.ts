import { wordSearchFilter } from '../../projections/search/word-search';
import { visibleTasksFilter } from '../../projections/tasks/task-listing.policy';
import { TASKS, type TaskListingDocument } from '../../projections/tasks/task-listing.projection';
import { readableTask } from '../../projections/tasks/tasks.policy';
import { NEWEST_FIRST } from '../items/item-list-order';
import { citedOrNull, type ReferableItem } from '../items/referable-items';

const labelOf = (task: { number: number; title: string }) => `Tarea Nº ${task.number}: ${task.title}`;

/** A task as a folio cites it: 'Tarea Nº 12: …', to whoever may read it; a private one is never offered. */
export const taskReferable: ReferableItem = {
  cited: (reads, actor, id) =>
    citedOrNull(
      () => readableTask(reads, actor, id),
      (task) => ({ projectId: task.project_id, label: labelOf(task), private: task.private }),
    ),
  async citable(reads, actor, { projectId, search, limit }) {
    const filter = { ...visibleTasksFilter(actor, projectId), private: false, ...wordSearchFilter(search) };
    const tasks = await reads.collection<TaskListingDocument>(TASKS).find(filter, { sort: NEWEST_FIRST, limit });
    return tasks.map((task) => ({ id: task.id, label: labelOf(task) }));
  },
};
