import { FINISHED_STATUSES } from '../../services/additionals/additional.events';
import type { Cents, CurrencyId } from '../../services/contracts/money';
import { turnsRedAt } from '../../services/items/item-light';
import { EVERY_MEMBER } from '../../services/items/item-readers';
import { chileDate } from '../../services/platform/clock/calendar';
import type { AdditionalDocument } from '../additionals/additionals.projection';
import type { RdiDocument } from '../rdi/rdi.projection';
import type { TaskListingDocument } from '../tasks/task-listing.projection';

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

/** The readers of a whole module's items: every member the module's rule lets read it. */
const EVERY_READER = [EVERY_MEMBER];

const seconds = (iso: string) => Math.round(Date.parse(iso) / 1000);

interface Timed {
  created_at: string;
  ended_at: string | null;
  waiting_since: string;
  critical_date: string | null;
}

function timedShare(
  base: Pick<DashboardShare, 'project_id' | 'module' | 'readers' | 'money'>,
  item: Timed,
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

/** A task of Consultas (a possible additional is the Adicionales screen's, not counted here). */
export function taskShare(task: TaskListingDocument | null): DashboardShare | null {
  if (!task || task.is_posible_additional) return null;
  const base = { project_id: task.project_id, module: 'tasks' as const, readers: task.readers, money: null };
  return timedShare(base, task, task.status === 3);
}

/** An RDI: its light counts the current responsible's turn, as its card's does. */
export function rdiShare(rdi: RdiDocument | null): DashboardShare | null {
  if (!rdi) return null;
  const base = { project_id: rdi.project_id, module: 'rdi' as const, readers: EVERY_READER, money: null };
  return timedShare(base, { ...rdi, waiting_since: rdi.response_since }, rdi.status === 3);
}

/** An additional: finished once accepted or cancelled; an accepted one adds its money to 'Avance'. */
export function additionalShare(additional: AdditionalDocument | null): DashboardShare | null {
  if (!additional) return null;
  const { last_revision: last } = additional;
  const money =
    additional.status === 2
      ? { currency_id: last.currency_id, accepted: last.total_requested, paid: additional.approved_amount }
      : null;
  const base = { project_id: additional.project_id, module: 'additionals' as const, readers: EVERY_READER, money };
  return timedShare(
    base,
    { ...additional, waiting_since: additional.response_since },
    FINISHED_STATUSES.includes(additional.status),
  );
}
