import useSWR from 'swr';
import {
  ADDITIONALS,
  COMPANIES,
  type LiveCollection,
  PAYMENT_STATUSES,
  PROJECT_MEMBERS,
  PROJECTS,
  RDIS,
  TASK_DETAILS,
  USERS,
} from '../../../../../services/contracts/collections';
import type { HistoryAnswer } from '../../../../../services/contracts/history';
import type { HistoryItemType } from '../../../../../services/contracts/history-items';
import { post } from '../../../lib/http';
import { revalidateOnChange } from '../../../lib/live';

export const HISTORY_PATH = '/history/get';

// A change to the item's read model (or a project's members) brings its new events: the key is [path, type, id].
const ITEM_COLLECTIONS: readonly LiveCollection[] = [
  TASK_DETAILS,
  RDIS,
  ADDITIONALS,
  PAYMENT_STATUSES,
  PROJECTS,
  USERS,
  COMPANIES,
];
for (const collection of ITEM_COLLECTIONS)
  revalidateOnChange(collection, HISTORY_PATH, (key, change) => change.id === key[2]);
revalidateOnChange(
  PROJECT_MEMBERS,
  HISTORY_PATH,
  (key, change) => key[1] === 'project' && change.project_id === key[2],
);

const fetchHistory = async ([path, itemType, itemId]: readonly [string, HistoryItemType, string]) =>
  (await post<HistoryAnswer>(path, { item_type: itemType, item_id: itemId })).events;

/** An item's events, oldest first, as `/history/get` reads them. */
export function useHistory(itemType: HistoryItemType, itemId: string) {
  const { data, error, isLoading } = useSWR([HISTORY_PATH, itemType, itemId] as const, fetchHistory, {
    revalidateOnFocus: false,
  });
  return { events: data, error: error as Error | undefined, isLoading };
}
