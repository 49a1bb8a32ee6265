/** The event-sourced items whose history, past states and turns can be asked for (issue 21). */
export const HISTORY_ITEM_TYPES = [
  'project',
  'user',
  'company',
  'task',
  'rdi',
  'additional',
  'payment_status',
] as const;
export type HistoryItemType = (typeof HISTORY_ITEM_TYPES)[number];
