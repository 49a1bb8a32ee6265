import { post } from '../../../lib/http';
import { refreshUserQueries } from './refresh-user-queries';

/** Takes the user out of the project; their account and other projects stay. */
export async function removeUserFromProject(projectId: string, userId: string): Promise<void> {
  await post('/user/removeUserFromProject', { project_id: projectId, user_id: userId });
  await refreshUserQueries();
}
