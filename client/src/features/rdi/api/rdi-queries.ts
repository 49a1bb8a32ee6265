import useSWR from 'swr';
import type { NamedEntry, RdiDetail, RdiGraphData, RdiListing } from '../../../../../services/contracts/rdi-answers';
import type { OpenItemPreload } from '../../../components/open-item-preload';
import { post } from '../../../lib/http';
import { aboutMe, refreshOn, revalidatePaths, sameProject, type Touches } from '../../../lib/live';
import { preloadableRead } from '../../../lib/preload-answer';
import { OPEN_RDI_REQUEST, RDI_GET_PATH, rdiBody } from './open-rdi-request';

export { RDI_GET_PATH };

export const RDI_LIST_PATH = '/rdi/list';
export const RDI_GRAPHS_PATH = '/rdi/getGraphData';
export const SUBJECTS_PATH = '/project/getProjectSubjects';

/** A detail key is `[path, rdiId]`: it hears of its own RDI only. */
const sameRdi: Touches = (key, change) => change.id === key[1];
// The reader's own permissions decide its `can` and `why_not`: a grant enables 'Creador' at once.
const rdiLive = refreshOn({ rdi: sameRdi, project_member: aboutMe });
const projectRdiLive = refreshOn({ rdi: sameProject });
const subjectsLive = refreshOn({ rdi_subject: sameProject });

/** This tab shows its own change at once, without waiting for the live push. */
export const reloadRdi = () => revalidatePaths([RDI_LIST_PATH, RDI_GET_PATH, RDI_GRAPHS_PATH, SUBJECTS_PATH]);

/** What the list asks for (spec 7, 'List RDIs'); pages from 1. */
export interface RdiListQuery {
  status: 1 | 3;
  page: number;
  /** As the tasks' toggle: 1 and 2 by priority (down, up), 3 and 4 by number (down, up). */
  order: number;
  specialties: readonly number[];
  subjects: readonly number[];
  /** 2 Jefe OT, 1 ITO. */
  responsible: readonly number[];
}

type ListKey = readonly [path: string, projectId: string, query: string];

const fetchList = ([path, projectId, query]: ListKey) => {
  const { status, page, order, specialties, subjects, responsible } = JSON.parse(query) as RdiListQuery;
  return post<RdiListing>(path, {
    project_id: projectId,
    status,
    page,
    order,
    filtered_specialties: specialties,
    filtered_subjects: subjects,
    filtered_responsable: responsible,
  });
};

/** One page of the project's RDI of one status, filtered and ordered. */
export function useRdiListing(projectId: string, query: RdiListQuery) {
  const { data, error, isLoading } = useSWR<RdiListing, Error, ListKey>(
    [RDI_LIST_PATH, projectId, JSON.stringify(query)],
    fetchList,
    { keepPreviousData: true, use: [projectRdiLive] },
  );
  return { listing: data, error, isLoading };
}

const fetchRdi = async ([path, id]: readonly [string, string]) =>
  (await post<{ rdi: RdiDetail }>(path, rdiBody(id))).rdi;

/** Starts fetching an RDI before its detail mounts; the detail's `useRdi` takes the answer over. */
const rdiRead = preloadableRead(fetchRdi);

export const preloadRdi = (rdiId: string): Promise<void> => rdiRead.preload([RDI_GET_PATH, rdiId]);

export const OPEN_RDI: OpenItemPreload = { ...OPEN_RDI_REQUEST, preload: preloadRdi };

/** One RDI as the reader may see it; one out of reach answers 403 with the server's message. */
export function useRdi(rdiId: string | null) {
  const { data, error, isLoading, mutate } = useSWR(rdiId ? ([RDI_GET_PATH, rdiId] as const) : null, rdiRead.fetch, {
    shouldRetryOnError: false,
    use: [rdiLive],
  });
  return { rdi: data, error: error as Error | undefined, isLoading, replace: mutate };
}

/** The graphs (type 4): per specialty. */
export function useRdiGraphs(projectId: string) {
  const { data, error } = useSWR(
    [RDI_GRAPHS_PATH, projectId] as const,
    ([path, project]) => post<RdiGraphData>(path, { project_id: project }),
    { use: [projectRdiLive] },
  );
  return { graphs: data, error: error as Error | undefined };
}

/** The project's subjects: its specialties and the subjects typed on its RDI. */
export function useProjectSubjects(projectId: string): readonly NamedEntry[] {
  const { data } = useSWR(
    [SUBJECTS_PATH, projectId] as const,
    async ([path, project]) => (await post<{ subjects: NamedEntry[] }>(path, { project_id: project })).subjects,
    { use: [subjectsLive] },
  );
  return data ?? [];
}
