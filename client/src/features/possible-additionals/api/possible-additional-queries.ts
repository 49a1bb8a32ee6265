import useSWR from 'swr';
import type { TaskCard } from '../../../../../services/contracts/task-answers';
import { request } from '../../../lib/http';
import { refreshOn, sameProject } from '../../../lib/live';
import { POSSIBLE_ADDITIONAL_LIST_PATH } from '../../tasks/api/task-queries';

// Possible additionals are task documents: a change to one of the project's tasks may touch the list.
const projectTasksLive = refreshOn({ task: sameProject });

/** What 'Listado de Posibles' asks for (additionals spec 7); pages from 1. */
export interface PossibleAdditionalQuery {
  page: number;
  /** The order toggle: 1 and 2 by priority (down, up), 3 and 4 by number (down, up). */
  order: number;
  creators: readonly string[];
  responsibles: readonly string[];
}

export interface PossibleAdditionalListing {
  data: TaskCard[];
  total_tasks: number;
}

/** Spec: 50 a page. */
export const POSSIBLE_ADDITIONALS_PAGE = 50;

type ListingKey = readonly [path: string, projectId: string, query: string];

/** The spec's GET, its payload in the query; a list as repeated keys. */
const fetchListing = ([path, projectId, query]: ListingKey) => {
  const { page, order, creators, responsibles } = JSON.parse(query) as PossibleAdditionalQuery;
  const params = new URLSearchParams({ project_id: projectId, page: String(page), order: String(order) });
  for (const id of creators) params.append('filtered_creator_users', id);
  for (const id of responsibles) params.append('filtered_resp_users', id);
  return request<PossibleAdditionalListing>(`${path}?${params}`, { method: 'GET' });
};

/** One page of the project's possible additionals, open and finished, filtered and ordered. */
export function usePossibleAdditionals(projectId: string, query: PossibleAdditionalQuery) {
  const { data, error, isLoading } = useSWR<PossibleAdditionalListing, Error, ListingKey>(
    [POSSIBLE_ADDITIONAL_LIST_PATH, projectId, JSON.stringify(query)],
    fetchListing,
    { keepPreviousData: true, use: [projectTasksLive] },
  );
  return { listing: data, error, isLoading };
}
