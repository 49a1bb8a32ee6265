/** How an item list is sorted in the read store. */
export type ItemSort = Record<string, 1 | -1>;

/** Within a project numbers follow creation: number orders are creation orders, ties newest first. */
export const NEWEST_FIRST: ItemSort = { number_key: -1 };
export const OLDEST_FIRST: ItemSort = { number_key: 1 };
export const PRIORITY_DOWN: ItemSort = { priority_key: -1, number_key: -1 };
export const PRIORITY_UP: ItemSort = { priority_key: 1, number_key: -1 };

/** The order toggle of the task, RDI and additional lists (spec tasks 4): 1 and 2 priority down and up, 3 and 4 number down and up. */
const LIST_ORDERS: Record<number, ItemSort> = { 1: PRIORITY_DOWN, 2: PRIORITY_UP, 3: NEWEST_FIRST, 4: OLDEST_FIRST };

/** The sort of the order a list call asks for: newest first when it asks for none. */
export const itemListSort = (order: number | undefined): ItemSort => LIST_ORDERS[order ?? 3] ?? NEWEST_FIRST;
