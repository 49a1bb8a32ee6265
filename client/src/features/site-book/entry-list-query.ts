import { UNNOTICED_PARAM } from '../../lib/item-links';
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

/** The index as the address opens it: every type, page 1, 'Sin conocimiento' when it says `?unnoticed=1`. */
export const firstListQuery = (search: string): EntryListQuery => ({
  page: 1,
  type: null,
  unnoticed: new URLSearchParams(search).get(UNNOTICED_PARAM) === '1',
});
