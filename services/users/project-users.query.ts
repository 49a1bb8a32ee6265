import { PROJECT_MEMBERS, type ProjectMemberDocument } from '../../projections/organisation/projects.projection';
import { USERS, type UserDocument } from '../../projections/users/user-directory.projection';
import { jobType } from '../organisation/job-types';
import type { ReadStore } from '../platform/read-store/read-store.port';

/** What user lists show: the profile without internals (no `_id`). */
export const publicUser = ({ _id, ...fields }: UserDocument) => fields;

/** The users of a project by name, with their job and project capabilities (spec 2.10). */
export async function projectUsers(reads: ReadStore, projectId: string, start: number, limit: number) {
  const members = await reads.collection<ProjectMemberDocument>(PROJECT_MEMBERS).find({ project_id: projectId });
  const byUser = new Map(members.map((member) => [member.user_id, member]));
  const filter = { _id: { $in: [...byUser.keys()] } };
  const users = reads.collection<UserDocument>(USERS);
  const [total, page] = await Promise.all([
    users.count(filter),
    users.find(filter, { sort: { name: 1, id: 1 }, skip: start, limit }),
  ]);
  return {
    total,
    users: page.map((user) => {
      const member = byUser.get(user.id)!;
      return {
        ...publicUser(user),
        projectjob: {
          job_type_id: member.job_type_id,
          userjobtype: { name: jobType(member.job_type_id)?.name ?? '' },
        },
        capabilities: member.capabilities,
      };
    }),
  };
}
