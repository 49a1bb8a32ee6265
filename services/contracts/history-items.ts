/**
 * The event-sourced items whose history, past states and turns can be asked for (issue 21), with
 * the Libro de Obra (issue 33): the book of a project (its id is the project's) and each entry.
 */
export const HISTORY_ITEM_TYPES = [
  'project',
  'user',
  'company',
  'task',
  'rdi',
  'additional',
  'payment_status',
  'site_book',
  'site_book_entry',
] as const;
export type HistoryItemType = (typeof HISTORY_ITEM_TYPES)[number];
