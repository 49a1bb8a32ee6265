import type { ReminderItemType } from '../contracts/reminders';
import { addDays, chileDate, chileMoment, weekdayOf } from '../platform/clock/calendar';
import type { Actor } from '../platform/commands/actor';
import { SYSTEM_ACTOR } from '../platform/commands/command-context';
import type { AggregateType, Decider } from '../platform/commands/decider';
import { DomainError } from '../platform/domain-error';
import type { DailyMailEvent } from './daily-mail.events';

/** The hour of Chile's day at which the day's reminders and reports go out (docs/decisions.md). */
export const DAILY_MAIL_HOUR = 8;

/** How many times one e-mail is tried: the first send and the retries after the mail server failed. */
export const MAX_ATTEMPTS = 3;

/** The moment a day's e-mails are due: 08:00 in Santiago. */
export const dailyMailMoment = (day: string): Date => chileMoment(day, DAILY_MAIL_HOUR);

/** The e-mails' day at a moment: today once today's 08:00 has passed, yesterday before it. */
export const dailyMailDay = (at: Date): string => {
  const today = chileDate(at);
  return at >= dailyMailMoment(today) ? today : addDays(today, -1);
};

/** A user's weekly reminder on an item as the reminders read model keeps it. */
export interface ReminderDays {
  days: readonly number[];
  repeatable: boolean;
  /** When the user last set it (its event's time). */
  set_at: string;
}

/**
 * Whether a weekly reminder reminds its user on a date (Chile): on its weekdays (0 lunes to 6
 * domingo) from the day it was set, every week when it repeats ('Repetir cada semana'), else only
 * within the seven days that start the day it was set.
 */
export function remindsOn(reminder: ReminderDays, day: string): boolean {
  const from = chileDate(new Date(reminder.set_at));
  if (day < from || !reminder.days.includes(weekdayOf(day))) return false;
  return reminder.repeatable || day <= addDays(from, 6);
}

/** One of the user's reminders on an open item they may read: what the scheduler found. */
export interface ReminderFacts extends ReminderDays {
  itemType: ReminderItemType;
  itemId: string;
}

/**
 * The system's record that a user's e-mail of a day went out: the day's reminders, or the daily
 * report. One stream per kind, user and day (`daily-mail-<kind>:<user>:<day>`), so that one
 * replica's send makes any other's append of the same send fail on its expected revision.
 */
export type DailyMailCommand =
  | { type: 'SendReminders'; userId: string; day: string; reminders: readonly ReminderFacts[] }
  /** The report's entries: items that changed since the last report, and open items waiting on the user. */
  | { type: 'SendDailyReport'; userId: string; day: string; changes: number; waiting: number }
  | { type: 'RecordDailyMailFailed'; userId: string; day: string; reason: string };

export interface DailyMailState {
  /** Sends decided so far. */
  attempts: number;
  /** The last send failed: another attempt may go. */
  failed: boolean;
}

/**
 * Another attempt may go when none went yet, or when the last one failed and attempts remain. A
 * send decided and not yet failed is another process's, under way or lost with it: never repeated.
 */
const mayAttempt = (state: DailyMailState) => state.attempts === 0 || (state.failed && state.attempts < MAX_ATTEMPTS);

/**
 * The reminders a day's e-mail holds: those that remind on the day and were set before its 08:00,
 * so that the e-mail of a day says the same whenever it is sent (late, after a restart).
 */
export const remindersMailedOn = (reminders: readonly ReminderFacts[], day: string): ReminderFacts[] => {
  const due = dailyMailMoment(day).toISOString();
  return reminders.filter((reminder) => reminder.set_at < due && remindsOn(reminder, day));
};

export const dailyMailDecider: Decider<DailyMailCommand, DailyMailEvent, DailyMailState> = {
  initialState: { attempts: 0, failed: false },

  decide(command, state, actor: Actor) {
    if (actor.id !== SYSTEM_ACTOR) {
      throw new DomainError('daily_mail.by_system', 'Solo el sistema envía los recordatorios y reportes diarios.', 403);
    }
    const { userId, day } = command;
    switch (command.type) {
      case 'SendReminders': {
        const items = remindersMailedOn(command.reminders, day).map(({ itemType, itemId }) => ({ itemType, itemId }));
        if (items.length === 0 || !mayAttempt(state)) return [];
        return [{ type: 'RemindersSent', data: { userId, day, items } }];
      }
      case 'SendDailyReport': {
        const { changes, waiting } = command;
        // Nothing changed and nothing waits: no e-mail that day.
        if (changes + waiting === 0 || !mayAttempt(state)) return [];
        return [{ type: 'DailyReportSent', data: { userId, day, changes, waiting } }];
      }
      case 'RecordDailyMailFailed':
        if (state.attempts === 0 || state.failed) return [];
        return [{ type: 'DailyMailFailed', data: { userId, day, attempt: state.attempts, reason: command.reason } }];
    }
  },

  evolve(state, event) {
    if (event.type === 'DailyMailFailed') return { ...state, failed: true };
    return { attempts: state.attempts + 1, failed: false };
  },
};

export type DailyMailKind = 'reminders' | 'report';

/** The stream of one kind of e-mail of one user on one day. */
export const dailyMailId = (kind: DailyMailKind, userId: string, day: string) => `${kind}:${userId}:${day}`;

export const dailyMailAggregate: AggregateType<DailyMailCommand, DailyMailEvent, DailyMailState> = {
  name: 'daily-mail',
  schemaVersions: { RemindersSent: 1, DailyReportSent: 1, DailyMailFailed: 1 },
  decider: dailyMailDecider,
};
