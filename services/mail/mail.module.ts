import { Module } from '@nestjs/common';
import { AccountMails } from './account-mails';
import { ItemMails } from './item-mails';
import { OutboxController } from './outbox.controller';

/** The account and item e-mails, and the outbox administrators read when no mail server is configured. */
@Module({ controllers: [OutboxController], providers: [AccountMails, ItemMails], exports: [AccountMails, ItemMails] })
export class MailModule {}
