import {
  MEMBERS_BY_NAME,
  PROJECT_MEMBERS,
  type ProjectMemberDocument,
} from '../../projections/organisation/projects.projection';
import { USERS, type UserDocument } from '../../projections/users/user-directory.projection';
import type { ProjectUser, UserProfile } from '../contracts/user-answers';
import { jobType } from '../organisation/job-types';
import type { ReadStore, Shared } from '../platform/read-store/read-store.port';
import { type WithoutId, withoutId } from '../platform/read-store/without-id';

/** What user lists show: the profile without internals (no `_id`), sharing the document's values. */
export const publicUser = (user: Shared<UserDocument>): Shared<UserProfile> => withoutId(user);

/**
 * The users of a project by name, with their job and project capabilities (spec 2.10): a page of
 * the project's member entries, which carry each user's name, then those users' profiles.
 */
export async function projectUsers(
  reads: ReadStore,
  projectId: string,
  start: number,
  limit: number,
): Promise<{ total: number; users: Shared<ProjectUser>[] }> {
  const members = reads.collection<ProjectMemberDocument>(PROJECT_MEMBERS);
  const filter = { project_id: projectId };
  const [total, page] = await Promise.all([
    members.count(filter),
    members.findShared(filter, { sort: MEMBERS_BY_NAME, skip: start, limit }),
  ]);
  const profiles = await reads.collection<UserDocument>(USERS).findShared({
    _id: { $in: page.map((m) => m.user_id) },
  });
  const byId = new Map(profiles.map((user) => [user.id, user]));
  return {
    total,
    users: page.flatMap((member) => {
      const user = byId.get(member.user_id);
      if (!user) return [];
      const entry: WithoutId<Shared<UserDocument>> & Partial<WithoutId<Shared<ProjectUser>>> = withoutId(user);
      entry.projectjob = {
        job_type_id: member.job_type_id,
        userjobtype: { name: jobType(member.job_type_id)?.name ?? '' },
      };
      entry.capabilities = member.capabilities;
      return [entry as Shared<ProjectUser>];
    }),
  };
}
