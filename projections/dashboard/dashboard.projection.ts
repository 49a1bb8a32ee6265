import type { DashboardItems, DashboardLinks, DashboardShare } from '../../services/items/item-dashboard';
import { chileDate } from '../../services/platform/clock/calendar';
import type { StoredEvent } from '../../services/platform/event-store/event-store.port';
import type { ReadStore } from '../../services/platform/read-store/read-store.port';
import type { Projection } from '../runtime/projection';
import { dashboardKeys } from './dashboard.policy';

/** Per item, its document as its read model folds it, and the share it last added. */
export const DASHBOARD_ITEMS = 'dashboard_items';
/** Per audience of a module and Chile calendar day: what was created and solved, and turns red, that day. */
export const DASHBOARD_DAYS = 'dashboard_days';
/** Per audience of a module: the sums over all days, the days lights turn red, and the money ('Avance'). */
export const DASHBOARD_TOTALS = 'dashboard_totals';

/** The items a group's later event moves (each Estado de Pago's additionals, kept from its creation). Not pushed. */
const DASHBOARD_PAYMENT_LINKS = 'dashboard_payment_links';

/** An item as its own read model folds it: the dashboard keeps its copy, so it reads no other projection. */
interface FollowedItem {
  /** Its type's `DashboardItems.kind`. */
  kind: string;
  doc: object;
}

interface DashboardItemDocument {
  _id: string;
  item: FollowedItem;
  /** What it last added to the sums (what a change takes out again); null when it counts for nothing. */
  share: DashboardShare | null;
  [key: string]: unknown;
}

interface CoveredAdditionalsDocument {
  _id: string;
  additional_ids: string[];
  [key: string]: unknown;
}

/** What the figures add up. Sums of instants are in seconds, so they stay exact integers. */
export interface DashboardSums {
  created: number;
  /** The creation instants of the items created, and of those solved. */
  created_s: number;
  solved: number;
  solved_created_s: number;
}
const SUM_FIELDS = ['created', 'created_s', 'solved', 'solved_created_s'] as const;
const NO_SUMS: DashboardSums = { created: 0, created_s: 0, solved: 0, solved_created_s: 0 };

/** One audience's day of one module, read by id (`dayDocumentId`) for the last four weeks. */
export interface DashboardDayDocument extends DashboardSums {
  _id: string;
  day: string;
  /** The instants (ms) pending items turn red that day: today's are compared with the clock. */
  red_at: number[];
  [key: string]: unknown;
}

/** One audience of one module over all days, found by the audience's keys (`dashboardKeys`). */
export interface DashboardTotalsDocument extends DashboardSums {
  _id: string;
  keys: string[];
  /**
   * The days pending items turn red on, and how many on each: parallel lists, not a record keyed
   * by day (docs/performance.md, ids as keys).
   */
  red_days: string[];
  red_counts: number[];
  money: Array<{ currency_id: number; accepted: number; paid: number }>;
  [key: string]: unknown;
}

/** An audience: a module's items every member may count, or a private task's two people. */
const audienceId = (share: DashboardShare) => `${share.project_id}:${share.module}:${share.readers.join(',')}`;
export const dayDocumentId = (audience: string, day: string) => `${audience}:${day}`;

type DayChange = DashboardSums & { red?: number };

const addSums = (into: DashboardSums, change: DashboardSums) => {
  for (const field of SUM_FIELDS) into[field] += change[field];
};
const noSums = (sums: DashboardSums) => SUM_FIELDS.every((field) => sums[field] === 0);

/** The days a share touches, each with what it adds there (`sign` −1 takes it out). */
function dayChanges(share: DashboardShare, sign: 1 | -1): Map<string, DayChange> {
  const days = new Map<string, DayChange>();
  const bump = (day: string, change: Partial<DashboardSums>, red?: number) => {
    const current: DayChange = days.get(day) ?? { ...NO_SUMS };
    for (const [field, value] of Object.entries(change) as [keyof DashboardSums, number][]) {
      current[field] += sign * value;
    }
    if (red !== undefined) current.red = red;
    days.set(day, current);
  };
  bump(share.created_day, { created: 1, created_s: share.created_s });
  if (share.solved_day) bump(share.solved_day, { solved: 1, solved_created_s: share.created_s });
  if (share.red_at !== null) bump(chileDate(new Date(share.red_at)), {}, share.red_at);
  return days;
}

/** Counts one more (or one less) pending item turning red on `day`. */
function moveRedDay(totals: DashboardTotalsDocument, day: string, sign: 1 | -1): void {
  let at = totals.red_days.indexOf(day);
  if (at < 0) at = totals.red_days.push(day) - 1;
  totals.red_counts[at] = (totals.red_counts[at] ?? 0) + sign;
  if (totals.red_counts[at] === 0) {
    totals.red_days.splice(at, 1);
    totals.red_counts.splice(at, 1);
  }
}

/** Moves a share's days and its audience's totals (money included) by `sign`. */
async function moveSums(store: ReadStore, share: DashboardShare, sign: 1 | -1): Promise<void> {
  const id = audienceId(share);
  const days = store.collection<DashboardDayDocument>(DASHBOARD_DAYS);
  const totalsCollection = store.collection<DashboardTotalsDocument>(DASHBOARD_TOTALS);
  const totals = (await totalsCollection.get(id)) ?? {
    _id: id,
    keys: dashboardKeys(share),
    ...NO_SUMS,
    red_days: [],
    red_counts: [],
    money: [],
  };
  for (const [day, change] of dayChanges(share, sign)) {
    const dayId = dayDocumentId(id, day);
    const doc = (await days.get(dayId)) ?? { _id: dayId, day, ...NO_SUMS, red_at: [] };
    addSums(doc, change);
    addSums(totals, change);
    if (change.red !== undefined) {
      if (sign === 1) doc.red_at.push(change.red);
      else doc.red_at.splice(doc.red_at.indexOf(change.red), 1);
      moveRedDay(totals, day, sign);
    }
    if (noSums(doc) && doc.red_at.length === 0) await days.delete(dayId);
    else await days.upsert(doc);
  }
  if (share.money) moveMoney(totals, share.money, sign);
  if (noSums(totals) && totals.red_days.length === 0 && totals.money.length === 0) await totalsCollection.delete(id);
  else await totalsCollection.upsert(totals);
}

function moveMoney(totals: DashboardTotalsDocument, money: NonNullable<DashboardShare['money']>, sign: 1 | -1) {
  const { currency_id, accepted, paid } = money;
  const entry = totals.money.find((candidate) => candidate.currency_id === currency_id);
  if (entry) {
    entry.accepted += sign * accepted;
    entry.paid += sign * paid;
  } else {
    totals.money.push({ currency_id, accepted: sign * accepted, paid: sign * paid });
  }
  totals.money = totals.money.filter((candidate) => candidate.accepted !== 0 || candidate.paid !== 0);
}

/** Folds the item and, when its share changed, takes the old one out of the sums and puts the new one in. */
async function follow(store: ReadStore, type: DashboardItems, itemId: string, event: StoredEvent): Promise<void> {
  const items = store.collection<DashboardItemDocument>(DASHBOARD_ITEMS);
  const stored = await items.get(itemId);
  const before = stored?.item.kind === type.kind ? stored.item.doc : null;
  const doc = type.fold(before, event);
  const item = doc && { kind: type.kind, doc };
  const [was, is] = [stored?.share ?? null, doc && type.share(doc)];
  if (JSON.stringify(was) !== JSON.stringify(is)) {
    if (was) await moveSums(store, was, -1);
    if (is) await moveSums(store, is, 1);
  }
  if (item) await items.upsert({ _id: itemId, share: is, item });
  else if (stored) await items.delete(itemId);
}

/** The links of the dashboard's own collection, kept where they always were. */
function linksIn(store: ReadStore): DashboardLinks {
  const links = store.collection<CoveredAdditionalsDocument>(DASHBOARD_PAYMENT_LINKS);
  return {
    keep: (groupId, itemIds) => links.upsert({ _id: groupId, additional_ids: itemIds }),
    of: async (groupId) => (await links.get(groupId))?.additional_ids ?? [],
  };
}

/**
 * The dashboard's figures (docs/decisions.md, "Panel de control: cifras") as sums per audience
 * and day, moved by each item's change: it folds each item with the fold its type declares (the
 * item's own read-model fold, `services/tasks/task.dashboard.ts`) and keeps the result, so a task,
 * an RDI or an additional counts as its list shows it, and the dashboard reads no other projection
 * (any order, rebuilt alone).
 */
export function dashboardProjection(types: readonly DashboardItems[]): Projection {
  const typeOf = new Map(types.flatMap((type) => type.handles.map((eventType) => [eventType, type] as const)));
  return {
    name: 'dashboard',
    // 2: keeps its own copy of each item and of the Estados de Pago's additionals.
    // 3: an RDI raised from a task counts under its own id (it used to replace the task's copy).
    version: 3,
    collections: [DASHBOARD_ITEMS, DASHBOARD_DAYS, DASHBOARD_TOTALS, DASHBOARD_PAYMENT_LINKS],
    handles: [...typeOf.keys()],

    async setup(store: ReadStore) {
      await store.collection(DASHBOARD_TOTALS).ensureIndex(['keys']);
    },

    async apply(event: StoredEvent, store: ReadStore) {
      const type = typeOf.get(event.type);
      if (!type) return;
      for (const itemId of await type.itemIds(event, linksIn(store))) await follow(store, type, itemId, event);
    },
  };
}
