import { visibleTasksFilter } from '../../projections/tasks/task-listing.policy';
import {
  listKey,
  possibleAdditionalListKey,
  TASKS,
  type TaskListingDocument,
  type TaskListKeys,
} from '../../projections/tasks/task-listing.projection';
import type { Actor } from '../platform/commands/actor';
import type { SearchableItems } from '../search/searchable-items';
import { taskHit } from './task-listings.query';

/**
 * The task lists the header's global search reads: of each board (Consultas, possible additionals)
 * the project's lists when the actor may list that board, else the actor's own (created, responsible).
 */
function searchedTaskLists(actor: Actor, projectId: string): string[] {
  const boards: Array<[TaskListKeys, boolean]> = [
    [listKey, actor.can('view_tasks_listing', projectId)],
    [possibleAdditionalListKey, actor.can('view_additionals', projectId)],
  ];
  return boards.flatMap(([keys, listsAll]) =>
    [1, 3].flatMap((status) =>
      listsAll
        ? [keys.project(projectId, status)]
        : [keys.createdBy(projectId, actor.id, status), keys.responsibleOf(projectId, actor.id, status)],
    ),
  );
}

/** The tasks the reader may see (a private task only its creator's and responsible's; possible additionals too). */
export const taskSearch: SearchableItems = {
  answerKey: 'tasks',
  async search(reads, actor, { projectId, words, page }) {
    const filter = { ...visibleTasksFilter(actor, projectId, searchedTaskLists(actor, projectId)), ...words };
    const tasks = await reads.collection<TaskListingDocument>(TASKS).find(filter, page);
    return tasks.map((task) => ({ ...taskHit(task, actor.id), status: task.status, ended_at: task.ended_at }));
  },
};
