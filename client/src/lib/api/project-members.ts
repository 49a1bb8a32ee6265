import useSWR from 'swr';
import type { ProjectUser } from '../../../../services/contracts/user-answers';
import { post } from '../http';
import { projectUsersLive, USER_LIST_PATH } from './project-users';
import { useUserDetails } from './user-details';

/** Spec 9: choosing users (responsible, participants, filters) lists all of them, up to 9999. */
const ALL_USERS = 9999;

/**
 * Every member of the project. The key has the shape of `useProjectUsers`' keys
 * (`[path, projectId, start, limit]`), so it refreshes on the same live changes.
 */
export function useProjectMembers(projectId: string): readonly ProjectUser[] {
  const { data } = useSWR(
    [USER_LIST_PATH, projectId, 0, ALL_USERS] as const,
    async ([path, project, start, limit]) =>
      post<{ users: ProjectUser[] }>(path, { project_id: project, start, limit }),
    { use: [projectUsersLive] },
  );
  return data?.users ?? [];
}

/** The signed-in user's job type in the project (spec 6: 2 Jefe OT, 4 ITO…), once the members are known. */
export function useMyProjectJob(projectId: string): number | undefined {
  const members = useProjectMembers(projectId);
  const { user } = useUserDetails();
  return members.find((member) => member.id === user?.id)?.projectjob.job_type_id;
}

/** The members picked in 'Enviar copia', as a creation command names them: e-mail and name. */
export const copyRecipients = (members: readonly ProjectUser[], ids: readonly string[]) =>
  members.filter((member) => ids.includes(member.id)).map((member) => ({ email: member.email, name: member.name }));
