import type { BlobStore } from '../blob-store/blob-store.port';
import type { CommandsOf } from '../commands/aggregate-commands';
import type { AddressedCommand, CommandResult } from '../commands/handle-command';
import { storeImage } from './image-upload';

/**
 * Runs a command that carries an uploaded image's key. With an image the command is decided
 * first with the key it would otherwise keep, so a refused command stores no file; then the image
 * is stored under `folder` and the command runs with its key. A repeated request stores nothing:
 * its first run stored the image, and a repeat appends nothing.
 */
export async function executeWithImage<C>(
  commands: CommandsOf<C>,
  blobs: BlobStore,
  upload: { image: Express.Multer.File | undefined; folder: string; kept: string | null },
  request: (imageKey: string | null) => AddressedCommand<C>,
): Promise<CommandResult> {
  const image = request(upload.kept).context.repeat ? undefined : upload.image;
  if (image) await commands.check(request(upload.kept));
  const key = image ? await storeImage(blobs, upload.folder, image) : upload.kept;
  return commands.execute(request(key));
}
