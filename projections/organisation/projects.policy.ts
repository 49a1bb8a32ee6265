import { projectNotFound } from '../../services/organisation/refusal';
import type { Actor } from '../../services/platform/commands/actor';
import type { ReadStore, Shared } from '../../services/platform/read-store/read-store.port';
import { PROJECTS, type ProjectDocument } from './projects.projection';

/**
 * Who reads a project and what hangs from it (its users, options, export): its members and the
 * administrators. To anyone else it does not exist: 404, never 403 (docs/decisions.md).
 */
export const mayReadProject = (actor: Actor, project: Pick<ProjectDocument, '_id'>): boolean => actor.sees(project._id);

/** The project, when the actor may read it. */
export async function readableProject(store: ReadStore, actor: Actor, projectId: string): Promise<ProjectDocument> {
  const project = await store.collection<ProjectDocument>(PROJECTS).get(projectId);
  if (!project || !mayReadProject(actor, project)) throw projectNotFound();
  return project;
}

/**
 * The same project shared with the store, not copied, so read-only: for a query that only checks
 * its reader (a project's users) or answers its fields (the project itself), on every call.
 */
export async function readableProjectShared(
  store: ReadStore,
  actor: Actor,
  projectId: string,
): Promise<Shared<ProjectDocument>> {
  const project = await store.collection<ProjectDocument>(PROJECTS).getShared(projectId);
  if (!project || !mayReadProject(actor, project)) throw projectNotFound();
  return project;
}

/**
 * Another user's projects as the actor may list them (user administration screens): the user and
 * administrators see all of them; holders of set_user_projects, those of the companies where they
 * hold it; nobody else sees any.
 */
export function projectsOfUserVisibleTo<P extends { company_id: string }>(
  actor: Actor,
  userId: string,
  projects: P[],
): P[] | null {
  if (userId === actor.id) return projects;
  const companies = actor.companiesWhere('set_user_projects');
  if (companies === null) return projects;
  if (companies.length === 0) return null;
  return projects.filter((project) => companies.includes(project.company_id));
}
