import { Module } from '@nestjs/common';
import { CLOCK, type Clock } from '../platform/clock/clock.port';
import type { AppConfig } from '../platform/config/config';
import { APP_CONFIG } from '../platform/platform.providers';
import { ApsAutodesk } from './autodesk/aps-autodesk';
import { AutodeskController } from './autodesk/autodesk.controller';
import { AUTODESK, unconfiguredAutodesk } from './autodesk/autodesk.port';
import { ModelTranslations } from './autodesk/model-translations';
import { FileCommands, MainModelCommands } from './file-commands';
import { FileLinks } from './file-links';
import { FileRemovals } from './file-removals';
import { FileTransfersController } from './file-transfers.controller';
import { FileUploads } from './file-uploads';
import { FilesController } from './files.controller';
import { InlineFileRecorder } from './inline-files';
import { ModelsController } from './models.controller';

/**
 * Uploads, attachments, storage use and models. The transfers controller comes first: its
 * `files/link/…` and `files/zip/…` routes must be matched before the images' `files/*key`.
 */
@Module({
  controllers: [FileTransfersController, ModelsController, AutodeskController, FilesController],
  providers: [
    FileCommands,
    MainModelCommands,
    FileUploads,
    FileLinks,
    FileRemovals,
    InlineFileRecorder,
    {
      provide: AUTODESK,
      inject: [APP_CONFIG, CLOCK],
      useFactory: (config: AppConfig, clock: Clock) =>
        config.aps ? new ApsAutodesk(config.aps, clock) : unconfiguredAutodesk,
    },
    ModelTranslations,
  ],
  exports: [InlineFileRecorder, FileLinks],
})
export class FilesModule {}
