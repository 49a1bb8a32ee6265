import { post } from '../../../lib/http';
import { refreshUserQueries } from './refresh-user-queries';

export interface ProjectCapabilitiesChange {
  userId: string;
  projectId: string;
  jobTypeId: number;
  capabilities: readonly string[];
}

/** Sets the user's job and then their capabilities in one project. */
export async function setUserProjectCapabilities(change: ProjectCapabilitiesChange, commandId: string): Promise<void> {
  await post(
    '/user/setCapabilitiesByUserProject',
    {
      user_id: change.userId,
      project_id: change.projectId,
      job_type_id: change.jobTypeId,
      capabilities: change.capabilities,
    },
    { commandId },
  );
  await refreshUserQueries();
}
