import type { RdiDocument } from '../../projections/rdi/rdi.projection';
import { type LightStatus, lightStatus } from '../items/item-light';

/**
 * What an RDI says about time (docs/decisions.md, "RDI: tiempos y semáforo"): computed when asked,
 * from the instants the events stored and the clock's now, so a rebuild answers the same.
 */

const DAY_MS = 86_400_000;
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

type Timed = Pick<RdiDocument, 'status' | 'created_at' | 'ended_at' | 'response_since' | 'critical_date' | 'answered'>;

/** Until now, or frozen at the end of a finished RDI. */
const until = (rdi: Timed, now: Date) => (rdi.status === 3 && rdi.ended_at ? Date.parse(rdi.ended_at) : now.getTime());
const daysSince = (rdi: Timed, from: string, now: Date) =>
  oneDecimal(Math.max(0, until(rdi, now) - Date.parse(from)) / DAY_MS);

/** waitingtime: days since the RDI was created, frozen when it finished. */
export const rdiWaitingDays = (rdi: Timed, now: Date): number => daysSince(rdi, rdi.created_at, now);

/** waitingresponsetime: days the current responsible (response_status) has had it. */
export const rdiResponseDays = (rdi: Timed, now: Date): number => daysSince(rdi, rdi.response_since, now);

/** waiting_status: 0 waiting for an official response, 1 answered officially, 2 finished. */
export function rdiWaitingStatus(rdi: Timed): 0 | 1 | 2 {
  if (rdi.status === 3) return 2;
  return rdi.answered ? 1 : 0;
}

/**
 * The traffic light: the items' rule (items/item-light.ts) with the wait counted from the current
 * responsible's turn. Pending: red past the critical date or after 7 days, yellow near it or after
 * 3 days, green otherwise; finished: red when it ended after its critical date.
 */
export const rdiLightStatus = (rdi: Timed, now: Date): LightStatus =>
  lightStatus(
    {
      status: rdi.status,
      waiting_since: rdi.response_since,
      ended_at: rdi.ended_at,
      critical_date: rdi.critical_date,
    },
    now,
  );

/** Mean days from creation to finish, one decimal; 0 with none finished. */
export const meanSolutionDays = (solutionMs: number, ended: number): number =>
  ended === 0 ? 0 : oneDecimal(solutionMs / ended / DAY_MS);
