import useSWR from 'swr';
import type { OpenItemPreload } from '../../../components/open-item-preload';
import { ApiError, post } from '../../../lib/http';
import { revalidatePaths } from '../../../lib/live';
import { preloadAnswer } from '../../../lib/preload-answer';
import { type EntryListQuery, listBody } from '../entry-list-query';
import type { Entry, EntryListing, SiteBook } from '../site-book-types';
import { ENTRY_PATH, entryBody, OPEN_ENTRY_REQUEST } from './open-entry-request';

export const BOOK_PATH = '/siteBook/get';
export const LIST_PATH = '/siteBook/list';

/** This tab shows its own change at once; other people's changes show on the next read. */
export const reloadSiteBook = () => revalidatePaths([BOOK_PATH, LIST_PATH, ENTRY_PATH]);

/** The project's book; `missing` holds the 404's text and whether the reader may open one. */
export type BookAnswer =
  | { book: SiteBook; missing: null }
  | { book: null; missing: { message: string; canOpen: boolean } };

const fetchBook = async ([path, projectId]: readonly [string, string]): Promise<BookAnswer> => {
  try {
    return { book: (await post<{ book: SiteBook }>(path, { project_id: projectId })).book, missing: null };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    const canOpen = (error.body as { can_open?: unknown } | null)?.can_open === true;
    return { book: null, missing: { message: error.message, canOpen } };
  }
};

export function useSiteBook(projectId: string) {
  const { data, error } = useSWR([BOOK_PATH, projectId] as const, fetchBook, { shouldRetryOnError: false });
  return { answer: data, error: error as Error | undefined };
}

type ListKey = readonly [path: string, projectId: string, query: string];

export function useEntryListing(projectId: string, query: EntryListQuery) {
  const { data, error, isLoading } = useSWR<EntryListing, Error, ListKey>(
    [LIST_PATH, projectId, JSON.stringify(query)],
    ([path, project, asked]) => post<EntryListing>(path, listBody(project, JSON.parse(asked) as EntryListQuery)),
    { keepPreviousData: true },
  );
  return { listing: data, error, isLoading };
}

const fetchEntry = async ([path, entryId]: readonly [string, string]) =>
  (await post<{ entry: Entry }>(path, entryBody(entryId))).entry;

export const preloadEntry = (entryId: string): Promise<void> =>
  preloadAnswer([ENTRY_PATH, entryId] as const, fetchEntry);

export const OPEN_ENTRY: OpenItemPreload = { ...OPEN_ENTRY_REQUEST, preload: preloadEntry };

/** One entry as the reader may see it (someone else's draft answers 404 with the server's words). */
export function useEntry(entryId: string | null) {
  const { data, error, isLoading, mutate } = useSWR(entryId ? ([ENTRY_PATH, entryId] as const) : null, fetchEntry, {
    shouldRetryOnError: false,
  });
  return { entry: data, error: error as Error | undefined, isLoading, replace: mutate };
}
