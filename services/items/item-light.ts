import { addDays, chileDate, chileDayStart } from '../platform/clock/calendar';

/**
 * The traffic light every item shows (tasks, RDI, additionals; docs/decisions.md, "Tareas: tiempo
 * de espera"): computed when asked, from the instants the events stored and the clock's now, so a
 * rebuild of the read models answers the same. Each feature passes the turn its wait counts from.
 */

const DAY_MS = 86_400_000;
/** Spec 4 and 9: a critical date 2 days away or less is near. */
export const NEAR_DEADLINE_DAYS = 2;
/** Waiting this many days turns the light yellow (Regular), and this many red (Malo). */
const REGULAR_WAITING_DAYS = 3;
const BAD_WAITING_DAYS = 7;

/** Module light (spec 4): 0 Bien (green), 1 Regular, 2 Malo. */
export type LightStatus = 0 | 1 | 2;

/**
 * What the light reads of an item: 1 pending or 3 finished, since when the one who must act has
 * it, when it ended, and its critical date (YYYY-MM-DD, Chile).
 */
export interface TimedItem {
  status: 1 | 3;
  waiting_since: string;
  ended_at: string | null;
  critical_date: string | null;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** Whole calendar days from one YYYY-MM-DD to another. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** Days the one who must act has had the item (frozen when it was finished), with one decimal. */
export function waitingDays(item: Pick<TimedItem, 'status' | 'waiting_since' | 'ended_at'>, now: Date): number {
  const until = item.status === 3 && item.ended_at ? Date.parse(item.ended_at) : now.getTime();
  return oneDecimal(Math.max(0, until - Date.parse(item.waiting_since)) / DAY_MS);
}

/** Days left to the critical date in Chile's calendar (negative once past), or null without one. */
export function daysToCriticalDate(item: Pick<TimedItem, 'critical_date'>, now: Date): number | null {
  return item.critical_date ? daysBetween(chileDate(now), item.critical_date) : null;
}

/**
 * The traffic light of a card. Open: red past the critical date or after 7 days waiting, yellow
 * near it or after 3 days waiting, green otherwise. Finished: red when it ended after its critical
 * date, green otherwise.
 */
export function lightStatus(item: TimedItem, now: Date): LightStatus {
  if (item.status === 3) {
    const late =
      item.critical_date !== null && item.ended_at !== null && chileDate(new Date(item.ended_at)) > item.critical_date;
    return late ? 2 : 0;
  }
  const left = daysToCriticalDate(item, now);
  const waited = waitingDays(item, now);
  if ((left !== null && left < 0) || waited >= BAD_WAITING_DAYS) return 2;
  if ((left !== null && left <= NEAR_DEADLINE_DAYS) || waited >= REGULAR_WAITING_DAYS) return 1;
  return 0;
}

/**
 * The instant an open item's light turns red if nothing changes (`lightStatus`): the first
 * instant of the Chile day after its critical date, or when its wait reaches 7 days as
 * `waitingDays` rounds it (6.95), whichever comes first. The dashboard counts red items by it.
 */
export function turnsRedAt(item: Pick<TimedItem, 'waiting_since' | 'critical_date'>): number {
  const waitedTooLong = Date.parse(item.waiting_since) + Math.ceil((BAD_WAITING_DAYS - 0.05) * DAY_MS);
  if (!item.critical_date) return waitedTooLong;
  return Math.min(waitedTooLong, chileDayStart(addDays(item.critical_date, 1)).getTime());
}
