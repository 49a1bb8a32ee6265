import type { HistoryItemType } from '../contracts/history-items';
import type { StoredEvent } from '../platform/event-store/event-store.port';

/**
 * Who holds the ball (docs/decisions.md, "Historial: quién tiene la pelota"): a person (a task's
 * responsible or creator; their job is the one they hold in the project when asked), or a side of
 * the project named by its job (an RDI's or an additional's ITO or Jefe OT), whoever holds that job.
 */
export interface BallHolder {
  user_id: string | null;
  job_type_id: number | null;
}

/** A side of the project: whoever holds the job there. */
export const sideHolder = (jobTypeId: number): BallHolder => ({ user_id: null, job_type_id: jobTypeId });

/** The audiences a project's totals are kept for: the dashboard's modules. */
export type BallModule = 'tasks' | 'rdi' | 'additionals';

/**
 * How one item type's events read as turns, declared beside its feature (`<item>.ball-in-court.ts`)
 * and named by its manifest. `S` is what the rule folds from the item's events: plain
 * JSON, so the project totals' projection can keep it between events.
 */
export interface BallInCourtRule<S extends object> {
  itemType: HistoryItemType;
  module: BallModule;
  /** The item's event types: every one of them names the item and its project. */
  handles: readonly string[];
  /** The item an event is about. */
  itemOf(event: StoredEvent): { id: string; projectId: string };
  /** The item after one of its events; null before it is created and once it is deleted. */
  evolve(state: S | null, event: StoredEvent): S | null;
  /** Who must act now; null while nobody must (a finished item). */
  holder(state: S): BallHolder | null;
  /** Who may count the item's turns: `*` (every reader of its module) or a private task's two people. */
  readers(state: S): string[];
}

/** A turn that has not ended. */
export interface OpenTurn {
  holder: BallHolder;
  since: string;
}

/** One interval during which `holder` had to act; `to` is null while it lasts. */
export interface BallTurn {
  holder: BallHolder;
  from: string;
  to: string | null;
}

/** One key per holder: a person by id, a side by job. */
export const holderKey = (holder: BallHolder): string =>
  holder.user_id !== null ? `u:${holder.user_id}` : `j:${holder.job_type_id}`;

/**
 * The ball after an event at `at`: the open turn goes on while the holder stays; otherwise it ends
 * then (returned as `ended`) and the new holder's, if any, starts.
 */
export function passBall(
  open: OpenTurn | null,
  holder: BallHolder | null,
  at: string,
): { ended: BallTurn | null; open: OpenTurn | null } {
  if (open && holder && holderKey(open.holder) === holderKey(holder)) return { ended: null, open };
  return {
    ended: open ? { holder: open.holder, from: open.since, to: at } : null,
    open: holder ? { holder, since: at } : null,
  };
}

/** Folds the item's events into the ball's state after each of them. */
export function foldBall<S extends object>(
  rule: BallInCourtRule<S>,
  state: { item: S | null; open: OpenTurn | null },
  event: StoredEvent,
): { item: S | null; open: OpenTurn | null; ended: BallTurn | null } {
  const item = rule.evolve(state.item, event);
  const passed = passBall(state.open, item ? rule.holder(item) : null, event.metadata.occurredAt);
  return { item, ...passed };
}

/** Every turn of an item, oldest first, from its stream. */
export function ballTurns<S extends object>(rule: BallInCourtRule<S>, events: readonly StoredEvent[]): BallTurn[] {
  const turns: BallTurn[] = [];
  let state: { item: S | null; open: OpenTurn | null } = { item: null, open: null };
  for (const event of events) {
    if (!rule.handles.includes(event.type)) continue;
    const next = foldBall(rule, state, event);
    if (next.ended) turns.push(next.ended);
    state = next;
  }
  if (state.open) turns.push({ holder: state.open.holder, from: state.open.since, to: null });
  return turns;
}
