import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { ItemsModule } from '../items/items.module';
import { MailModule } from '../mail/mail.module';
import { AdditionalController } from './additional.controller';
import { AdditionalCommands } from './additional-command';
import { AdditionalListingsController } from './additional-listings.controller';

/** Adicionales (issue 19): the additional commands, the detail, the list, statistics, module light and export. */
@Module({
  imports: [FilesModule, MailModule, ItemsModule],
  controllers: [AdditionalController, AdditionalListingsController],
  providers: [AdditionalCommands],
})
export class AdditionalsModule {}
