import useSWR from 'swr';
import type {
  AdditionalDetail,
  AdditionalListing,
  AdditionalResponseStatus,
  AdditionalStatistics,
  AdditionalStatus,
  AdditionalTypeId,
  LastAdditionalData,
  PaymentStatusTable,
} from '../../../../../services/contracts/additional-answers';
import { post } from '../../../lib/http';
import { refreshOn, revalidatePaths, sameProject, type Touches } from '../../../lib/live';

export const LIST_PATH = '/additionals/list';
export const TABLE_PATH = '/additionals/listPaymentStatus';
export const DETAIL_PATH = '/additionals/getAdditionalByID';
export const LAST_DATA_PATH = '/additionals/getLastAdditionalData';
export const STATISTICS_PATH = '/additionals/getStatistics';
/** Spec 9: lists and the table page by 50. */
export const PAGE_SIZE = 50;

const projectAdditionalsLive = refreshOn({ additional: sameProject });
/** The list and the table also show each additional's payment statuses. */
const projectAdditionalsAndPaymentsLive = refreshOn({ additional: sameProject, payment_status: sameProject });
/**
 * A detail key is `[path, additionalId, projectId]`: it hears of its project's additionals (their
 * revisions are told as the revision's, not the additional's) and payment statuses.
 */
const detailProject: Touches = (key, change) => change.project_id === key[2];
const additionalLive = refreshOn({ additional: detailProject, payment_status: detailProject });

/** This tab shows its own change at once, without waiting for the live push. */
export const reloadAdditionals = () =>
  revalidatePaths([LIST_PATH, TABLE_PATH, DETAIL_PATH, LAST_DATA_PATH, STATISTICS_PATH]);

/** What the list asks for (spec 7, 'List'); pages from 1. */
export interface AdditionalListQuery {
  page: number;
  /** The listing header's toggle: 1 and 2 by priority (down, up), 3 and 4 by number (down, up). */
  order: number;
  statuses: readonly AdditionalStatus[];
  types: readonly AdditionalTypeId[];
  /** 2 Constructora (Jefe OT), 1 ITO. */
  responsible: readonly AdditionalResponseStatus[];
}

type QueryKey = readonly [path: string, projectId: string, query: string];

const fetchList = ([path, projectId, query]: QueryKey) => {
  const { page, order, statuses, types, responsible } = JSON.parse(query) as AdditionalListQuery;
  return post<AdditionalListing>(path, {
    project_id: projectId,
    page,
    order,
    statuses,
    filtered_types: types,
    filtered_responsable: responsible,
  });
};

/** One page of the project's additionals, filtered and ordered. */
export function useAdditionalListing(projectId: string, query: AdditionalListQuery) {
  const { data, error, isLoading } = useSWR<AdditionalListing, Error, QueryKey>(
    [LIST_PATH, projectId, JSON.stringify(query)],
    fetchList,
    { keepPreviousData: true, use: [projectAdditionalsAndPaymentsLive] },
  );
  return { listing: data, error, isLoading };
}

export interface TableQuery {
  page: number;
  statuses: readonly AdditionalStatus[];
}

const fetchTable = ([path, projectId, query]: QueryKey) => {
  const { page, statuses } = JSON.parse(query) as TableQuery;
  return post<PaymentStatusTable>(path, { project_id: projectId, page, statuses });
};

/** One page of the informative table: rows and their payment statuses. */
export function usePaymentStatusTable(projectId: string, query: TableQuery) {
  const { data, error, isLoading } = useSWR<PaymentStatusTable, Error, QueryKey>(
    [TABLE_PATH, projectId, JSON.stringify(query)],
    fetchTable,
    { keepPreviousData: true, use: [projectAdditionalsAndPaymentsLive] },
  );
  return { table: data, error, isLoading };
}

/** One additional with its revisions, payment statuses and lineage; a 403 answers the server's message. */
export function useAdditional(additionalId: string | null, projectId: string) {
  const { data, error, isLoading, mutate } = useSWR(
    additionalId ? ([DETAIL_PATH, additionalId, projectId] as const) : null,
    async ([path, id]) => (await post<{ additional: AdditionalDetail }>(path, { additional_id: id })).additional,
    { shouldRetryOnError: false, use: [additionalLive] },
  );
  return { additional: data, error: error as Error | undefined, isLoading, replace: mutate };
}

/** Spec 4: the last number and code, and the code suggested next; a failure still lets the user create. */
export function useLastAdditionalData(projectId: string) {
  const { data, error, isLoading } = useSWR(
    [LAST_DATA_PATH, projectId] as const,
    ([path, project]) => post<LastAdditionalData>(path, { project_id: project }),
    { shouldRetryOnError: false, revalidateOnFocus: false, use: [projectAdditionalsLive] },
  );
  return {
    last: data?.last_additional ?? null,
    suggestedCode: data?.suggested_code ?? '',
    error: error as Error | undefined,
    isLoading,
  };
}

/** 'Estadísticas': amounts by type and status, created and solved per week, mean response days. */
export function useAdditionalStatistics(projectId: string) {
  const { data, error } = useSWR(
    [STATISTICS_PATH, projectId] as const,
    ([path, project]) => post<AdditionalStatistics>(path, { project_id: project }),
    { use: [projectAdditionalsLive] },
  );
  return { statistics: data, error: error as Error | undefined };
}
