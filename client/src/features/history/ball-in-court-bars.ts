import type { BallInCourt, BallParty } from '../../../../services/contracts/ball-in-court';

const HOUR_MS = 3_600_000;

/** One turn as a bar: where it starts and how wide it is, in percent of the whole timeline. */
export interface TurnBar {
  left: number;
  width: number;
  from: string;
  /** The instant it ended, or null while it lasts. */
  to: string | null;
  hours: number;
}

/** One party's row: its turns over the timeline, and what it held in all. */
export interface PartyRow {
  key: string;
  party: BallParty;
  hours: number;
  days: number;
  bars: TurnBar[];
}

export const partyKey = (party: BallParty) => (party.user ? `u:${party.user.id}` : `j:${party.job_type?.id}`);

/** A person by name, a side (RDI, additionals) by its job. */
export const partyName = (party: BallParty) => party.user?.name ?? party.job_type?.name ?? '';

/**
 * The timeline of an item's turns: one row per party in the order of its totals (most held
 * first), each turn placed between the first turn's start and the last one's end. A running turn
 * ends where its hours reach, as the server counted them, so the client's clock plays no part.
 */
export function turnRows(turns: BallInCourt): { start: number; end: number; rows: PartyRow[] } {
  const spans = turns.intervals.map((turn) => {
    const from = Date.parse(turn.from);
    return { turn, from, end: turn.to ? Date.parse(turn.to) : from + turn.hours * HOUR_MS };
  });
  const start = Math.min(...spans.map((span) => span.from));
  const end = Math.max(...spans.map((span) => span.end));
  const length = Math.max(1, end - start);
  const rows: PartyRow[] = turns.totals.map(({ party, hours, days }) => ({
    key: partyKey(party),
    party,
    hours,
    days,
    bars: [],
  }));
  for (const { turn, from, end: until } of spans) {
    const row = rows.find((candidate) => candidate.key === partyKey(turn.party));
    row?.bars.push({
      left: ((from - start) / length) * 100,
      width: ((until - from) / length) * 100,
      from: turn.from,
      to: turn.to,
      hours: turn.hours,
    });
  }
  return { start, end, rows };
}
