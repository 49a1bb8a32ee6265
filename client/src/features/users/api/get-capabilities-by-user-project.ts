import useSWR from 'swr';
import { post } from '../../../lib/http';
import { refreshOn, sameUser, type Touches } from '../../../lib/live';

export interface UserProjectCapabilities {
  user_id: string;
  project_id: string;
  job_type_id: number;
  capabilities: string[];
}

export const USER_PROJECT_CAPABILITIES_PATH = '/user/getCapabilitiesByUserProject';

// The key is `[path, userId, projectId]`: that user's entry in that project.
const theirEntryThere: Touches = (key, change, me) => sameUser(key, change, me) && change.project_id === key[2];
const entryLive = refreshOn({ project_member: theirEntryThere });

const fetchCapabilities = async ([path, userId, projectId]: readonly [string, string, string]) =>
  (await post<{ user_project: UserProjectCapabilities }>(path, { user_id: userId, project_id: projectId }))
    .user_project;

/** The user's job and project capabilities in one project; `null` project fetches nothing. */
export function useUserProjectCapabilities(userId: string, projectId: string | null) {
  const { data, error } = useSWR(
    projectId ? ([USER_PROJECT_CAPABILITIES_PATH, userId, projectId] as const) : null,
    fetchCapabilities,
    { revalidateOnFocus: false, use: [entryLive] },
  );
  return { entry: data, error: error as Error | undefined };
}
