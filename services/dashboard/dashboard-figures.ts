import type { DashboardSums } from '../../projections/dashboard/dashboard.projection';
import type { ModuleFigures, Weeks } from '../contracts/dashboard';
import { addDays, chileDate, chileDayStart } from '../platform/clock/calendar';

/**
 * A module card's figures (docs/decisions.md, "Panel de control: cifras"), from the sums the
 * dashboard projection keeps over all days and per Chile day, and the clock's now: a read adds up
 * the totals and the days of the last four weeks (and those ahead, for the lights).
 */

const DAY_S = 86_400;
const WEEK_DAYS = 7;
const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const percent = (part: number, whole: number) => (whole === 0 ? 0 : oneDecimal((part / whole) * 100));

const WEEK_NAMES = ['S1', 'S2', 'S3', 'S4'] as const;

export type DaySums = DashboardSums & { day: string };

/** The first day a read needs: the oldest of the four weeks. */
export const firstDayRead = (today: string) => addDays(today, -(WEEK_NAMES.length * WEEK_DAYS - 1));

/** The days a read needs, oldest first: the four weeks ending today. */
export const daysRead = (today: string): string[] =>
  Array.from({ length: WEEK_NAMES.length * WEEK_DAYS }, (_, back) => addDays(firstDayRead(today), back));

/** Mean days the items pending at `atSeconds` had waited, from the sums up to then. */
function meanWaitingDays(sums: DashboardSums, atSeconds: number): number {
  const pending = sums.created - sums.solved;
  const createdSum = sums.created_s - sums.solved_created_s;
  return pending === 0 ? 0 : oneDecimal(Math.max(0, atSeconds - createdSum / pending) / DAY_S);
}

/** The totals less the days after `day`: the sums as they stood at its end. */
function sumsUntil(totals: DashboardSums, days: readonly DaySums[], day: string): DashboardSums {
  const sums = { ...totals };
  for (const later of days) {
    if (later.day <= day) continue;
    sums.created -= later.created;
    sums.created_s -= later.created_s;
    sums.solved -= later.solved;
    sums.solved_created_s -= later.solved_created_s;
  }
  return sums;
}

function byWeek(days: readonly DaySums[], today: string, field: 'created' | 'solved'): Weeks {
  const weeks: Weeks = { S4: 0, S3: 0, S2: 0, S1: 0 };
  const oldest = firstDayRead(today);
  for (const sums of days) {
    if (sums.day < oldest || sums.day > today) continue;
    const back = Math.round((Date.parse(today) - Date.parse(sums.day)) / (DAY_S * 1000));
    weeks[WEEK_NAMES[Math.floor(back / WEEK_DAYS)]!] += sums[field];
  }
  return weeks;
}

/** What a reader's audiences of one module hold (`dashboard.query.ts` reads it). */
export interface ModuleSums {
  /** Over all days. */
  totals: DashboardSums;
  /** The days pending items turn red on, and how many each. */
  redDays: ReadonlyArray<{ day: string; count: number }>;
  /** The days from `firstDayRead` to today, and the instants today's pending items turn red. */
  days: readonly DaySums[];
  redToday: readonly number[];
}

/** The figures of one module for a reader at `now`. */
export function moduleFigures({ totals, redDays, days, redToday }: ModuleSums, now: Date): ModuleFigures {
  const today = chileDate(now);
  // Red now: those that turned red on an earlier day, and today's that already have.
  let red = redToday.filter((at) => at <= now.getTime()).length;
  for (const { day, count } of redDays) if (day < today) red += count;
  const weekAgo = addDays(today, -WEEK_DAYS);
  const endOfWeekAgo = chileDayStart(addDays(weekAgo, 1)).getTime() / 1000;
  const created = byWeek(days, today, 'created');
  const solved = byWeek(days, today, 'solved');
  const { created: total, solved: ended } = totals;
  return {
    total,
    ended,
    pending: total - ended,
    ended_percent: percent(ended, total),
    pending_percent: percent(total - ended, total),
    solution_speed: oneDecimal(solved.S1 / WEEK_DAYS),
    solution_speed_last: oneDecimal(solved.S2 / WEEK_DAYS),
    waiting_time: meanWaitingDays(totals, now.getTime() / 1000),
    waiting_time_last: meanWaitingDays(sumsUntil(totals, days, weekAgo), endOfWeekAgo),
    created_by_week: created,
    solved_by_week: solved,
    semaforo: red,
  };
}
