import useSWR from 'swr';
import type {
  PersonalTasks,
  TaskCode,
  TaskDetail,
  TaskListing,
  UserTasks,
} from '../../../../../services/contracts/task-answers';
import type { OpenItemPreload } from '../../../components/open-item-preload';
import { post, request } from '../../../lib/http';
import { refreshOn, revalidatePaths, sameProject, type Touches } from '../../../lib/live';
import { preloadableRead } from '../../../lib/preload-answer';
import { OPEN_TASK_REQUEST, TASK_GET_PATH, taskBody } from './open-task-request';

export { TASK_GET_PATH };

export const TASK_LIST_PATH = '/tasks/list';
export const TASKS_BY_USER_PATH = '/tasks/listByUser';
/** The possible additionals' own list and detail (they are tasks: a task command reloads them too). */
export const POSSIBLE_ADDITIONAL_LIST_PATH = '/additionals/listAdditionalLikely';
export const POSSIBLE_ADDITIONAL_GET_PATH = '/additionals/getAdditionalLikely';
export const POSSIBLE_ADDITIONAL_PATHS = [POSSIBLE_ADDITIONAL_LIST_PATH, POSSIBLE_ADDITIONAL_GET_PATH] as const;
/** Mis Tareas (spec 2): its three columns and the call of each. */
export const PERSONAL_PATHS = {
  created: '/tasks/listCreated',
  pending: '/tasks/listPending',
  ended: '/tasks/listEnded',
} as const;
export type PersonalColumn = keyof typeof PERSONAL_PATHS;

/** Every task list on screen asks the server again. */
export const reloadTaskLists = () =>
  revalidatePaths([TASK_LIST_PATH, TASKS_BY_USER_PATH, ...Object.values(PERSONAL_PATHS)]);

/** The lists refresh with any task of their project. */
const projectTasksLive = refreshOn({ task: sameProject });
/** A detail key is `[path, taskId]`: it hears of its own task only. */
const sameTask: Touches = (key, change) => change.id === key[1];
const taskLive = refreshOn({ task: sameTask });

/** What the project listing asks for (spec 7, 'List my tasks'); pages from 1. */
export interface ListingQuery {
  status: 1 | 3;
  page: number;
  /** Spec 4: 1 and 2 by priority (down, up), 3 and 4 by number (down, up). */
  order: number;
  creators: readonly string[];
  responsibles: readonly string[];
  codeIds: readonly number[];
  search: string;
}

type ListingKey = readonly [path: string, projectId: string, query: string];

const fetchListing = ([path, projectId, query]: ListingKey) => {
  const { status, page, order, creators, responsibles, codeIds, search } = JSON.parse(query) as ListingQuery;
  return post<TaskListing>(path, {
    project_id: projectId,
    status,
    page,
    order,
    filtered_creator_users: creators,
    filtered_resp_users: responsibles,
    filtered_code_ids: codeIds,
    ...(search ? { search } : {}),
  });
};

/** One page of the project's tasks of one status, filtered and ordered. */
export function useTaskListing(projectId: string, query: ListingQuery) {
  const { data, error, isLoading } = useSWR<TaskListing, Error, ListingKey>(
    [TASK_LIST_PATH, projectId, JSON.stringify(query)],
    fetchListing,
    { keepPreviousData: true, use: [projectTasksLive] },
  );
  return { listing: data, error, isLoading };
}

/** A task by its own call: a possible additional's (a GET, additionals spec 7) or any task's. */
const fetchTask = async ([path, id]: readonly [string, string]) => {
  const answer =
    path === POSSIBLE_ADDITIONAL_GET_PATH
      ? await request<{ task: TaskDetail }>(`${path}?${new URLSearchParams({ additional_likely_id: id })}`, {
          method: 'GET',
        })
      : await post<{ task: TaskDetail }>(path, taskBody(id));
  return answer.task;
};

const taskRead = preloadableRead(fetchTask);

const taskKey = (taskId: string, possibleAdditional: boolean) =>
  [possibleAdditional ? POSSIBLE_ADDITIONAL_GET_PATH : TASK_GET_PATH, taskId] as const;

/**
 * Starts fetching a task (or a possible additional) before its detail mounts; the detail's
 * `useTask` takes the answer over.
 */
export const preloadTask = (taskId: string, possibleAdditional = false): Promise<void> =>
  taskRead.preload(taskKey(taskId, possibleAdditional));

export const OPEN_TASK: OpenItemPreload = { ...OPEN_TASK_REQUEST, preload: preloadTask };

/**
 * One task as the reader may see it; a task they may not see answers like a missing one. A
 * possible additional is read by its own call.
 */
export function useTask(taskId: string | null, possibleAdditional = false) {
  const { data, error, isLoading, mutate } = useSWR(
    taskId ? taskKey(taskId, possibleAdditional) : null,
    taskRead.fetch,
    {
      use: [taskLive],
    },
  );
  return { task: data, error: error as Error | undefined, isLoading, replace: mutate };
}

/** The catalogue of task codes: it loads once (spec 2). */
export function useTaskCodes(): readonly TaskCode[] {
  const { data } = useSWR(
    ['/tasks/getTasksRestrictionsCodes'] as const,
    async ([path]) => (await request<{ task_codes: TaskCode[] }>(path, { method: 'GET' })).task_codes,
    { revalidateOnFocus: false, revalidateIfStale: false },
  );
  return data ?? [];
}

type PersonalKey = readonly [path: string, projectId: string, page: number, order: number, search: string];

/** One page (from 1, 10 a page) of a Mis Tareas column, in one of its sort orders (spec 4). */
export function usePersonalTasks(
  projectId: string,
  column: PersonalColumn,
  page: number,
  order: number,
  search: string,
) {
  const { data, error } = useSWR<PersonalTasks, Error, PersonalKey>(
    [PERSONAL_PATHS[column], projectId, page, order, search],
    ([path, project, pageNumber, sort, text]) =>
      post(path, { project_id: project, page: pageNumber, order: sort, ...(text ? { search: text } : {}) }),
    { keepPreviousData: true, use: [projectTasksLive] },
  );
  return { tasks: data?.data, total: data?.total ?? 0, error };
}

/** Pendientes por usuario (type 5): one entry per responsible user. */
export function useTasksByUser(projectId: string) {
  const { data, error } = useSWR(
    [TASKS_BY_USER_PATH, projectId] as const,
    async ([path, project]) => (await post<{ data: UserTasks[] }>(path, { project_id: project })).data,
    { use: [projectTasksLive] },
  );
  return { entries: data, error: error as Error | undefined };
}
