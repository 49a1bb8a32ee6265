import {
  PROJECT_MEMBERS,
  PROJECTS,
  type ProjectDocument,
  type ProjectMemberDocument,
  projectMemberId,
} from '../../projections/organisation/projects.projection';
import type { ProjectView } from '../contracts/project';
import type { ReadStore } from '../platform/read-store/read-store.port';

/** A project as one user sees it: with their job type, capabilities and options there (spec 3). */
export function projectView(project: ProjectDocument, member: ProjectMemberDocument | null): ProjectView {
  const { _id, member_ids, ...fields } = project;
  return {
    ...fields,
    members_count: member_ids.length,
    job_type: member ? member.job : null,
    user_project: member ? { user_id: member.user_id, capabilities: member.capabilities } : null,
    useroptions: member?.useroptions ?? { daily_reports: true, notification_sound: true },
  };
}

/** The projects a user belongs to, open or closed, each seen as that user sees it, by name. */
export async function projectsOfUser(reads: ReadStore, userId: string, closed: boolean) {
  const memberships = await reads.collection<ProjectMemberDocument>(PROJECT_MEMBERS).find({ user_id: userId });
  const byProject = new Map(memberships.map((member) => [member.project_id, member]));
  const projects = await reads
    .collection<ProjectDocument>(PROJECTS)
    .find({ member_ids: userId, deleted_at: closed ? { $ne: null } : null }, { sort: { name: 1 } });
  return projects.map((project) => projectView(project, byProject.get(project._id) ?? null));
}

export async function projectForUser(reads: ReadStore, project: ProjectDocument, userId: string) {
  const member = await reads
    .collection<ProjectMemberDocument>(PROJECT_MEMBERS)
    .get(projectMemberId(project._id, userId));
  return projectView(project, member);
}
