import { Module } from '@nestjs/common';
import { DailyMailCommands } from './daily-mail-commands';
import { DailyMailRun } from './daily-mail-run';
import { DailyMailScheduler } from './daily-mail-scheduler';
import { DailyMails } from './daily-mails';
import { RemindersController } from './reminders.controller';

/** Weekly reminders (the menu and their e-mail) and the daily reports, sent each day at 08:00 in Santiago. */
@Module({
  controllers: [RemindersController],
  providers: [DailyMailCommands, DailyMails, DailyMailRun, DailyMailScheduler],
})
export class RemindersModule {}
