import { Module } from '@nestjs/common';
import { FileLinks } from './file-links';
import { FileRemovals } from './file-removals';
import { FileTransfersController } from './file-transfers.controller';
import { FileUploads } from './file-uploads';
import { FilesController } from './files.controller';
import { ModelsController } from './models.controller';

/**
 * Uploads, attachments, storage use and models. The transfers controller comes first: its
 * `files/link/…` and `files/zip/…` routes must be matched before the images' `files/*key`.
 */
@Module({
  controllers: [FileTransfersController, ModelsController, FilesController],
  providers: [FileUploads, FileLinks, FileRemovals],
})
export class FilesModule {}
