import type { ReminderItemType } from '../contracts/reminders';

/**
 * The system's records of the daily e-mails, one stream per kind, user and day
 * (`daily-mail-<kind>:<user>:<day>`): written by the daily mail decider, read by its run.
 */

export type DailyMailEvent =
  | {
      type: 'RemindersSent';
      data: { userId: string; day: string; items: Array<{ itemType: ReminderItemType; itemId: string }> };
    }
  | { type: 'DailyReportSent'; data: { userId: string; day: string; changes: number; waiting: number } }
  | { type: 'DailyMailFailed'; data: { userId: string; day: string; attempt: number; reason: string } };
