import type { ItemType } from '../../services/contracts/uploads';
import type { Actor } from '../../services/platform/commands/actor';
import { notFound } from '../../services/platform/domain-error';
import type { ReadStore } from '../../services/platform/read-store/read-store.port';
import { FILES, type FileDocument } from './files.projection';

/** What the files' read policy asks of one item type: which of its files the reader may read for the item they belong to. */
export interface ItemFileAccess {
  /** The owner types of `contracts/uploads.ts` it answers for: the item and its parts. */
  owners: readonly ItemType[];
  /**
   * Of these files, all owned by its owner types in projects the reader sees, those whose item the reader
   * may read (a private task's files go no further than the task); absent when seeing the project is enough.
   */
  readable?(reads: ReadStore, actor: Actor, files: readonly FileDocument[]): Promise<readonly FileDocument[]>;
}

/**
 * The files the actor may read, in the order asked; any other id is answered as missing. Who may read a
 * file: whoever sees its project, and for an item that restricts its files, whoever that item lets read.
 */
export async function readableFiles(
  reads: ReadStore,
  items: readonly ItemFileAccess[],
  actor: Actor,
  ids: readonly string[],
): Promise<FileDocument[]> {
  const found = await reads.collection<FileDocument>(FILES).find({ _id: { $in: [...ids] } });
  const byId = new Map(found.map((file) => [file._id, file]));
  const seen = found.filter((file) => actor.sees(file.project_id));
  const restricted = items.filter((item) => item.readable);
  const readable = new Set(seen.filter((file) => !restricted.some((item) => item.owners.includes(file.owner_type))));
  for (const item of restricted) {
    const owned = seen.filter((file) => item.owners.includes(file.owner_type));
    if (owned.length) for (const file of (await item.readable?.(reads, actor, owned)) ?? []) readable.add(file);
  }
  return ids.map((id) => {
    const file = byId.get(id);
    if (!file || !readable.has(file)) throw notFound('El archivo no existe.');
    return file;
  });
}
