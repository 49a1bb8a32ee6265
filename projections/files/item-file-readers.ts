import { TASK_FILE_READERS } from '../../services/contracts/collections';
import type { AudienceFact, AudienceFacts, ItemAudience } from '../../services/items/item-facts';
import type { ReadStore } from '../../services/platform/read-store/read-store.port';

/**
 * Who may hear of a private item's files: the files projection keeps, per item of a type that may
 * be private (a task), its audience (private, creator, responsible), so a private item's files
 * carry the item's `visible_to` and their live pushes reach nobody else.
 */
export interface ItemFileReadersDocument extends ItemAudience {
  _id: string;
  [key: string]: unknown;
}

/** The files' `visible_to` for an item: its private readers, or none for an item its project reads. */
export type FileReaders = { visible_to?: string[] };

/**
 * The readers of an item's file. A task's inline files are recorded just before the task itself:
 * until the item is known, only their uploader (its creator) hears of them.
 */
export async function readersOfItemFile(
  store: ReadStore,
  facts: AudienceFacts,
  itemId: string,
  uploadedBy: string,
): Promise<FileReaders> {
  const item = await store.collection<ItemFileReadersDocument>(TASK_FILE_READERS).get(itemId);
  if (!item) return { visible_to: [uploadedBy] };
  const readers = facts.privateReaders(item);
  return readers ? { visible_to: readers } : {};
}

/** The item's audience after a fact; null when the item is not known. */
export async function nextAudience(store: ReadStore, fact: AudienceFact): Promise<ItemFileReadersDocument | null> {
  if (fact.kind === 'opened') return { _id: fact.itemId, ...fact.audience };
  const known = await store.collection<ItemFileReadersDocument>(TASK_FILE_READERS).get(fact.itemId);
  return known ? { ...known, ...fact.change } : null;
}
