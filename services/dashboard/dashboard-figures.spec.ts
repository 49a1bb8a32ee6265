import { type DaySums, firstDayRead, type ModuleSums, moduleFigures } from './dashboard-figures';

// Tuesday 24 November 2026, noon in Santiago (UTC−3).
const NOW = new Date('2026-11-24T15:00:00.000Z');
const seconds = (iso: string) => Date.parse(iso) / 1000;

/** A day's sums. */
function sums(day: string, fields: Partial<DaySums> = {}): DaySums {
  return { day, created: 0, created_s: 0, solved: 0, solved_created_s: 0, ...fields };
}
/** The figures as a read gets them: the totals of every day, and the days of the last four weeks. */
function figures(
  days: readonly DaySums[],
  red: Pick<ModuleSums, 'redDays' | 'redToday'> = { redDays: [], redToday: [] },
) {
  const totals = { created: 0, created_s: 0, solved: 0, solved_created_s: 0 };
  for (const sums of days) {
    for (const field of Object.keys(totals) as (keyof typeof totals)[]) totals[field] += sums[field];
  }
  const recent = days.filter((sums) => sums.day >= firstDayRead('2026-11-24'));
  return moduleFigures({ totals, days: recent, ...red }, NOW);
}
const created = (day: string, n: number) => sums(day, { created: n, created_s: n * seconds(`${day}T15:00:00.000Z`) });

describe('a module card’s figures, on a scripted timeline at a fixed now', () => {
  it('says nothing of a module without items', () => {
    expect(figures([])).toEqual({
      total: 0,
      ended: 0,
      pending: 0,
      ended_percent: 0,
      pending_percent: 0,
      solution_speed: 0,
      solution_speed_last: 0,
      waiting_time: 0,
      waiting_time_last: 0,
      created_by_week: { S4: 0, S3: 0, S2: 0, S1: 0 },
      solved_by_week: { S4: 0, S3: 0, S2: 0, S1: 0 },
      semaforo: 0,
    });
  });

  it('counts totals, ended and pending with their percents', () => {
    const result = figures([
      created('2026-11-02', 3),
      sums('2026-11-20', { solved: 1, solved_created_s: seconds('2026-11-02T15:00:00Z') }),
    ]);
    expect(result).toMatchObject({ total: 3, ended: 1, pending: 2, ended_percent: 33.3, pending_percent: 66.7 });
  });

  it('puts each day in its week: S1 the 7 days ending today, S4 the oldest; older days in none', () => {
    const days = [
      created('2026-11-24', 1), // today: S1
      created('2026-11-18', 2), // 6 days back: S1
      created('2026-11-17', 4), // 7 days back: S2
      created('2026-10-28', 8), // 27 days back: S4
      created('2026-10-27', 16), // 28 days back: none
      sums('2026-11-10', { solved: 3, solved_created_s: 3 * seconds('2026-10-27T15:00:00Z') }), // 14 back: S3
      sums('2026-11-23', { solved: 7, solved_created_s: 7 * seconds('2026-10-27T15:00:00Z') }), // S1
    ];
    const result = figures(days);
    expect(result.created_by_week).toEqual({ S4: 8, S3: 0, S2: 4, S1: 3 });
    expect(result.solved_by_week).toEqual({ S4: 0, S3: 3, S2: 0, S1: 7 });
    // Solved per day over the last 7 days, and over the 7 before.
    expect(result.solution_speed).toBe(1);
    expect(result.solution_speed_last).toBe(0);
  });

  it('tells the mean days pending items have waited now, and as it stood at the end of the day a week ago', () => {
    const days = [
      created('2026-11-04', 1), // pending 20 days now; 13.5 at the end of 17 November
      created('2026-11-14', 1), // solved on the 20th: pending a week ago (3.5 days), not now
      sums('2026-11-20', { solved: 1, solved_created_s: seconds('2026-11-14T15:00:00Z') }),
      created('2026-11-22', 1), // pending 2 days now; not yet created a week ago
    ];
    const result = figures(days);
    expect(result.waiting_time).toBe((20 + 2) / 2);
    // The end of 17 November in Santiago is 03:00 UTC on the 18th: 13.5 and 3.5 days.
    expect(result.waiting_time_last).toBe((13.5 + 3.5) / 2);
    expect(result.pending).toBe(2);
  });

  it('counts the pending items red now: those turned red before today, and today’s that already have', () => {
    const redDays = [
      { day: '2026-11-20', count: 2 },
      { day: '2026-11-24', count: 2 },
      { day: '2026-11-30', count: 5 },
    ];
    const redToday = [NOW.getTime() - 1, NOW.getTime() + 1];
    expect(figures([], { redDays, redToday }).semaforo).toBe(3);
  });
});
