import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { MailModule } from '../mail/mail.module';
import { NumberedItemCreation } from './numbered-item-creation';
import { ItemSender } from './send-by-email';

/** What tasks, RDI and additionals share as services: numbered creation and 'Enviar por correo'. */
@Module({
  imports: [FilesModule, MailModule],
  providers: [ItemSender, NumberedItemCreation],
  exports: [ItemSender, NumberedItemCreation],
})
export class ItemsModule {}
