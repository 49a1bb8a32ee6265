import { Module } from '@nestjs/common';
import { AccountMails } from './account-mails';
import { OutboxController } from './outbox.controller';

/** The account e-mails, and the outbox administrators read when no mail server is configured. */
@Module({ controllers: [OutboxController], providers: [AccountMails], exports: [AccountMails] })
export class MailModule {}
