import useSWR from 'swr';
import type { ProjectUser } from '../../../../services/contracts/user-answers';
import { post } from '../http';
import { refreshOn, revalidatePaths, sameProject } from '../live';

export const USER_LIST_PATH = '/user/list';
/** Spec 9: users come in pages of 20. */
export const USERS_PAGE_SIZE = 20;

// A profile shows in the list of every project its user is in; a membership in its project's only.
export const projectUsersLive = refreshOn({ user: true, project_member: sameProject });

type UserListKey = readonly [path: string, projectId: string, start: number, limit: number];

const fetchUsers = ([path, projectId, start, limit]: UserListKey) =>
  post<{ total: number; users: ProjectUser[] }>(path, { project_id: projectId, start, limit });

/** One page (from 0) of a project's users by name, with how many there are in all. */
export function useProjectUsers(projectId: string | null, page: number) {
  const key: UserListKey | null = projectId
    ? [USER_LIST_PATH, projectId, page * USERS_PAGE_SIZE, USERS_PAGE_SIZE]
    : null;
  const { data, error, isLoading } = useSWR(key, fetchUsers, { use: [projectUsersLive] });
  return { users: data?.users, total: data?.total ?? 0, error: error as Error | undefined, isLoading };
}

/** Refetches every user list on screen, so this tab sees its own change without waiting for the push. */
export const reloadProjectUsers = () => revalidatePaths([USER_LIST_PATH]);
