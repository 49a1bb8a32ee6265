import { similarItems } from '../../projections/search/similar-items';
import { wordSearchFilter } from '../../projections/search/word-search';
import { visibleTasksFilter } from '../../projections/tasks/task-listing.policy';
import {
  listKey,
  TASK_INDICATORS,
  TASKS,
  type TaskIndicatorsDocument,
  type TaskListingDocument,
  type TaskListKeys,
} from '../../projections/tasks/task-listing.projection';
import type { PersonalTasks, TaskCard, TaskListing, UserTasks } from '../contracts/task-answers';
import { lightStatus, waitingDays } from '../items/item-light';
import { type ItemSort, NEWEST_FIRST, OLDEST_FIRST, PRIORITY_DOWN, PRIORITY_UP } from '../items/item-list-order';
import { itemListPage, pageNumber } from '../items/item-list-page';
import type { SimilarItem, SimilarQuery } from '../items/linked-items';
import type { Actor } from '../platform/commands/actor';
import type { Filter, ReadStore } from '../platform/read-store/read-store.port';
import { markdownSnippet } from '../platform/text/markdown';
import { taskCode } from './task-codes';
import { nearDeadline, userIndicators, waitingStatus } from './task-timing';

/** Spec 9: 50 tasks a page in the project listing, 10 in each Mis Tareas column and by-user card. */
export const LISTING_PAGE = 50;
export const PERSONAL_PAGE = 10;

/** "Created" orders are number orders: within a project numbers follow creation (items/item-list-order.ts). */
const CREATED_DOWN = NEWEST_FIRST;
const CREATED_UP = OLDEST_FIRST;
type ColumnOrders = Record<number, ItemSort>;

/** The Mis Tareas columns (spec 2): which tasks, their sort options (spec 4) and the default one. */
export const PERSONAL_COLUMNS = {
  created: {
    keys: (p: string, me: string) => [listKey.createdBy(p, me, 1)],
    orders: { 1: NEWEST_FIRST, 2: PRIORITY_DOWN, 3: PRIORITY_UP, 4: CREATED_DOWN, 5: CREATED_UP } as ColumnOrders,
    defaultOrder: 1,
  },
  pending: {
    keys: (p: string, me: string) => [listKey.responsibleOf(p, me, 1)],
    orders: { 1: CREATED_DOWN, 2: CREATED_UP, 3: PRIORITY_DOWN, 4: PRIORITY_UP } as ColumnOrders,
    defaultOrder: 2,
  },
  ended: {
    keys: (p: string, me: string) => [listKey.createdBy(p, me, 3), listKey.responsibleOf(p, me, 3)],
    orders: { 1: CREATED_DOWN, 2: CREATED_UP, 3: PRIORITY_DOWN, 4: PRIORITY_UP } as ColumnOrders,
    defaultOrder: 1,
  },
} as const;
export type PersonalColumn = keyof typeof PERSONAL_COLUMNS;

/** A task as a card shows it (spec 3, 'Task read' and 'Listing fields'), for the actor, at `now`. */
export function taskCard(task: TaskListingDocument, actorId: string, now: Date): TaskCard {
  return {
    id: task.id,
    number: task.number,
    title: task.title,
    description: task.description,
    project_id: task.project_id,
    code_id: task.code_id,
    // A card shows its code; an id outside the catalogue shows without sku; a possible additional has none.
    code: task.code_id === null ? null : (taskCode(task.code_id) ?? { id: task.code_id, sku: '', specialties: '' }),
    priority: task.priority,
    status: task.status,
    private: task.private,
    created_by: task.created_by,
    created_by_user: { id: task.creator.id, name: task.creator.name },
    userjob: task.creator.job,
    responsable: task.responsable,
    responsable_user: { id: task.responsible.id, name: task.responsible.name },
    responsablejob: task.responsible.job,
    participants: task.participants,
    created_at: task.created_at,
    ended_at: task.ended_at,
    critical_date: task.critical_date,
    checklist: task.checklist,
    /** The responsible's seen mark (the card's check), and the asker's own (the bell). */
    seen: task.seen[task.responsable] ?? null,
    seen_by_me: task.seen[actorId] ?? null,
    bell_by_me: task.bell[actorId] ?? null,
    waiting_status: waitingStatus(task),
    waitingtime: waitingDays(task, now),
    lightstatus: lightStatus(task, now),
    near_deadline: nearDeadline(task, now),
  };
}

export interface ListingQuery {
  projectId: string;
  /** Open (1) or finished (3); left out, both (the 'Listado de Posibles' shows its finished ones with a chip). */
  status?: 1 | 3;
  page?: number;
  order?: number;
  creators?: string[];
  responsibles?: string[];
  codeIds?: number[];
  search?: string;
}

/**
 * The project listing (types 3 and 4), or with the possible additionals' keys the 'Listado de
 * Posibles': the actor's visible tasks of one status, filtered, in the order asked, 50 a page.
 * Each filter narrows through the list keys where it can, so a page reads the tasks of its own
 * list only.
 */
export async function projectListing(
  reads: ReadStore,
  actor: Actor,
  query: ListingQuery,
  now: Date,
  keys: TaskListKeys = listKey,
): Promise<TaskListing> {
  const { projectId: p, status } = query;
  const { responsibles = [], creators = [], codeIds = [] } = query;
  // The narrowest list that holds the answer; the other filters test its tasks.
  const statuses = status === undefined ? [1, 3] : [status];
  const lists = statuses.flatMap((of) =>
    responsibles.length
      ? responsibles.map((user) => keys.responsibleOf(p, user, of))
      : creators.length
        ? creators.map((user) => keys.createdBy(p, user, of))
        : [keys.project(p, of)],
  );
  const filter: Filter = { ...visibleTasksFilter(actor, p, lists), ...wordSearchFilter(query.search) };
  if (responsibles.length && creators.length) filter.created_by = { $in: creators };
  if (codeIds.length) filter.code_id = { $in: codeIds };
  const tasks = reads.collection<TaskListingDocument>(TASKS);
  const { found, total, pages } = await itemListPage(tasks, filter, query, LISTING_PAGE);
  return {
    data: found.map((task) => taskCard(task, actor.id, now)),
    status: status ?? null,
    count: pages,
    total_tasks: total,
  };
}

/** One Mis Tareas column (spec 2): the actor's created, pending or finished tasks, 10 a page. */
export async function personalTasks(
  reads: ReadStore,
  actor: Actor,
  column: PersonalColumn,
  query: { projectId: string; page?: number; order?: number; search?: string },
  now: Date,
): Promise<PersonalTasks> {
  const { keys, orders, defaultOrder } = PERSONAL_COLUMNS[column];
  const filter: Filter = {
    ...visibleTasksFilter(actor, query.projectId, keys(query.projectId, actor.id)),
    ...wordSearchFilter(query.search),
  };
  const page = pageNumber(query.page);
  const tasks = reads.collection<TaskListingDocument>(TASKS);
  const [total, found] = await Promise.all([
    tasks.count(filter),
    tasks.find(filter, {
      sort: orders[query.order ?? defaultOrder] ?? orders[defaultOrder]!,
      skip: (page - 1) * PERSONAL_PAGE,
      limit: PERSONAL_PAGE,
    }),
  ]);
  return { data: found.map((task) => taskCard(task, actor.id, now)), total };
}

/**
 * Pendientes por usuario (type 5): one entry per user responsible for open tasks the actor may
 * see, by name, with their open-task count, a page of those tasks (most urgent first) and the
 * indicators of the last 5 days. `userId` and `page` page through one user's tasks.
 */
export async function tasksByUser(
  reads: ReadStore,
  actor: Actor,
  query: { projectId: string; userId?: string; page?: number },
  now: Date,
): Promise<UserTasks[]> {
  const visible = visibleTasksFilter(actor, query.projectId);
  const shares = await reads
    .collection<TaskIndicatorsDocument>(TASK_INDICATORS)
    .find(query.userId ? { ...visible, user_id: query.userId } : visible);
  const byUser = new Map<string, TaskIndicatorsDocument[]>();
  for (const share of shares) byUser.set(share.user_id, [...(byUser.get(share.user_id) ?? []), share]);
  const page = pageNumber(query.page);
  const tasks = reads.collection<TaskListingDocument>(TASKS);
  const entries = await Promise.all(
    [...byUser].map(async ([userId, userShares]) => {
      const total = userShares.reduce((sum, share) => sum + share.open_count, 0);
      if (total === 0) return null;
      const found = await tasks.find(
        visibleTasksFilter(actor, query.projectId, [listKey.responsibleOf(query.projectId, userId, 1)]),
        { sort: PRIORITY_DOWN, skip: (page - 1) * PERSONAL_PAGE, limit: PERSONAL_PAGE },
      );
      const person = found[0]?.responsible ?? { id: userId, name: '', job: { userjobtype: { name: '' } } };
      return {
        user: { id: userId, name: person.name, job: person.job },
        total,
        tasks: found.map((task) => taskCard(task, actor.id, now)),
        indicators: userIndicators(userShares, now),
      };
    }),
  );
  return entries
    .filter((entry) => entry !== null)
    .sort((a, b) => a.user.name.localeCompare(b.user.name, 'es') || a.user.id.localeCompare(b.user.id));
}

/**
 * Similar items (the create dialog's panel): the actor's visible tasks sharing words with the
 * search (`similarItems` ranks them).
 */
export async function similarTasks(reads: ReadStore, actor: Actor, query: SimilarQuery): Promise<SimilarItem[]> {
  const found = await similarItems(
    reads.collection<TaskListingDocument>(TASKS),
    visibleTasksFilter(actor, query.projectId),
    query,
    NEWEST_FIRST,
  );
  return found.map((task) => taskHit(task, actor.id));
}

/** A task as the create dialogs' similar items and the header's search show it to one reader. */
export const taskHit = (task: TaskListingDocument, readerId: string): SimilarItem => ({
  id: task.id,
  number: task.number,
  title: task.title,
  description: task.description,
  snippet: markdownSnippet(task.description),
  seen_by_me: task.seen[readerId] ?? null,
});

/** Every task of the project the actor may see (possible additionals aside), by number, for the Excel export. */
export async function exportedTasks(reads: ReadStore, actor: Actor, projectId: string, now: Date): Promise<TaskCard[]> {
  const lists = [1, 3].map((status) => listKey.project(projectId, status));
  const found = await reads
    .collection<TaskListingDocument>(TASKS)
    .find(visibleTasksFilter(actor, projectId, lists), { sort: { number_key: 1 } });
  return found.map((task) => taskCard(task, actor.id, now));
}
