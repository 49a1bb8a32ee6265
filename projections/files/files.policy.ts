import type { Actor } from '../../services/platform/commands/actor';
import { notFound } from '../../services/platform/domain-error';
import type { ReadStore } from '../../services/platform/read-store/read-store.port';
import { FILES, type FileDocument } from './files.projection';

/**
 * Who may read a file: whoever sees its project. (Files of items follow their item's visibility
 * as the items land: a private task's files go no further than the task.)
 */
export const mayReadFile = (actor: Actor, file: FileDocument) => actor.sees(file.project_id);

/** The files the actor may read, in the order asked; any other id is answered as missing. */
export async function readableFiles(reads: ReadStore, actor: Actor, ids: readonly string[]): Promise<FileDocument[]> {
  const found = await reads.collection<FileDocument>(FILES).find({ _id: { $in: [...ids] } });
  const byId = new Map(found.map((file) => [file._id, file]));
  return ids.map((id) => {
    const file = byId.get(id);
    if (!file || !mayReadFile(actor, file)) throw notFound('El archivo no existe.');
    return file;
  });
}
