import useSWR from 'swr';
import type { OpenItemPreload } from '../../../components/open-item-preload';
import { ApiError, post } from '../../../lib/http';
import { aboutMe, refreshOn, revalidatePaths, sameProject, type Touches } from '../../../lib/live';
import { preloadableRead } from '../../../lib/preload-answer';
import { type EntryListQuery, listBody } from '../entry-list-query';
import type { Entry, EntryListing, SiteBook } from '../site-book-types';
import { ENTRY_PATH, entryBody, OPEN_ENTRY_REQUEST } from './open-entry-request';

export const BOOK_PATH = '/siteBook/get';
export const LIST_PATH = '/siteBook/list';

/** This tab shows its own change at once, without waiting for the live push. */
export const reloadSiteBook = () => revalidatePaths([BOOK_PATH, LIST_PATH, ENTRY_PATH]);

// The reader's own permissions decide the book's `can`: a grant of 'Abrir y configurar' shows at once.
const bookLive = refreshOn({ site_book: sameProject, project_member: aboutMe });
/** The index hears of every folio of its project, and of the book closing or reopening. */
const listLive = refreshOn({ site_book_entry: sameProject, site_book: sameProject });
/** An entry's key is `[path, entryId]`: it hears of its own entry, and of the book it is in (its `can`). */
const sameEntry: Touches = (key, change) => change.id === key[1];
const entryLive = refreshOn({ site_book_entry: sameEntry, site_book: true });

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
  const { data, error } = useSWR([BOOK_PATH, projectId] as const, fetchBook, {
    shouldRetryOnError: false,
    use: [bookLive],
  });
  return { answer: data, error: error as Error | undefined };
}

type ListKey = readonly [path: string, projectId: string, query: string];

export function useEntryListing(projectId: string, query: EntryListQuery) {
  const { data, error, isLoading } = useSWR<EntryListing, Error, ListKey>(
    [LIST_PATH, projectId, JSON.stringify(query)],
    ([path, project, asked]) => post<EntryListing>(path, listBody(project, JSON.parse(asked) as EntryListQuery)),
    { keepPreviousData: true, use: [listLive] },
  );
  return { listing: data, error, isLoading };
}

const fetchEntry = async ([path, entryId]: readonly [string, string]) =>
  (await post<{ entry: Entry }>(path, entryBody(entryId))).entry;

const entryRead = preloadableRead(fetchEntry);

export const preloadEntry = (entryId: string): Promise<void> => entryRead.preload([ENTRY_PATH, entryId]);

export const OPEN_ENTRY: OpenItemPreload = { ...OPEN_ENTRY_REQUEST, preload: preloadEntry };

/** One entry as the reader may see it (someone else's draft answers 404 with the server's words). */
export function useEntry(entryId: string | null) {
  const { data, error, isLoading, mutate } = useSWR(
    entryId ? ([ENTRY_PATH, entryId] as const) : null,
    entryRead.fetch,
    {
      shouldRetryOnError: false,
      use: [entryLive],
    },
  );
  return { entry: data, error: error as Error | undefined, isLoading, replace: mutate };
}
