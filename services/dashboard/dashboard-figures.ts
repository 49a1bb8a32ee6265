import type { DashboardDayDocument } from '../../projections/dashboard/dashboard.projection';
import { addDays, chileDate, chileDayStart } from '../platform/clock/calendar';

/**
 * A module card's figures (docs/decisions.md, "Panel de control: cifras"), from the sums the
 * dashboard projection keeps per Chile day and the clock's now: reading them only adds up.
 */

const DAY_S = 86_400;
const WEEK_DAYS = 7;
const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const percent = (part: number, whole: number) => (whole === 0 ? 0 : oneDecimal((part / whole) * 100));

export type DaySums = Pick<
  DashboardDayDocument,
  'day' | 'created' | 'created_s' | 'solved' | 'solved_created_s' | 'red_count'
>;

/** The last four weeks, S1 the 7 days ending today, S4 the oldest. */
export type Weeks = { S4: number; S3: number; S2: number; S1: number };
const WEEK_NAMES = ['S1', 'S2', 'S3', 'S4'] as const;

export interface ModuleFigures {
  total: number;
  ended: number;
  pending: number;
  ended_percent: number;
  pending_percent: number;
  /** Items solved per day over the last 7 days, and over the 7 before. */
  solution_speed: number;
  solution_speed_last: number;
  /** Mean days the pending items have waited since they were created: now, and a week ago. */
  waiting_time: number;
  waiting_time_last: number;
  created_by_week: Weeks;
  solved_by_week: Weeks;
  /** Pending items whose light is red now (spec 4: 0 Bien, 1 Regular, 2 or more Malo). */
  semaforo: number;
}

/** Mean days the items pending at `atSeconds` had waited, from the days up to then. */
function meanWaitingDays(days: readonly DaySums[], atSeconds: number): number {
  let pending = 0;
  let createdSum = 0;
  for (const sums of days) {
    pending += sums.created - sums.solved;
    createdSum += sums.created_s - sums.solved_created_s;
  }
  return pending === 0 ? 0 : oneDecimal(Math.max(0, atSeconds - createdSum / pending) / DAY_S);
}

function byWeek(days: readonly DaySums[], today: string, field: 'created' | 'solved'): Weeks {
  const weeks: Weeks = { S4: 0, S3: 0, S2: 0, S1: 0 };
  const oldest = addDays(today, -(WEEK_NAMES.length * WEEK_DAYS - 1));
  for (const sums of days) {
    if (sums.day < oldest || sums.day > today) continue;
    const back = Math.round((Date.parse(today) - Date.parse(sums.day)) / (DAY_S * 1000));
    weeks[WEEK_NAMES[Math.floor(back / WEEK_DAYS)]!] += sums[field];
  }
  return weeks;
}

/**
 * The figures of one module for a reader: `days` are the day sums of the audiences they may see,
 * `redToday` the instants today's pending items turn red.
 */
export function moduleFigures(days: readonly DaySums[], redToday: readonly number[], now: Date): ModuleFigures {
  const today = chileDate(now);
  let total = 0;
  let ended = 0;
  let redBefore = 0;
  for (const sums of days) {
    total += sums.created;
    ended += sums.solved;
    if (sums.day < today) redBefore += sums.red_count;
  }
  const weekAgo = addDays(today, -WEEK_DAYS);
  const endOfWeekAgo = chileDayStart(addDays(weekAgo, 1)).getTime() / 1000;
  const created = byWeek(days, today, 'created');
  const solved = byWeek(days, today, 'solved');
  return {
    total,
    ended,
    pending: total - ended,
    ended_percent: percent(ended, total),
    pending_percent: percent(total - ended, total),
    solution_speed: oneDecimal(solved.S1 / WEEK_DAYS),
    solution_speed_last: oneDecimal(solved.S2 / WEEK_DAYS),
    waiting_time: meanWaitingDays(days, now.getTime() / 1000),
    waiting_time_last: meanWaitingDays(
      days.filter((sums) => sums.day <= weekAgo),
      endOfWeekAgo,
    ),
    created_by_week: created,
    solved_by_week: solved,
    semaforo: redBefore + redToday.filter((at) => at <= now.getTime()).length,
  };
}
