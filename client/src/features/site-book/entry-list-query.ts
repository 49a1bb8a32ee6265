import type { EntryType } from './site-book-types';

/** What the index asks for; pages from 1. */
export interface EntryListQuery {
  page: number;
  type: EntryType | null;
  /** Only signed folios someone still must take notice of. */
  unnoticed: boolean;
}

/** The list call's body: filters left out when not chosen. */
export const listBody = (projectId: string, { page, type, unnoticed }: EntryListQuery) => ({
  project_id: projectId,
  page,
  ...(type ? { type } : {}),
  ...(unnoticed ? { unnoticed: true } : {}),
});
