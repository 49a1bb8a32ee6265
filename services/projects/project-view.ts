import {
  PROJECT_MEMBERS,
  PROJECTS,
  type ProjectDocument,
  type ProjectMemberDocument,
  projectMemberId,
} from '../../projections/organisation/projects.projection';
import type { ProjectView } from '../contracts/project';
import type { ReadStore, Shared } from '../platform/read-store/read-store.port';
import { type WithoutId, withoutId } from '../platform/read-store/without-id';

/**
 * A project as one user sees it: with their job type, capabilities and options there (spec 3). It
 * shares the documents' fields (read shared, not copied), so it is read-only: an answer to serialise.
 */
export function projectView(
  project: Shared<ProjectDocument>,
  member: Shared<ProjectMemberDocument> | null,
): Shared<ProjectView> {
  const view: WithoutId<Shared<ProjectDocument>> & Partial<WithoutId<Shared<ProjectView>>> = withoutId(project);
  view.job_type = member ? member.job : null;
  view.user_project = member ? { user_id: member.user_id, capabilities: member.capabilities } : null;
  view.useroptions = member?.useroptions ?? { daily_reports: true, notification_sound: true };
  return view as Shared<ProjectView>;
}

/** The projects a user belongs to, open or closed, each seen as that user sees it, by name. */
export async function projectsOfUser(reads: ReadStore, userId: string, closed: boolean) {
  const memberships = await reads.collection<ProjectMemberDocument>(PROJECT_MEMBERS).findShared({ user_id: userId });
  const byProject = new Map(memberships.map((member) => [member.project_id, member]));
  const projects = await reads
    .collection<ProjectDocument>(PROJECTS)
    .findShared(
      { _id: { $in: [...byProject.keys()] }, deleted_at: closed ? { $ne: null } : null },
      { sort: { name: 1 } },
    );
  return projects.map((project) => projectView(project, byProject.get(project._id) ?? null));
}

export async function projectForUser(reads: ReadStore, project: Shared<ProjectDocument>, userId: string) {
  const member = await reads
    .collection<ProjectMemberDocument>(PROJECT_MEMBERS)
    .getShared(projectMemberId(project._id, userId));
  return projectView(project, member);
}
