import { Inject, Injectable, Logger } from '@nestjs/common';
import { FILES, type FileDocument } from '../../projections/files/files.projection';
import { BLOB_STORE, type BlobStore } from '../platform/blob-store/blob-store.port';
import type { CommandContext } from '../platform/commands/command-context';
import { isEventOf } from '../platform/event-store/event-store.port';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import type { FileEvent } from './file.events';
import { FileCommands } from './file-commands';
import { FILE_TAKING_ITEMS, type FileTakingItems, sealerOf } from './file-taking-items';

/** Deletes a file: first its record, then its stored versions, which nothing reaches any more. */
@Injectable()
export class FileRemovals {
  private readonly logger = new Logger('Files');

  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(FILE_TAKING_ITEMS) private readonly fileTaking: readonly FileTakingItems[],
    private readonly files: FileCommands,
  ) {}

  async remove(context: CommandContext, fileId: string): Promise<void> {
    const file = await this.reads.collection<FileDocument>(FILES).get(fileId);
    const sealedBy = file
      ? await sealerOf(this.fileTaking, this.reads, { type: file.owner_type, ids: file.owner_ids })
      : null;
    const result = await this.files.execute({
      aggregateId: fileId,
      command: { type: 'DeleteFile', fileId, sealedBy },
      context: file ? { ...context, projectId: file.project_id } : context,
    });
    for (const event of result.events) {
      if (!isEventOf<Extract<FileEvent, { type: 'FileDeleted' }>>(event, ['FileDeleted'])) continue;
      for (const key of event.data.blobKeys) {
        // The record is gone already: a blob left behind is wasted space, not a visible file.
        await this.blobs.delete(key).catch((error: unknown) => this.logger.warn(`Blob ${key} not deleted: ${error}`));
      }
    }
  }
}
