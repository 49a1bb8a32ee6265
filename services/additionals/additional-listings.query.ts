import {
  ADDITIONAL_REGISTERS,
  ADDITIONAL_STATS,
  ADDITIONALS,
  type AdditionalDocument,
  type AdditionalRegisterDocument,
  type AdditionalStatsDocument,
  additionalListKeys,
} from '../../projections/additionals/additionals.projection';
import type { ProjectDocument } from '../../projections/organisation/projects.projection';
import type {
  AdditionalCard,
  AdditionalListing,
  AdditionalStatistics,
  LastAdditionalData,
} from '../contracts/additional-answers';
import { type CurrencyId, centsNumber } from '../contracts/money';
import { itemListPage } from '../items/item-list-page';
import type { LinkedItems } from '../items/linked-items';
import type { Actor } from '../platform/commands/actor';
import type { Filter, ReadStore } from '../platform/read-store/read-store.port';
import {
  ADDITIONAL_STATUS_TEXTS,
  ADDITIONAL_TYPE_NAMES,
  type AdditionalStatus,
  type AdditionalType,
} from './additional.events';
import { nextCode } from './additional-register';
import { meanResponseDays } from './additional-timing';
import { additionalCard, cardContext } from './additional-view';

/** Spec 9: 50 additionals a page. */
export const ADDITIONAL_PAGE = 50;
const ALL_STATUSES: readonly AdditionalStatus[] = [1, 2, 3, 4];

export interface AdditionalListQuery {
  projectId: string;
  statuses?: AdditionalStatus[];
  page?: number;
  order?: number;
  types?: AdditionalType[];
  specialties?: number[];
  responsible?: Array<1 | 2>;
}

/**
 * The list (type 2): the project's additionals of the statuses asked (all four unless told),
 * filtered by type, specialty and who must respond, in the order asked, 50 a page. Each filter
 * names its own keys per status (so one filter alone is answered by its index, count included):
 * the read store starts from the narrowest. The caller has checked view_additionals.
 */
export async function additionalListing(
  reads: ReadStore,
  linked: LinkedItems,
  actor: Actor,
  project: ProjectDocument,
  query: AdditionalListQuery,
  now: Date,
): Promise<AdditionalListing> {
  const p = query.projectId;
  const statuses = query.statuses?.length ? query.statuses : ALL_STATUSES;
  const keys = <T>(values: readonly T[], key: (status: number, value: T) => string) => ({
    $in: statuses.flatMap((status) => values.map((value) => key(status, value))),
  });
  const filter: Filter = {};
  if (query.types?.length) filter.type_key = keys(query.types, (s, type) => additionalListKeys.type(p, s, type));
  if (query.specialties?.length)
    filter.specialty_keys = keys(query.specialties, (s, id) => additionalListKeys.specialty(p, s, id));
  if (query.responsible?.length)
    filter.response_key = keys(query.responsible, (s, r) => additionalListKeys.response(p, s, r));
  // Every filter's keys name the project and the statuses already: the list's own key only without
  // one, and the project alone when every status is asked (one index set instead of four).
  if (Object.keys(filter).length === 0) {
    if (new Set(statuses).size === ALL_STATUSES.length) filter.project_id = p;
    else filter.list_key = keys([0], (status) => additionalListKeys.all(p, status));
  }
  const additionals = reads.collection<AdditionalDocument>(ADDITIONALS);
  const { found, total, pages } = await itemListPage(additionals, filter, query, ADDITIONAL_PAGE);
  const context = await cardContext(reads, linked, actor, project, found, now);
  return {
    additional: found.map((additional) => additionalCard(additional, context)),
    total_additional: total,
    count: pages,
  };
}

/** Spec 3 and 4: the last number and code taken in the project, and the code suggested next. */
export async function lastAdditionalData(reads: ReadStore, projectId: string): Promise<LastAdditionalData> {
  const register = await reads.collection<AdditionalRegisterDocument>(ADDITIONAL_REGISTERS).get(projectId);
  return {
    last_additional: register ? { number: register.number, code: register.code } : null,
    suggested_code: nextCode(register?.code ?? ''),
  };
}

/**
 * The statistics tab (docs/decisions.md, "Adicionales: estadísticas"): per type, status and
 * currency, how many and their current total requested; per week (Monday), created and solved
 * (accepted or cancelled); and the mean days a response took.
 */
export async function additionalStatistics(reads: ReadStore, projectId: string): Promise<AdditionalStatistics> {
  const stats = await reads.collection<AdditionalStatsDocument>(ADDITIONAL_STATS).get(projectId);
  const amounts = Object.entries(stats?.amounts ?? {})
    .map(([key, entry]) => {
      const [type, status, currency] = key.split(':').map(Number) as [AdditionalType, AdditionalStatus, CurrencyId];
      return { type, status, currency_id: currency, ...entry };
    })
    .sort((a, b) => a.type - b.type || a.status - b.status || a.currency_id - b.currency_id);
  return {
    by_type_and_status: amounts.map((entry) => ({
      type: entry.type,
      type_name: ADDITIONAL_TYPE_NAMES[entry.type],
      status: entry.status,
      statustext: ADDITIONAL_STATUS_TEXTS[entry.status],
      currency_id: entry.currency_id,
      count: entry.count,
      total_requested: centsNumber(entry.total),
    })),
    per_week: Object.entries(stats?.weeks ?? {})
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([week, entry]) => ({ week, ...entry })),
    average_response_days: meanResponseDays(stats?.response_ms ?? 0, stats?.response_count ?? 0),
  };
}

/** Every additional of the project by number, for the Excel export. */
export async function exportedAdditionals(
  reads: ReadStore,
  linked: LinkedItems,
  actor: Actor,
  project: ProjectDocument,
  now: Date,
): Promise<AdditionalCard[]> {
  const found = await reads
    .collection<AdditionalDocument>(ADDITIONALS)
    .find({ project_id: project._id }, { sort: { number_key: 1 } });
  const context = await cardContext(reads, linked, actor, project, found, now);
  return found.map((additional) => additionalCard(additional, context));
}
