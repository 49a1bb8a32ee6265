import { visibleBallTotalsKeys } from '../../projections/history/ball-in-court.policy';
import { BALL_TOTALS, type BallTotalsDocument, heldMs } from '../../projections/history/ball-in-court.projection';
import {
  PROJECT_MEMBERS,
  type ProjectMemberDocument,
  projectMemberId,
} from '../../projections/organisation/projects.projection';
import type { UserDocument } from '../../projections/users/user-directory.projection';
import type { BallInCourt, BallParty, BallTotal } from '../contracts/ball-in-court';
import { USERS } from '../contracts/collections';
import type { HistoryItemType } from '../contracts/history-items';
import { type BallHolder, ballTurns, holderKey } from '../items/ball-in-court-rule';
import type { ItemRegistry } from '../items/item-registry';
import { jobType } from '../organisation/job-types';
import type { Actor } from '../platform/commands/actor';
import { DomainError } from '../platform/domain-error';
import type { EventStore } from '../platform/event-store/event-store.port';
import type { ReadStore } from '../platform/read-store/read-store.port';
import { readableHistoryItem } from './history-item';
import { streamCache } from './stream-cache';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const hours = (ms: number) => Math.round(ms / (HOUR_MS / 100)) / 100;
const days = (ms: number) => Math.round(ms / (DAY_MS / 10)) / 10;

export const NO_TURNS = 'Este tipo de elemento no tiene turnos.';

/** The holders named as the app names people: the user's name and the job they hold in the project now. */
async function namedParties(
  reads: ReadStore,
  projectId: string,
  holders: BallHolder[],
): Promise<Map<string, BallParty>> {
  const parties = new Map<string, BallParty>();
  for (const holder of holders) {
    const key = holderKey(holder);
    if (parties.has(key)) continue;
    if (holder.user_id === null) {
      const job = jobType(holder.job_type_id ?? 0);
      parties.set(key, { user: null, job_type: job ? { id: job.id, name: job.name } : null });
      continue;
    }
    const [user, member] = await Promise.all([
      reads.collection<UserDocument>(USERS).get(holder.user_id),
      reads.collection<ProjectMemberDocument>(PROJECT_MEMBERS).get(projectMemberId(projectId, holder.user_id)),
    ]);
    parties.set(key, { user: { id: holder.user_id, name: user?.name ?? '' }, job_type: member?.job ?? null });
  }
  return parties;
}

/** Totals by party, most held first (then by name), from milliseconds per holder. */
function totalsOf(held: Map<string, { holder: BallHolder; ms: number }>, parties: Map<string, BallParty>): BallTotal[] {
  const partyName = (party: BallParty) => party.user?.name ?? party.job_type?.name ?? '';
  return [...held.entries()]
    .map(([key, { ms }]) => ({ party: parties.get(key)!, ms }))
    .sort((a, b) => b.ms - a.ms || partyName(a.party).localeCompare(partyName(b.party), 'es'))
    .map(({ party, ms }) => ({ party, hours: hours(ms), days: days(ms) }));
}

function add(held: Map<string, { holder: BallHolder; ms: number }>, holder: BallHolder, ms: number) {
  const key = holderKey(holder);
  const entry = held.get(key) ?? { holder, ms: 0 };
  entry.ms += ms;
  held.set(key, entry);
}

/** One item's turns from its stream, the running one counted until `now`. */
async function itemTurns(
  items: ItemRegistry,
  reads: ReadStore,
  events: EventStore,
  item: { type: HistoryItemType; stream: string; projectId: string | null },
  now: Date,
): Promise<BallInCourt> {
  const rule = items.ballRuleOf(item.type);
  if (!rule || item.projectId === null) throw new DomainError('history.no_turns', NO_TURNS, 422);
  const turns = ballTurns(rule, await streamCache(events).read(item.stream));
  const parties = await namedParties(
    reads,
    item.projectId,
    turns.map((turn) => turn.holder),
  );
  const held = new Map<string, { holder: BallHolder; ms: number }>();
  const intervals = turns.map((turn) => {
    const ms = Math.max(0, (turn.to ? Date.parse(turn.to) : now.getTime()) - Date.parse(turn.from));
    add(held, turn.holder, ms);
    return { party: parties.get(holderKey(turn.holder))!, from: turn.from, to: turn.to, hours: hours(ms) };
  });
  return { intervals, totals: totalsOf(held, parties) };
}

/** A project's totals by party over every item the actor may read, from the totals' projection. */
async function projectTurns(reads: ReadStore, actor: Actor, projectId: string, now: Date): Promise<BallInCourt> {
  const documents = await reads
    .collection<BallTotalsDocument>(BALL_TOTALS)
    .find({ keys: { $in: visibleBallTotalsKeys(actor, projectId) } });
  const held = new Map<string, { holder: BallHolder; ms: number }>();
  for (const document of documents) {
    for (const party of document.parties) add(held, party.holder, heldMs(party, now));
  }
  const holders = [...held.values()].map((entry) => entry.holder);
  return { intervals: [], totals: totalsOf(held, await namedParties(reads, projectId, holders)) };
}

/**
 * Who held the ball on an item the actor may read (404 otherwise): a task's, an RDI's or an
 * additional's turns; a project's totals by party; 422 for items without turns.
 */
export async function ballInCourt(
  items: ItemRegistry,
  reads: ReadStore,
  events: EventStore,
  actor: Actor,
  request: { type: HistoryItemType; id: string },
  now: Date,
): Promise<BallInCourt> {
  const item = await readableHistoryItem(items, reads, actor, request.type, request.id);
  if (item.type === 'project') return projectTurns(reads, actor, item.id, now);
  return itemTurns(items, reads, events, item, now);
}
