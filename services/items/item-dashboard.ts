import type { Cents, CurrencyId } from '../contracts/money';
import { chileDate } from '../platform/clock/calendar';
import type { StoredEvent } from '../platform/event-store/event-store.port';
import { turnsRedAt } from './item-light';
import { EVERY_MEMBER } from './item-readers';

/** The dashboard's modules: the cards Tareas, RDI and Adicionales. */
export type DashboardModule = 'tasks' | 'rdi' | 'additionals';

/**
 * What one item adds to its project's dashboard (docs/decisions.md, "Panel de control: cifras"):
 * the item is taken out with its old share and put back with its new one, so every figure is a
 * sum the projection keeps and a read only adds up.
 */
export interface DashboardShare {
  project_id: string;
  module: DashboardModule;
  /** `*`, or a private task's creator and responsible: who may count it. */
  readers: string[];
  /** Chile calendar day and instant (seconds) of its creation. */
  created_day: string;
  created_s: number;
  /** The Chile day it was finished, while it is. */
  solved_day: string | null;
  /** While open: the instant (ms) its light turns red if nothing changes. */
  red_at: number | null;
  /** An accepted additional's total requested and approved payments, in its currency. */
  money: { currency_id: CurrencyId; accepted: Cents; paid: Cents } | null;
}

/** The dashboard's note of which items a later event of a group moves (an Estado de Pago's additionals). */
export interface DashboardLinks {
  keep(groupId: string, itemIds: string[]): Promise<void>;
  of(groupId: string): Promise<string[]>;
}

/**
 * What one item type tells the dashboard (`services/tasks/task.dashboard.ts`), listed in its
 * manifest: the dashboard keeps each item as the type's own list folds it and counts its share,
 * so it names no item feature.
 */
export interface DashboardItems<Doc extends object = object> {
  /** The name the dashboard keeps this type's items under (`task`). */
  readonly kind: string;
  readonly handles: readonly string[];
  /** The items an event is about: its own, or those a group event moves (kept in `links`). */
  itemIds(event: StoredEvent, links: DashboardLinks): string[] | Promise<string[]>;
  /** The item after the event, as its list folds it; null once it counts for nothing to keep. */
  fold(before: Doc | null, event: StoredEvent): Doc | null;
  /** What the item adds to the sums; null when it counts for nothing. */
  share(item: Doc): DashboardShare | null;
}

/** The readers of a whole module's items: every member the module's rule lets read it. */
export const EVERY_READER = [EVERY_MEMBER];

/** The times an item's share is counted by: its creation, its end and its light's deadline. */
export interface TimedItem {
  created_at: string;
  ended_at: string | null;
  waiting_since: string;
  critical_date: string | null;
}

const seconds = (iso: string) => Math.round(Date.parse(iso) / 1000);

/** A share from the item's times: created that day, solved the day it ended, red while open. */
export function timedShare(
  base: Pick<DashboardShare, 'project_id' | 'module' | 'readers' | 'money'>,
  item: TimedItem,
  finished: boolean,
): DashboardShare {
  const endedAt = finished ? (item.ended_at ?? item.created_at) : null;
  return {
    ...base,
    created_day: chileDate(new Date(item.created_at)),
    created_s: seconds(item.created_at),
    solved_day: endedAt ? chileDate(new Date(endedAt)) : null,
    red_at: finished ? null : turnsRedAt(item),
  };
}
