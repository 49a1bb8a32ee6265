import type { ProjectDocument } from '../../projections/organisation/projects.projection';
import {
  RDI_GRAPHS,
  RDIS,
  type RdiDocument,
  type RdiGraphDocument,
  rdiListKeys,
} from '../../projections/rdi/rdi.projection';
import { similarItems } from '../../projections/search/similar-items';
import { USERS, type UserDocument } from '../../projections/users/user-directory.projection';
import type { RdiCard, RdiGraphData, RdiListing } from '../contracts/rdi-answers';
import { NEWEST_FIRST } from '../items/item-list-order';
import { itemListPage } from '../items/item-list-page';
import type { SimilarItem, SimilarQuery } from '../items/linked-items';
import type { Actor } from '../platform/commands/actor';
import type { Filter, ReadStore } from '../platform/read-store/read-store.port';
import { markdownSnippet } from '../platform/text/markdown';
import type { RdiReader } from './rdi-responder';
import { meanSolutionDays } from './rdi-timing';
import { approvalChecks, rdiReader, rdiStatusFields } from './rdi-view';

/** Spec 9: 50 RDI a page. */
export const RDI_PAGE = 50;

/** The names of the people a page of RDI shows (creators and approvers), read once for the page. */
async function namesOf(reads: ReadStore, rdis: readonly RdiDocument[]) {
  const ids = rdis.flatMap((rdi) => [rdi.created_by, ...rdi.approval_checks.map((check) => check.user_id)]);
  const users = await reads.collection<UserDocument>(USERS).find({ _id: { $in: [...new Set(ids)] } });
  return new Map(users.map((user) => [user._id, user]));
}

/** An RDI as the list shows it (spec 2, 'RDI list columns' and the mobile card), for a reader at `now`. */
export function rdiCard(
  rdi: RdiDocument,
  names: ReadonlyMap<string, UserDocument>,
  reader: RdiReader,
  newSystem: boolean,
  now: Date,
): RdiCard {
  const creatorName = names.get(rdi.created_by)?.name ?? '';
  return {
    id: rdi.id,
    number: rdi.number,
    title: rdi.title,
    description: rdi.description,
    project_id: rdi.project_id,
    priority: rdi.priority,
    specialties: rdi.specialties.map((specialty) => ({ ...specialty, specialty: { name: specialty.name } })),
    subject: rdi.subject,
    created_by: rdi.created_by,
    created_by_user: { id: rdi.created_by, name: creatorName },
    created_at: rdi.created_at,
    ended_at: rdi.ended_at,
    critical_date: rdi.critical_date,
    task_id: rdi.task_id,
    ...rdiStatusFields(rdi, reader, { newSystem, creatorName }, now),
    approval_checks: approvalChecks(rdi.approval_checks, names),
  };
}

export interface RdiListQuery {
  projectId: string;
  status: 1 | 3;
  page?: number;
  order?: number;
  specialties?: number[];
  subjects?: number[];
  responsible?: Array<1 | 2>;
}

/**
 * The RDI list (types 2 and 3): the project's RDI of one status, filtered by specialty, subject
 * and who must answer, in the order asked, 50 a page. The caller has checked view_rdi.
 */
export async function rdiListing(
  reads: ReadStore,
  actor: Actor,
  project: ProjectDocument,
  query: RdiListQuery,
  now: Date,
): Promise<RdiListing> {
  const { projectId: p, status: s } = query;
  // Each filter names its own keys: the read store starts from the narrowest and tests the others.
  const filter: Filter = { list_key: rdiListKeys.all(p, s) };
  if (query.specialties?.length)
    filter.specialty_keys = { $in: query.specialties.map((id) => rdiListKeys.specialty(p, s, id)) };
  if (query.subjects?.length) filter.subject_key = { $in: query.subjects.map((id) => rdiListKeys.subject(p, s, id)) };
  if (query.responsible?.length)
    filter.response_key = { $in: query.responsible.map((r) => rdiListKeys.response(p, s, r)) };
  const { found, total, pages } = await itemListPage(reads.collection<RdiDocument>(RDIS), filter, query, RDI_PAGE);
  const names = await namesOf(reads, found);
  return {
    rdi: found.map((rdi) => rdiCard(rdi, names, rdiReader(actor, p), project.rdi_close_system.new_system, now)),
    total_rdi: total,
    status: query.status,
    count: pages,
    // The approval strip shows on new-system projects (spec 2).
    new_system: project.rdi_close_system.new_system,
  };
}

/**
 * The graphs (type 4): per specialty, RDI in total, pending and finished, and the mean days from
 * creation to finish (one decimal). The project's specialties first, in its order, then any name
 * an RDI still carries from before the project's specialties changed.
 */
export async function rdiGraphData(reads: ReadStore, project: ProjectDocument): Promise<RdiGraphData> {
  const graph = await reads.collection<RdiGraphDocument>(RDI_GRAPHS).get(project._id);
  const counted = graph?.specialties ?? {};
  const names = [
    ...new Set([...project.specialties.map((specialty) => specialty.name), ...Object.keys(counted).sort()]),
  ];
  const entries = names.map((name) => counted[name] ?? { total: 0, pending: 0, ended: 0, solution_ms: 0 });
  return {
    specialties: names,
    rdis_count: entries.map((entry) => entry.total),
    rdis_pending: entries.map((entry) => entry.pending),
    rdis_ended: entries.map((entry) => entry.ended),
    time_average: entries.map((entry) => meanSolutionDays(entry.solution_ms, entry.ended)),
  };
}

/** Every RDI of the project by number, for the Excel export. */
export async function exportedRdis(
  reads: ReadStore,
  actor: Actor,
  project: ProjectDocument,
  now: Date,
): Promise<RdiCard[]> {
  const found = await reads
    .collection<RdiDocument>(RDIS)
    .find({ project_id: project._id }, { sort: { number_key: 1 } });
  const names = await namesOf(reads, found);
  const reader = rdiReader(actor, project._id);
  return found.map((rdi) => rdiCard(rdi, names, reader, project.rdi_close_system.new_system, now));
}

/** Similar RDI for the create dialogs' panel; none for a reader without view_rdi. */
export async function similarRdis(reads: ReadStore, actor: Actor, query: SimilarQuery): Promise<SimilarItem[]> {
  if (!actor.can('view_rdi', query.projectId)) return [];
  const found = await similarItems(
    reads.collection<RdiDocument>(RDIS),
    { project_id: query.projectId },
    query,
    NEWEST_FIRST,
  );
  return found.map((rdi) => ({
    id: rdi.id,
    number: rdi.number,
    title: rdi.title,
    description: rdi.description,
    snippet: markdownSnippet(rdi.description),
    seen_by_me: rdi.seen_by[actor.id]?.status ?? null,
  }));
}
