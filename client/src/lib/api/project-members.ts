import useSWR from 'swr';
import { post } from '../http';
import { type ProjectUser, USER_LIST_PATH } from './project-users';

/** Spec 9: choosing users (responsible, participants, filters) lists all of them, up to 9999. */
const ALL_USERS = 9999;

/**
 * Every member of the project. The key has the shape of `useProjectUsers`' keys
 * (`[path, projectId, start, limit]`), so the same live changes refetch it.
 */
export function useProjectMembers(projectId: string): readonly ProjectUser[] {
  const { data } = useSWR([USER_LIST_PATH, projectId, 0, ALL_USERS] as const, async ([path, project, start, limit]) =>
    post<{ users: ProjectUser[] }>(path, { project_id: project, start, limit }),
  );
  return data?.users ?? [];
}
