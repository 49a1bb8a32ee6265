import type { AdditionalDocument } from '../../projections/additionals/additionals.projection';
import { lightStatus } from '../items/item-light';
import { FINISHED_STATUSES } from './additional.events';

/**
 * What an additional says about time (docs/decisions.md, "Adicionales: tiempos y semáforo"):
 * computed when asked, from the instants the events stored and the clock's now, so a rebuild
 * answers the same.
 */

const DAY_MS = 86_400_000;
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

type Timed = Pick<AdditionalDocument, 'status' | 'created_at' | 'ended_at' | 'response_since' | 'critical_date'>;

/** Spec 3: the traffic light, 1 green, 2 yellow, 3 red. */
export type AdditionalLight = 1 | 2 | 3;

const finished = (additional: Timed) => FINISHED_STATUSES.includes(additional.status);
/** Until now, or frozen when it was accepted or cancelled. */
const until = (additional: Timed, now: Date) =>
  finished(additional) && additional.ended_at ? Date.parse(additional.ended_at) : now.getTime();
const daysSince = (additional: Timed, from: string, now: Date) =>
  oneDecimal(Math.max(0, until(additional, now) - Date.parse(from)) / DAY_MS);

/** waitingtime: days since the additional was created, frozen when it finished. */
export const additionalWaitingDays = (additional: Timed, now: Date): number =>
  daysSince(additional, additional.created_at, now);

/** waitingresponsetime: days the side that must respond (response_status) has had it. */
export const additionalResponseDays = (additional: Timed, now: Date): number =>
  daysSince(additional, additional.response_since, now);

/**
 * The traffic light: the tasks' and RDI's rule with the wait counted from the current responder's
 * turn, as 1 to 3. Pending (1 or 3): red past the critical date or after 7 days, yellow near it or
 * after 3 days, green otherwise; finished (2 or 4): red when it ended after its critical date.
 */
export const additionalLightStatus = (additional: Timed, now: Date): AdditionalLight => {
  const light = lightStatus(
    {
      status: finished(additional) ? 3 : 1,
      waiting_since: additional.response_since,
      ended_at: additional.ended_at,
      critical_date: additional.critical_date,
    },
    now,
  );
  return (light + 1) as AdditionalLight;
};

/** Mean days of a response, one decimal; 0 with none yet. */
export const meanResponseDays = (ms: number, count: number): number =>
  count === 0 ? 0 : oneDecimal(ms / count / DAY_MS);
