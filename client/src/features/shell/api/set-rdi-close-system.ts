import type { Project } from '../../../lib/api/projects';
import { post } from '../../../lib/http';

/** `newSystem`: closing an RDI needs the creator, the Jefe OT and the ITO (spec 4). */
export function setRdiCloseSystem(projectId: string, newSystem: boolean) {
  return post<{ project: Project }>('/project/setRdiCloseSystem', { project_id: projectId, new_system: newSystem });
}
