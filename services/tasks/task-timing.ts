import type { TaskIndicatorsDocument, TaskListingDocument } from '../../projections/tasks/task-listing.projection';
import { daysToCriticalDate, NEAR_DEADLINE_DAYS } from '../items/item-light';
import { chileDate } from '../platform/clock/calendar';

/**
 * What a task's card and the by-user indicators say about time (docs/decisions.md, "Tareas: tiempo
 * de espera"): computed when asked, from the instants the events stored and the clock's now, so a
 * rebuild of the read models answers the same.
 */

const DAY_MS = 86_400_000;
/** Spec 2 and 9: the by-user indicators cover the last 5 days. */
export const INDICATOR_DAYS = 5;

/** 0: the responsible must answer; 1: answered officially, the creator must act; 2: finished. */
export type WaitingStatus = 0 | 1 | 2;

/** What both task read models hold to tell the time of a task. */
type Timed = Pick<TaskListingDocument, 'status' | 'waiting_on' | 'critical_date'>;

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

export function waitingStatus(task: Timed): WaitingStatus {
  if (task.status === 3) return 2;
  return task.waiting_on === 'creator' ? 1 : 0;
}

/** An open task whose critical date is 2 days away or less (past ones too). */
export function nearDeadline(task: Timed, now: Date): boolean {
  const left = daysToCriticalDate(task, now);
  return task.status === 1 && left !== null && left <= NEAR_DEADLINE_DAYS;
}

/** The Chile calendar days the indicators cover: today and the 4 before. */
export function indicatorDays(now: Date): string[] {
  return Array.from({ length: INDICATOR_DAYS }, (_, i) => chileDate(new Date(now.getTime() - i * DAY_MS)));
}

/**
 * A user's indicators from the shares the actor may see: solution speed, tasks closed as
 * responsible per day over the last 5 days; waiting time, the mean waiting of their open tasks in
 * days. Both with one decimal.
 */
export function userIndicators(shares: readonly TaskIndicatorsDocument[], now: Date) {
  const days = indicatorDays(now);
  let open = 0;
  let sinceSum = 0;
  let closed = 0;
  for (const share of shares) {
    open += share.open_count;
    sinceSum += share.waiting_since_sum;
    for (const day of days) closed += share.closed_by_day[day] ?? 0;
  }
  const meanWaitingSeconds = open === 0 ? 0 : Math.max(0, now.getTime() / 1000 - sinceSum / open);
  return {
    solution_speed: oneDecimal(closed / INDICATOR_DAYS),
    waiting_time: oneDecimal((meanWaitingSeconds * 1000) / DAY_MS),
  };
}
