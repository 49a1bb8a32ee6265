import type { HistoryItemType } from '../contracts/history-items';
import type { ItemRegistry } from '../items/item-registry';
import type { Actor } from '../platform/commands/actor';
import { DomainError } from '../platform/domain-error';
import type { ReadStore } from '../platform/read-store/read-store.port';

/** An item the actor may read: where its events are, and the project it belongs to (null for users and companies). */
export interface HistoryItem {
  type: HistoryItemType;
  id: string;
  stream: string;
  projectId: string | null;
}

export const HISTORY_NOT_FOUND = 'El elemento no existe o no tienes acceso a él.';
export const historyNotFound = () => new DomainError('history.not_found', HISTORY_NOT_FOUND, 404);

/**
 * The item when the actor may read it (who may read its detail, by its manifest). Whoever may not
 * read the item may not know of its past either: every refusal, 403 included, is a 404 here.
 */
export async function readableHistoryItem(
  items: ItemRegistry,
  reads: ReadStore,
  actor: Actor,
  type: HistoryItemType,
  id: string,
): Promise<HistoryItem> {
  try {
    const projectId = await items.of(type).readable(reads, actor, id);
    return { type, id, stream: items.stream(type, id), projectId };
  } catch (error) {
    return hideRefusal(error);
  }
}

/** A read policy's refusal (403 or 404) as the history's 404; any other error as it is. */
export function hideRefusal(error: unknown): never {
  if (error instanceof DomainError && (error.status === 403 || error.status === 404)) throw historyNotFound();
  throw error;
}
