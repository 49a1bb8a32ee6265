import { actor } from '../../test/support/actors';
import { deciderSpec } from '../../test/support/given-when-then';
import { dailyMailDay, dailyMailDecider, MAX_ATTEMPTS, type ReminderFacts, remindsOn } from './daily-mail.decider';
import { type DailyMailEvent } from './daily-mail.events';

const given = deciderSpec(dailyMailDecider);
const ana = 'ana';
// Tuesday 24 November 2026 (weekday 1); its e-mails are due at 08:00 Santiago, 11:00 UTC.
const DAY = '2026-11-24';
const reminder = (over: Partial<ReminderFacts> = {}): ReminderFacts => ({
  itemType: 1,
  itemId: 't1',
  days: [1],
  repeatable: true,
  set_at: '2026-11-20T15:00:00.000Z',
  ...over,
});
const sendReminders = (reminders: ReminderFacts[]) =>
  ({ type: 'SendReminders', userId: ana, day: DAY, reminders }) as const;
const remindersSent: DailyMailEvent = {
  type: 'RemindersSent',
  data: { userId: ana, day: DAY, items: [{ itemType: 1, itemId: 't1' }] },
};
const failed = (attempt: number): DailyMailEvent => ({
  type: 'DailyMailFailed',
  data: { userId: ana, day: DAY, attempt, reason: 'SMTP caído' },
});
const report = { type: 'SendDailyReport', userId: ana, day: DAY, changes: 2, waiting: 1 } as const;
const reportSent: DailyMailEvent = { type: 'DailyReportSent', data: { userId: ana, day: DAY, changes: 2, waiting: 1 } };

describe('which weekly reminders remind on a day', () => {
  const setOnFriday = { days: [1, 3], set_at: '2026-11-20T15:00:00.000Z' };
  it('reminds on its weekdays, every week when it repeats', () => {
    expect(remindsOn({ ...setOnFriday, repeatable: true }, '2026-11-24')).toBe(true);
    expect(remindsOn({ ...setOnFriday, repeatable: true }, '2026-11-26')).toBe(true);
    expect(remindsOn({ ...setOnFriday, repeatable: true }, '2026-11-25')).toBe(false);
    expect(remindsOn({ ...setOnFriday, repeatable: true }, '2027-03-02')).toBe(true);
  });

  it('reminds once on each of its weekdays when it does not repeat: within the 7 days from the day it was set', () => {
    const once = { ...setOnFriday, repeatable: false };
    expect(remindsOn(once, '2026-11-24')).toBe(true);
    expect(remindsOn(once, '2026-11-26')).toBe(true);
    expect(remindsOn(once, '2026-12-01')).toBe(false);
    expect(remindsOn({ ...once, days: [4] }, '2026-11-20')).toBe(true);
    expect(remindsOn({ ...once, days: [4] }, '2026-11-27')).toBe(false);
  });

  it('does not remind before the day it was set, by the day in Santiago', () => {
    // 02:00 UTC on Tuesday is still Monday 23:00 in Santiago.
    expect(remindsOn({ days: [0], repeatable: true, set_at: '2026-11-24T02:00:00.000Z' }, '2026-11-23')).toBe(true);
    expect(remindsOn({ days: [0], repeatable: true, set_at: '2026-11-24T04:00:00.000Z' }, '2026-11-23')).toBe(false);
  });
});

describe("the e-mails' day", () => {
  it('is today from 08:00 in Santiago, yesterday before', () => {
    expect(dailyMailDay(new Date('2026-11-24T10:59:59Z'))).toBe('2026-11-23');
    expect(dailyMailDay(new Date('2026-11-24T11:00:00Z'))).toBe('2026-11-24');
    // Winter time: 08:00 is 12:00 UTC.
    expect(dailyMailDay(new Date('2026-07-01T11:30:00Z'))).toBe('2026-06-30');
    expect(dailyMailDay(new Date('2026-07-01T12:00:00Z'))).toBe('2026-07-01');
  });
});

describe('daily mail decider (whether a user’s e-mail of a day goes out)', () => {
  it('sends the reminders that remind that day, once', () => {
    given([])
      .when(sendReminders([reminder(), reminder({ itemId: 't2', days: [2] })]))
      .thenEvents([remindersSent]);
    given([remindersSent])
      .when(sendReminders([reminder()]))
      .thenEvents([]);
  });

  it('sends nothing when no reminder is due, nor for one set after the day’s 08:00', () => {
    given([])
      .when(sendReminders([reminder({ days: [2] })]))
      .thenEvents([]);
    given([])
      .when(sendReminders([reminder({ set_at: '2026-11-24T11:30:00.000Z' })]))
      .thenEvents([]);
    given([])
      .when(sendReminders([reminder({ set_at: '2026-11-24T10:30:00.000Z' })]))
      .thenEvents([remindersSent]);
  });

  it('sends a daily report with something to say, once; none with nothing', () => {
    given([]).when(report).thenEvents([reportSent]);
    given([reportSent]).when(report).thenEvents([]);
    given([])
      .when({ ...report, changes: 0, waiting: 0 })
      .thenEvents([]);
  });

  it('tries again after a failed send, up to the last attempt', () => {
    given([reportSent, failed(1)])
      .when(report)
      .thenEvents([reportSent]);
    const exhausted = Array.from({ length: MAX_ATTEMPTS }, (_, i) => [reportSent, failed(i + 1)]).flat();
    given(exhausted).when(report).thenEvents([]);
  });

  it('records a failure of the send under way only', () => {
    const failure = { type: 'RecordDailyMailFailed', userId: ana, day: DAY, reason: 'SMTP caído' } as const;
    given([remindersSent])
      .when(failure)
      .thenEvents([failed(1)]);
    given([]).when(failure).thenEvents([]);
    given([remindersSent, failed(1)])
      .when(failure)
      .thenEvents([]);
  });

  it('is the system’s: no user sends these', () =>
    given([]).when(report, actor(ana)).thenThrows('Solo el sistema envía los recordatorios y reportes diarios.', 403));
});
