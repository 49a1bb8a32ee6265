import type { TaskIndicatorsDocument, TaskListingDocument } from '../../projections/tasks/task-listing.projection';
import { addDays, chileDate, chileDayStart } from '../platform/clock/calendar';

/**
 * What a task's card and the by-user indicators say about time (docs/decisions.md, "Tareas: tiempo
 * de espera"): computed when asked, from the instants the events stored and the clock's now, so a
 * rebuild of the read models answers the same.
 */

const DAY_MS = 86_400_000;
/** Spec 4 and 9: a critical date 2 days away or less is near. */
export const NEAR_DEADLINE_DAYS = 2;
/** Waiting this many days turns the light yellow (Regular), and this many red (Malo). */
export const REGULAR_WAITING_DAYS = 3;
export const BAD_WAITING_DAYS = 7;
/** Spec 2 and 9: the by-user indicators cover the last 5 days. */
export const INDICATOR_DAYS = 5;

/** 0: the responsible must answer; 1: answered officially, the creator must act; 2: finished. */
export type WaitingStatus = 0 | 1 | 2;
/** Module light (spec 4): 0 Bien (green), 1 Regular, 2 Malo. */
export type LightStatus = 0 | 1 | 2;

/** What both task read models hold to tell the time of a task. */
type Timed = Pick<TaskListingDocument, 'status' | 'waiting_on' | 'waiting_since' | 'ended_at' | 'critical_date'>;

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** Whole calendar days from one YYYY-MM-DD to another. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** Days the one who must act has had the task (frozen when it was closed), with one decimal. */
export function waitingDays(task: Timed, now: Date): number {
  const until = task.status === 3 && task.ended_at ? Date.parse(task.ended_at) : now.getTime();
  return oneDecimal(Math.max(0, until - Date.parse(task.waiting_since)) / DAY_MS);
}

export function waitingStatus(task: Timed): WaitingStatus {
  if (task.status === 3) return 2;
  return task.waiting_on === 'creator' ? 1 : 0;
}

/** Days left to the critical date in Chile's calendar (negative once past), or null without one. */
export function daysToCriticalDate(task: Timed, now: Date): number | null {
  return task.critical_date ? daysBetween(chileDate(now), task.critical_date) : null;
}

/** An open task whose critical date is 2 days away or less (past ones too). */
export function nearDeadline(task: Timed, now: Date): boolean {
  const left = daysToCriticalDate(task, now);
  return task.status === 1 && left !== null && left <= NEAR_DEADLINE_DAYS;
}

/**
 * The traffic light of a card. Open: red past the critical date or after 7 days waiting, yellow
 * near it or after 3 days waiting, green otherwise. Finished: red when it ended after its critical
 * date, green otherwise.
 */
export function lightStatus(task: Timed, now: Date): LightStatus {
  if (task.status === 3) {
    const late =
      task.critical_date !== null && task.ended_at !== null && chileDate(new Date(task.ended_at)) > task.critical_date;
    return late ? 2 : 0;
  }
  const left = daysToCriticalDate(task, now);
  const waited = waitingDays(task, now);
  if ((left !== null && left < 0) || waited >= BAD_WAITING_DAYS) return 2;
  if ((left !== null && left <= NEAR_DEADLINE_DAYS) || waited >= REGULAR_WAITING_DAYS) return 1;
  return 0;
}

/**
 * The instant an open item's light turns red if nothing changes (`lightStatus`): the first
 * instant of the Chile day after its critical date, or when its wait reaches 7 days as
 * `waitingDays` rounds it (6.95), whichever comes first. The dashboard counts red items by it.
 */
export function turnsRedAt(item: Pick<Timed, 'waiting_since' | 'critical_date'>): number {
  const waitedTooLong = Date.parse(item.waiting_since) + Math.ceil((BAD_WAITING_DAYS - 0.05) * DAY_MS);
  if (!item.critical_date) return waitedTooLong;
  return Math.min(waitedTooLong, chileDayStart(addDays(item.critical_date, 1)).getTime());
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
