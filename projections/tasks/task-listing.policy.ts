import { EVERY_MEMBER } from '../../services/items/item-readers';
import { projectNotFound } from '../../services/organisation/refusal';
import type { Actor } from '../../services/platform/commands/actor';
import type { Filter } from '../../services/platform/read-store/read-store.port';
import { privateTaskReaders, type TaskAudience } from '../../services/tasks/task-visibility';

/** Who a task names as its readers: every member, or for a private task only its creator and responsible. */
export const taskReaders = (task: TaskAudience): string[] => privateTaskReaders(task) ?? [EVERY_MEMBER];

/**
 * The keys of the lists a task is in, one per list and reader (`<list>|*`, or for a private task
 * `<list>|<creator>` and `<list>|<responsible>`), so that a list's visible tasks are read straight
 * from an index.
 */
export const readerListKeys = (lists: readonly string[], readers: readonly string[]): string[] =>
  lists.flatMap((list) => readers.map((reader) => `${list}|${reader}`));

/**
 * The one rule every task list, count, total, indicator, similar-items answer and export reads
 * through: the project's tasks only for its members (and administrators), and among them a
 * private task only for its creator and responsible (spec 6), administrators included. A project
 * the actor may not read does not exist for them (404). Given lists of the project (list keys),
 * the filter reads only those lists' visible tasks.
 */
export function visibleTasksFilter(actor: Actor, projectId: string, lists?: readonly string[]): Filter {
  if (!actor.sees(projectId)) throw projectNotFound();
  const readers = [EVERY_MEMBER, actor.id];
  if (lists) return { list_keys: { $in: readerListKeys(lists, readers) } };
  return { project_id: projectId, readers: { $in: readers } };
}
