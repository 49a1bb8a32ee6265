import useSWR from 'swr';
import type { HistoryAnswer } from '../../../../../services/contracts/history';
import type { HistoryItemType } from '../../../../../services/contracts/history-items';
import { post } from '../../../lib/http';
import { refreshOn, type Touches } from '../../../lib/live';

export const HISTORY_PATH = '/history/get';

// A change to the item (or a project's members) brings its new events: the key is [path, type, id].
const sameItem: Touches = (key, change) => change.id === key[2];
const historyLive = refreshOn({
  task: sameItem,
  rdi: sameItem,
  additional: sameItem,
  payment_status: sameItem,
  project: sameItem,
  user: sameItem,
  company: sameItem,
  site_book: sameItem,
  site_book_entry: sameItem,
  project_member: (key, change) => key[1] === 'project' && change.project_id === key[2],
});

const fetchHistory = async ([path, itemType, itemId]: readonly [string, HistoryItemType, string]) =>
  (await post<HistoryAnswer>(path, { item_type: itemType, item_id: itemId })).events;

/** An item's events, oldest first, as `/history/get` reads them. */
export function useHistory(itemType: HistoryItemType, itemId: string) {
  const { data, error, isLoading } = useSWR([HISTORY_PATH, itemType, itemId] as const, fetchHistory, {
    revalidateOnFocus: false,
    use: [historyLive],
  });
  return { events: data, error: error as Error | undefined, isLoading };
}
