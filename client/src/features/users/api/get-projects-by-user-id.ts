import useSWR from 'swr';
import type { Project } from '../../../lib/api/projects';
import { post } from '../../../lib/http';
import { refreshOn, sameUser } from '../../../lib/live';

export const USER_PROJECTS_PATH = '/project/getProjectsByUserID';

const theirProjectsLive = refreshOn({ project_member: sameUser });

const fetchUserProjects = async ([path, userId]: readonly [string, string]) =>
  (await post<{ projects: Project[] }>(path, { user_id: userId })).projects;

/** Another user's open projects, each with their job there. */
export function useUserProjects(userId: string) {
  const { data, error } = useSWR([USER_PROJECTS_PATH, userId] as const, fetchUserProjects, {
    revalidateOnFocus: false,
    use: [theirProjectsLive],
  });
  return { projects: data, error: error as Error | undefined };
}
