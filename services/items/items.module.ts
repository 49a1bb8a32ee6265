import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { MailModule } from '../mail/mail.module';
import { ItemSender } from './send-by-email';

/** What tasks, RDI and additionals share as services: 'Enviar por correo'. */
@Module({ imports: [FilesModule, MailModule], providers: [ItemSender], exports: [ItemSender] })
export class ItemsModule {}
