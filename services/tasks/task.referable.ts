import { readableTask } from '../../projections/tasks/tasks.policy';
import { citedOrNull, type ReferableItem } from '../items/referable-items';

/** A task as a folio cites it: 'Tarea Nº 12: …', to whoever may read it. */
export const taskReferable: ReferableItem = {
  cited: (reads, actor, id) =>
    citedOrNull(
      () => readableTask(reads, actor, id),
      (task) => ({
        projectId: task.project_id,
        label: `Tarea Nº ${task.number}: ${task.title}`,
        private: task.private,
      }),
    ),
};
