import type { OpenItemRequest } from '../../../lib/open-item-request';

export const ENTRY_PATH = '/siteBook/getEntry';
export const entryBody = (entryId: string) => ({ entry_id: entryId });

/** '/libro-de-obra?folio=<id>' opens that entry over the index. */
export const OPEN_ENTRY_REQUEST: OpenItemRequest = { param: 'folio', path: ENTRY_PATH, body: entryBody };
