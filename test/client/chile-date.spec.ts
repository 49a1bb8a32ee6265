import { addDays, chileToday, formatDateTime, formatDay, monthWeeks, parseDay } from '../../client/src/lib/chile-date';

describe('days as the spec shows them', () => {
  it('shows an API day as DD-MM-YYYY', () => {
    expect(formatDay('2025-11-23')).toBe('23-11-2025');
    expect(formatDay('pronto')).toBe('pronto');
  });

  it('reads a typed day with dashes, slashes, dots or none', () => {
    expect(parseDay('23-11-2025')).toBe('2025-11-23');
    expect(parseDay(' 23/11/2025 ')).toBe('2025-11-23');
    expect(parseDay('1.2.2026')).toBe('2026-02-01');
    expect(parseDay('23112025')).toBe('2025-11-23');
  });

  it('refuses what is no day of the calendar', () => {
    expect(parseDay('31-02-2026')).toBeNull();
    expect(parseDay('29-02-2025')).toBeNull();
    expect(parseDay('29-02-2028')).toBe('2028-02-29');
    expect(parseDay('2025-11-23')).toBeNull();
    expect(parseDay('11/23/2025')).toBeNull();
    expect(parseDay('23-11-25')).toBeNull();
    expect(parseDay('')).toBeNull();
  });

  it('lays a month out in weeks from Monday', () => {
    // November 2025 starts on a Saturday and ends on a Sunday.
    const november = monthWeeks(2025, 11);
    expect(november).toHaveLength(5);
    expect(november[0]).toEqual([null, null, null, null, null, '2025-11-01', '2025-11-02']);
    expect(november[4]?.[6]).toBe('2025-11-30');
    // March 2026 starts on a Sunday: its 31 days take six weeks.
    const march = monthWeeks(2026, 3);
    expect(march).toHaveLength(6);
    expect(march[5]).toEqual(['2026-03-30', '2026-03-31', null, null, null, null, null]);
    // February 2027 starts on a Monday: four full weeks.
    expect(monthWeeks(2027, 2).map((week) => week[0])).toEqual([
      '2027-02-01',
      '2027-02-08',
      '2027-02-15',
      '2027-02-22',
    ]);
  });

  it('counts days across months and years', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-02', -7)).toBe('2026-02-23');
  });

  it("takes today from Chile's calendar", () => {
    // 02:00 UTC on 1 January is still 31 December in Santiago (UTC−3 in summer).
    expect(chileToday(new Date('2026-01-01T02:00:00Z'))).toBe('2025-12-31');
  });
});

describe('times as the spec shows them', () => {
  it("shows an instant as DD-MM-YYYY HH:mm in Chile's time", () => {
    expect(formatDateTime('2025-11-23T14:05:00.000Z')).toBe('23-11-2025 11:05');
    expect(formatDateTime('2025-07-01T00:30:00.000Z')).toBe('30-06-2025 20:30');
  });
});
