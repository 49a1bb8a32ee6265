import type { EarlyRead } from './early-reads';

/** What a screen opens from its address: the search parameter (`task`) and the read of that item. */
export interface OpenItemRequest {
  param: string;
  path: string;
  body(itemId: string): Record<string, unknown>;
}

/** The read of the item this address names, if it names one. */
export function openItemRead(request: OpenItemRequest, search: string): EarlyRead | null {
  const itemId = new URLSearchParams(search).get(request.param);
  return itemId ? { path: request.path, body: request.body(itemId) } : null;
}
