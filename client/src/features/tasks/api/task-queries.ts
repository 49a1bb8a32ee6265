import useSWR from 'swr';
import { TASK_DETAILS, TASKS } from '../../../../../services/contracts/collections';
import { post, request } from '../../../lib/http';
import { revalidateOnChange, sameProject, type Touches } from '../../../lib/live';
import type { SimilarItem, TaskCode, TaskDetail, TaskListing } from './task-types';

export const TASK_LIST_PATH = '/tasks/list';
export const TASK_GET_PATH = '/tasks/get';

/** A detail key is `[path, taskId]`: it hears of its own task only. */
const sameTask: Touches = (key, change) => change.id === key[1];

revalidateOnChange(TASKS, TASK_LIST_PATH, sameProject);
revalidateOnChange(TASK_DETAILS, TASK_GET_PATH, sameTask);

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
    { keepPreviousData: true },
  );
  return { listing: data, error, isLoading };
}

/** One task as the reader may see it; a task they may not see answers like a missing one. */
export function useTask(taskId: string | null) {
  const { data, error, isLoading, mutate } = useSWR(
    taskId ? ([TASK_GET_PATH, taskId] as const) : null,
    async ([path, id]) => (await post<{ task: TaskDetail }>(path, { task_id: id })).task,
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

/** Tasks and RDIs whose title resembles `search` (spec 2, similar-items panel). */
export async function searchSimilar(projectId: string, search: string) {
  return post<{ tasks: SimilarItem[]; rdis: SimilarItem[] }>('/general/searchSimilar', {
    project_id: projectId,
    search,
    exclude_description: false,
  });
}
