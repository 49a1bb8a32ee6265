import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { ItemMailDispatcher } from './item-mail-dispatcher';
import { NotificationsController } from './notifications.controller';

/**
 * Notifications (issue 20): the bell's list and its reads, and the e-mails of the same changes;
 * the projection decides who hears of what.
 */
@Module({ imports: [MailModule], controllers: [NotificationsController], providers: [ItemMailDispatcher] })
export class NotificationsModule {}
