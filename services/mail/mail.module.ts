import { Module } from '@nestjs/common';
import { AccountMails } from './account-mails';
import { OutboxController } from './outbox.controller';
import { TaskMails } from './task-mails';

/** The account and item e-mails, and the outbox administrators read when no mail server is configured. */
@Module({ controllers: [OutboxController], providers: [AccountMails, TaskMails], exports: [AccountMails, TaskMails] })
export class MailModule {}
