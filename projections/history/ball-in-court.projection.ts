import {
  type BallHolder,
  type BallInCourtRule,
  type BallTurn,
  foldBall,
  holderKey,
  type OpenTurn,
} from '../../services/items/ball-in-court-rule';
import type { StoredEvent } from '../../services/platform/event-store/event-store.port';
import type { ReadStore } from '../../services/platform/read-store/read-store.port';
import type { Projection } from '../runtime/projection';
import { type BallAudience, ballTotalsKeys } from './ball-in-court.policy';

/** Per item: the rule's state, its running turn and what its ended turns add per holder. */
export const BALL_ITEMS = 'ball_in_court_items';
/** Per audience of a project's module: what its items' turns add per holder (`BallTotalsDocument`). */
export const BALL_TOTALS = 'ball_in_court_totals';

interface BallItemDocument extends BallAudience {
  _id: string;
  item: object;
  open: OpenTurn | null;
  /** Milliseconds of the ended turns, per holder. */
  closed: Array<{ holder: BallHolder; ms: number }>;
  [key: string]: unknown;
}

/**
 * One holder's share of an audience: the ended turns' milliseconds, and the running turns as a
 * count and the sum of their starts in seconds (exact integers at 100,000 items), so that a read
 * adds `open × now − open_since_s` with the clock's now, as the dashboard counts red lights.
 */
export interface BallPartyTotals {
  holder: BallHolder;
  closed_ms: number;
  open: number;
  open_since_s: number;
}

/** What a holder's share amounts to at `now`: its ended turns, and its running ones until now. */
export const heldMs = (party: BallPartyTotals, now: Date): number =>
  party.closed_ms + Math.max(0, party.open * seconds(now.getTime()) - party.open_since_s) * 1000;

export interface BallTotalsDocument {
  _id: string;
  keys: string[];
  parties: BallPartyTotals[];
  [key: string]: unknown;
}

const seconds = (ms: number) => Math.round(ms / 1000);
const audienceId = (audience: BallAudience) =>
  `${audience.project_id}:${audience.module}:${audience.readers.join(',')}`;
const span = (turn: BallTurn) => Math.max(0, Date.parse(turn.to ?? turn.from) - Date.parse(turn.from));

/** Adds an ended turn to an item's closed milliseconds. */
function withEnded(closed: BallItemDocument['closed'], turn: BallTurn): BallItemDocument['closed'] {
  const key = holderKey(turn.holder);
  const found = closed.find((entry) => holderKey(entry.holder) === key);
  if (!found) return [...closed, { holder: turn.holder, ms: span(turn) }];
  return closed.map((entry) => (entry === found ? { ...entry, ms: entry.ms + span(turn) } : entry));
}

/** What an item adds to its audience's totals, per holder. */
function shares(item: BallItemDocument): BallPartyTotals[] {
  const all = item.closed.map(({ holder, ms }) => ({ holder, closed_ms: ms, open: 0, open_since_s: 0 }));
  if (item.open)
    all.push({ holder: item.open.holder, closed_ms: 0, open: 1, open_since_s: seconds(Date.parse(item.open.since)) });
  return all;
}

const contribution = (item: BallItemDocument | null) =>
  item ? JSON.stringify([audienceId(item), shares(item)]) : null;

/** Takes the item's old share out of its audience's totals and puts the new one in. */
async function moveTotals(store: ReadStore, before: BallItemDocument | null, after: BallItemDocument | null) {
  if (contribution(before) === contribution(after)) return;
  const totals = store.collection<BallTotalsDocument>(BALL_TOTALS);
  const touched = new Map<string, BallTotalsDocument>();
  const move = async (item: BallItemDocument, sign: 1 | -1) => {
    const id = audienceId(item);
    const doc = touched.get(id) ?? (await totals.get(id)) ?? { _id: id, keys: ballTotalsKeys(item), parties: [] };
    touched.set(id, doc);
    for (const share of shares(item)) {
      const key = holderKey(share.holder);
      let party = doc.parties.find((entry) => holderKey(entry.holder) === key);
      if (!party) {
        party = { holder: share.holder, closed_ms: 0, open: 0, open_since_s: 0 };
        doc.parties.push(party);
      }
      party.closed_ms += sign * share.closed_ms;
      party.open += sign * share.open;
      party.open_since_s += sign * share.open_since_s;
    }
    doc.parties = doc.parties.filter((party) => party.closed_ms !== 0 || party.open !== 0);
  };
  if (before) await move(before, -1);
  if (after) await move(after, 1);
  for (const doc of touched.values()) {
    if (doc.parties.length === 0) await totals.delete(doc._id);
    else await totals.upsert(doc);
  }
}

/**
 * Who held the ball, summed per project (docs/decisions.md, "Historial: quién tiene la pelota"):
 * each item folds its events through its type's rule (declared in its manifest, handed over by
 * the composition root) and moves its share of its audience's totals, so a project's totals are
 * read from a few documents however many items it has.
 */
export function ballInCourtProjection(rules: readonly BallInCourtRule<object>[]): Projection {
  const byEvent = new Map(rules.flatMap((rule) => rule.handles.map((type) => [type, rule] as const)));
  return {
    name: 'ball-in-court',
    version: 1,
    collections: [BALL_ITEMS, BALL_TOTALS],
    handles: [...byEvent.keys()],

    async setup(store: ReadStore) {
      await store.collection(BALL_TOTALS).ensureIndex(['keys']);
    },

    async apply(event: StoredEvent, store: ReadStore) {
      const rule = byEvent.get(event.type);
      if (!rule) return;
      const { id, projectId } = rule.itemOf(event);
      const items = store.collection<BallItemDocument>(BALL_ITEMS);
      const _id = `${rule.itemType}:${id}`;
      const before = await items.get(_id);
      const next = foldBall(rule, { item: before?.item ?? null, open: before?.open ?? null }, event);
      const closed = before?.closed ?? [];
      const after: BallItemDocument | null = next.item && {
        _id,
        project_id: projectId,
        module: rule.module,
        readers: rule.readers(next.item),
        item: next.item,
        open: next.open,
        closed: next.ended ? withEnded(closed, next.ended) : closed,
      };
      if (JSON.stringify(before) === JSON.stringify(after)) return;
      await moveTotals(store, before, after);
      if (after) await items.upsert(after);
      else await items.delete(_id);
    },
  };
}
