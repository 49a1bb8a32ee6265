import { addDays, chileDate, chileDayStart, chileMoment, isCalendarDay, readableDay, weekdayOf } from './calendar';

describe("Chile's calendar", () => {
  it("names the date in Santiago, not in UTC: 22:30 in Santiago is already tomorrow's UTC", () => {
    expect(chileDate(new Date('2026-11-25T01:30:00Z'))).toBe('2026-11-24');
    expect(chileDate(new Date('2026-11-25T03:00:00Z'))).toBe('2026-11-25');
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('numbers weekdays as the reminders do: 0 lunes to 6 domingo', () => {
    expect(weekdayOf('2026-11-23')).toBe(0);
    expect(weekdayOf('2026-11-24')).toBe(1);
    expect(weekdayOf('2026-11-29')).toBe(6);
  });

  it('finds 08:00 in Santiago in summer time (UTC-3) and in winter time (UTC-4)', () => {
    expect(chileMoment('2026-11-24', 8).toISOString()).toBe('2026-11-24T11:00:00.000Z');
    expect(chileMoment('2026-07-01', 8).toISOString()).toBe('2026-07-01T12:00:00.000Z');
  });

  it('finds 08:00 on the days the clocks move (at midnight: the first Sundays of April and September)', () => {
    // Saturday 4 April is still summer time; on Sunday 5 April the clocks went back an hour at midnight.
    expect(chileMoment('2026-04-04', 8).toISOString()).toBe('2026-04-04T11:00:00.000Z');
    expect(chileMoment('2026-04-05', 8).toISOString()).toBe('2026-04-05T12:00:00.000Z');
    // Saturday 5 September is winter time; on Sunday 6 September midnight became 01:00.
    expect(chileMoment('2026-09-05', 8).toISOString()).toBe('2026-09-05T12:00:00.000Z');
    expect(chileMoment('2026-09-06', 8).toISOString()).toBe('2026-09-06T11:00:00.000Z');
    for (const day of ['2026-04-04', '2026-04-05', '2026-09-05', '2026-09-06']) {
      expect(chileDate(chileMoment(day, 8))).toBe(day);
    }
  });
  it('starts a day at its midnight in winter (UTC−4) and in summer (UTC−3)', () => {
    expect(chileDayStart('2026-07-01').toISOString()).toBe('2026-07-01T04:00:00.000Z');
    expect(chileDayStart('2026-01-15').toISOString()).toBe('2026-01-15T03:00:00.000Z');
  });

  it('starts the days of a clock change at their first instant', () => {
    // 2026: summer time ends on 5 April (24:00 → 23:00 of the 4th) and begins on 6 September (00:00 → 01:00).
    for (const day of ['2026-04-04', '2026-04-05', '2026-09-05', '2026-09-06', '2026-09-07']) {
      const start = chileDayStart(day);
      expect(chileDate(start)).toBe(day);
      expect(chileDate(new Date(start.getTime() - 1))).toBe(addDays(day, -1));
    }
  });

  it('takes real days from 1900 to 2200 only', () => {
    for (const day of ['2026-12-31', '2028-02-29', '1900-01-01', '2200-12-31']) expect(isCalendarDay(day)).toBe(true);
    const refused = ['2026-12-32', '2026-13-01', '2027-02-29', '2026-00-10', '9999-12-31', '0000-01-01', '1899-12-31'];
    for (const day of [...refused, '2201-01-01', '2026-1-5', ' 2026-01-05', '2026-01-05T00:00', 20260105, true, null]) {
      expect(isCalendarDay(day)).toBe(false);
    }
  });

  it('reads an impossible or out-of-range day of an older log as the nearest real one in range', () => {
    expect(readableDay('2026-12-15')).toBe('2026-12-15');
    expect(readableDay('9999-12-31')).toBe('2200-12-31');
    expect(readableDay('0000-01-01')).toBe('1900-01-01');
    expect(readableDay('2026-12-32')).toBe('2026-12-31');
    expect(readableDay('2026-13-01')).toBe('2026-12-01');
    expect(readableDay('2027-02-29')).toBe('2027-02-28');
    expect(readableDay('2026-00-00')).toBe('2026-01-01');
    expect(readableDay('mañana')).toBeNull();
  });
});
