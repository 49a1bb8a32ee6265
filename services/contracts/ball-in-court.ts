/**
 * Who held the ball (`/history/ballInCourt`, docs/decisions.md, "Historial: quién tiene la
 * pelota"), shared by server and client.
 */

/**
 * Who had to act: a person with the job they hold in the project (null when they left it), or a
 * side of the project (RDI, additionals) with no person: whoever holds the job.
 */
export interface BallParty {
  user: { id: string; name: string } | null;
  job_type: { id: number; name: string } | null;
}

/** One turn; `to` is null while it lasts, and its hours count until now. */
export interface BallInterval {
  party: BallParty;
  from: string;
  to: string | null;
  hours: number;
}

/** What a party held in all: hours with two decimals, days (24 hours) with one, as the waiting times. */
export interface BallTotal {
  party: BallParty;
  hours: number;
  days: number;
}

/** An item's turns, oldest first, and its totals by party, most held first; a project's only totals. */
export interface BallInCourt {
  intervals: BallInterval[];
  totals: BallTotal[];
}
