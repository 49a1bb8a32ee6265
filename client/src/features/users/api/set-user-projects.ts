import { post } from '../../../lib/http';
import { refreshUserQueries } from './refresh-user-queries';

export interface ProjectAssignment {
  projectId: string;
  jobTypeId: number;
}

/** The list becomes the user's projects: projects left out are removed, new ones added with their job. */
export async function setUserProjects(
  userId: string,
  assignments: readonly ProjectAssignment[],
  commandId: string,
): Promise<void> {
  await post(
    '/user/setUserProjects',
    {
      user_id: userId,
      user_projects: assignments.map(({ projectId, jobTypeId }) => ({ project_id: projectId, job_type_id: jobTypeId })),
    },
    { commandId },
  );
  await refreshUserQueries();
}
