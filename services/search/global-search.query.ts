import { RDIS, type RdiDocument } from '../../projections/rdi/rdi.projection';
import { wordSearchFilter } from '../../projections/search/word-search';
import { visibleTasksFilter } from '../../projections/tasks/task-listing.policy';
import {
  listKey,
  possibleAdditionalListKey,
  TASKS,
  type TaskListingDocument,
  type TaskListKeys,
} from '../../projections/tasks/task-listing.projection';
import type { Actor } from '../platform/commands/actor';
import type { ReadStore } from '../platform/read-store/read-store.port';

/** Global search answers this many of each kind. */
const SEARCH_ANSWERED = 20;
const NEWEST = { number_key: -1 } as const;

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

/**
 * Global search (spec 2.7) in one project, by number and title (`wordSearchFilter`), newest first:
 * the tasks the reader may see (a private task only its creator's and responsible's; possible
 * additionals too; `searchedTaskLists`) and, with view_rdi, the project's RDI.
 */
export async function globalSearch(reads: ReadStore, actor: Actor, query: { projectId: string; search: string }) {
  const p = query.projectId;
  const me = actor.id;
  const words = wordSearchFilter(query.search);
  if (Object.keys(words).length === 0) return { tasks: [], rdis: [] };
  const taskLists = searchedTaskLists(actor, p);
  const [tasks, rdis] = await Promise.all([
    reads
      .collection<TaskListingDocument>(TASKS)
      .find({ ...visibleTasksFilter(actor, p, taskLists), ...words }, { sort: NEWEST, limit: SEARCH_ANSWERED }),
    actor.can('view_rdi', p)
      ? reads.collection<RdiDocument>(RDIS).find({ project_id: p, ...words }, { sort: NEWEST, limit: SEARCH_ANSWERED })
      : [],
  ]);
  return {
    tasks: tasks.map((task) => ({
      id: task.id,
      number: task.number,
      title: task.title,
      description: task.description,
      seen_by_me: task.seen[me] ?? null,
      status: task.status,
      ended_at: task.ended_at,
    })),
    rdis: rdis.map((rdi) => ({
      id: rdi.id,
      number: rdi.number,
      title: rdi.title,
      description: rdi.description,
      seen_by_me: rdi.seen_by[me]?.status ?? null,
      status: rdi.status,
      ended_at: rdi.ended_at,
    })),
  };
}
