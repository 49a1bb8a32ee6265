import {
  MEMBERS_BY_NAME,
  PROJECT_MEMBERS,
  type ProjectMemberDocument,
} from '../../projections/organisation/projects.projection';
import { USERS, type UserDocument } from '../../projections/users/user-directory.projection';
import type { ProjectUser, UserProfile } from '../contracts/user-answers';
import { jobType } from '../organisation/job-types';
import type { ReadStore } from '../platform/read-store/read-store.port';

/** What user lists show: the profile without internals (no `_id`). */
export const publicUser = ({ _id, ...fields }: UserDocument): UserProfile => fields;

/**
 * The users of a project by name, with their job and project capabilities (spec 2.10): a page of
 * the project's member entries, which carry each user's name, then those users' profiles.
 */
export async function projectUsers(
  reads: ReadStore,
  projectId: string,
  start: number,
  limit: number,
): Promise<{ total: number; users: ProjectUser[] }> {
  const members = reads.collection<ProjectMemberDocument>(PROJECT_MEMBERS);
  const filter = { project_id: projectId };
  const [total, page] = await Promise.all([
    members.count(filter),
    members.find(filter, { sort: MEMBERS_BY_NAME, skip: start, limit }),
  ]);
  const profiles = await reads.collection<UserDocument>(USERS).find({ _id: { $in: page.map((m) => m.user_id) } });
  const byId = new Map(profiles.map((user) => [user.id, user]));
  return {
    total,
    users: page.flatMap((member) => {
      const user = byId.get(member.user_id);
      if (!user) return [];
      const entry: ProjectUser = {
        ...publicUser(user),
        projectjob: {
          job_type_id: member.job_type_id,
          userjobtype: { name: jobType(member.job_type_id)?.name ?? '' },
        },
        capabilities: member.capabilities,
      };
      return [entry];
    }),
  };
}
