import type { Project } from '../../../lib/api/projects';
import { post } from '../../../lib/http';

export type UserProjectOptions = Project['useroptions'];

export function setUserProjectOptions(projectId: string, options: UserProjectOptions) {
  return post<{ useroptions: UserProjectOptions }>('/user/setUserProjectOptions', {
    project_id: projectId,
    ...options,
  });
}
