import useSWR from 'swr';
import type { SiteBookCitableAnswer } from '../../../../../services/contracts/site-book-answers';
import { post } from '../../../lib/http';
import type { ReferencedItemType } from '../site-book-types';

export const CITABLE_PATH = '/siteBook/citable';

type CitableKey = readonly [path: string, projectId: string, type: ReferencedItemType, search: string];

const fetchCitable = async ([path, projectId, type, search]: CitableKey) =>
  (await post<SiteBookCitableAnswer>(path, { project_id: projectId, item_type: type, search })).references;

/**
 * The project's items of a type a folio may cite, as the server finds them by number or title (the
 * newest first; with nothing typed, the newest). The labels are only for the form: the saved entry
 * carries the server's.
 */
export function useCitableItems(projectId: string, type: ReferencedItemType, search: string) {
  const { data, error, isLoading } = useSWR<SiteBookCitableAnswer['references'], Error, CitableKey>(
    [CITABLE_PATH, projectId, type, search.trim()],
    fetchCitable,
    { shouldRetryOnError: false },
  );
  return { found: data, error, isLoading };
}
