import type { OpenItemRequest } from '../../../lib/open-item-request';

export const RDI_GET_PATH = '/rdi/get';
export const rdiBody = (rdiId: string) => ({ rdi_id: rdiId });

/** '/rdi?rdi=<id>' opens that RDI's detail over the list. */
export const OPEN_RDI_REQUEST: OpenItemRequest = { param: 'rdi', path: RDI_GET_PATH, body: rdiBody };
