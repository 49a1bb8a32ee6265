import { addDays, chileDate, chileDayStart } from './calendar';

describe("Chile's calendar", () => {
  it('tells the Chile date of an instant', () => {
    expect(chileDate(new Date('2026-07-01T03:59:59Z'))).toBe('2026-06-30');
    expect(chileDate(new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-01');
  });

  it('adds calendar days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
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
});
