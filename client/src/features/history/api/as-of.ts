import useSWR from 'swr';
import type { AsOfAnswer } from '../../../../../services/contracts/history-as-of';
import type { HistoryItemType } from '../../../../../services/contracts/history-items';
import { post } from '../../../lib/http';

export const AS_OF_PATH = '/history/asOf';

type AsOfKey = readonly [path: string, itemType: HistoryItemType, itemId: string, at: string];

const fetchAsOf = ([path, itemType, itemId, at]: AsOfKey) =>
  post<AsOfAnswer>(path, { item_type: itemType, item_id: itemId, at });

/**
 * The item as it stood at `at` (an ISO instant), as its detail answered then; nothing is asked
 * while there is no instant. A past date's answer does not change: no live revalidation.
 */
export function useAsOf(itemType: HistoryItemType, itemId: string, at: string | null) {
  return useSWR(at ? ([AS_OF_PATH, itemType, itemId, at] as const) : null, fetchAsOf, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
}
