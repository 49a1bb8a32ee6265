import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { ItemMailCommands } from './item-mail-commands';
import { ItemMailDispatcher } from './item-mail-dispatcher';
import { NotificationReadsCommands } from './notification-reads';
import { NotificationsController } from './notifications.controller';

/**
 * Notifications (issue 20): the bell's list and its reads, and the e-mails of the same changes;
 * the projection decides who hears of what.
 */
@Module({
  imports: [MailModule],
  controllers: [NotificationsController],
  providers: [ItemMailCommands, NotificationReadsCommands, ItemMailDispatcher],
})
export class NotificationsModule {}
