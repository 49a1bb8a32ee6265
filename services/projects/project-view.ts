import {
  PROJECT_MEMBERS,
  PROJECTS,
  type ProjectDocument,
  type ProjectMemberDocument,
  projectMemberId,
} from '../../projections/organisation/projects.projection';
import type { ProjectView } from '../contracts/project';
import type { DeepReadonly, ReadStore } from '../platform/read-store/read-store.port';
import { findShared, getShared } from '../platform/read-store/shared-reads';
import { type WithoutId, withoutId } from '../platform/read-store/without-id';

/**
 * A project as one user sees it: with their job type, capabilities and options there (spec 3). It
 * shares the documents' fields (read shared, not copied), so it is read-only: an answer to serialise.
 */
export function projectView(
  project: DeepReadonly<ProjectDocument>,
  member: DeepReadonly<ProjectMemberDocument> | null,
): DeepReadonly<ProjectView> {
  const view: WithoutId<DeepReadonly<ProjectDocument>> & Partial<WithoutId<DeepReadonly<ProjectView>>> =
    withoutId(project);
  view.job_type = member ? member.job : null;
  view.user_project = member ? { user_id: member.user_id, capabilities: member.capabilities } : null;
  view.useroptions = member?.useroptions ?? { daily_reports: true, notification_sound: true };
  return view as DeepReadonly<ProjectView>;
}

/** The projects a user belongs to, open or closed, each seen as that user sees it, by name. */
export async function projectsOfUser(reads: ReadStore, userId: string, closed: boolean) {
  const memberships = await findShared(reads.collection<ProjectMemberDocument>(PROJECT_MEMBERS), { user_id: userId });
  const byProject = new Map(memberships.map((member) => [member.project_id, member]));
  const projects = await findShared(
    reads.collection<ProjectDocument>(PROJECTS),
    { _id: { $in: [...byProject.keys()] }, deleted_at: closed ? { $ne: null } : null },
    { sort: { name: 1 } },
  );
  return projects.map((project) => projectView(project, byProject.get(project._id) ?? null));
}

export async function projectForUser(reads: ReadStore, project: DeepReadonly<ProjectDocument>, userId: string) {
  const member = await getShared(
    reads.collection<ProjectMemberDocument>(PROJECT_MEMBERS),
    projectMemberId(project._id, userId),
  );
  return projectView(project, member);
}
