import useSWR from 'swr';
import { request } from '../../../lib/http';
import { refreshOn, sameProject, type Touches } from '../../../lib/live';

/** The e-mails a member does not want from a project (spec 3); all false until they choose. */
export interface AvoidEmailsOptions {
  rdi: boolean;
  task: boolean;
  additional: boolean;
}

export const AVOID_EMAILS_PATH = '/notifications/getUserAvoidEmailsOptions';

// The options live on the member's own entry in the project.
const myEntryThere: Touches = (key, change, me) => sameProject(key, change, me) && change.user_id === me;
const optionsLive = refreshOn({ project_member: myEntryThere });

export const avoidEmailsKey = (projectId: string) => [AVOID_EMAILS_PATH, projectId] as const;

async function fetchAvoidEmails([path, projectId]: readonly [string, string]): Promise<AvoidEmailsOptions> {
  const query = new URLSearchParams({ project_id: projectId });
  return (await request<{ options: AvoidEmailsOptions }>(`${path}?${query}`, { method: 'GET' })).options;
}

export function useAvoidEmailsOptions(projectId: string | null) {
  const { data, error, isLoading } = useSWR(projectId ? avoidEmailsKey(projectId) : null, fetchAvoidEmails, {
    use: [optionsLive],
  });
  return { options: data, error: error as Error | undefined, isLoading };
}
