import useSWR from 'swr';
import { post } from '../../../lib/http';

export interface UserProjectCapabilities {
  user_id: string;
  project_id: string;
  job_type_id: number;
  capabilities: string[];
}

export const USER_PROJECT_CAPABILITIES_PATH = '/user/getCapabilitiesByUserProject';

const fetchCapabilities = async ([path, userId, projectId]: readonly [string, string, string]) =>
  (await post<{ user_project: UserProjectCapabilities }>(path, { user_id: userId, project_id: projectId }))
    .user_project;

/** The user's job and project capabilities in one project; `null` project fetches nothing. */
export function useUserProjectCapabilities(userId: string, projectId: string | null) {
  const { data, error } = useSWR(
    projectId ? ([USER_PROJECT_CAPABILITIES_PATH, userId, projectId] as const) : null,
    fetchCapabilities,
    { revalidateOnFocus: false },
  );
  return { entry: data, error: error as Error | undefined };
}
