import { type Project, reloadProjects } from '../../../lib/api/projects';
import { toFormData } from '../../../lib/form-data';
import { post } from '../../../lib/http';

/** The multipart fields of /project/create and /project/update (spec 3, 7). */
export interface ProjectInput {
  company_id: string;
  internal_id: string;
  name: string;
  description: string;
  address: string;
  /** Both or neither. */
  geo: { latitude: number; longitude: number } | null;
  project_type_id: number;
  especialidades: string[];
  currency: number;
  contract_value: number;
  total_days: number;
  start_date: string;
  /** A new image; without one an edit keeps the stored image. */
  project_image: File | null;
}

function projectFormData({ geo, especialidades, ...fields }: ProjectInput, extra: Record<string, string>): FormData {
  return toFormData({
    ...fields,
    ...extra,
    latitude: geo?.latitude,
    longitude: geo?.longitude,
    // An empty list is an empty value: the server reads a missing list as none.
    especialidades: especialidades.length > 0 ? JSON.stringify(especialidades) : null,
  });
}

/**
 * Creates the project; `jefeOtUserId` becomes its Jefe OT. Resolves once the lists include it.
 * The same command id sent again creates nothing twice.
 */
export async function createProject(
  input: ProjectInput,
  jefeOtUserId: string | null,
  commandId: string,
): Promise<Project> {
  const body = projectFormData(input, jefeOtUserId ? { jefe_ot_user: jefeOtUserId } : {});
  const { project } = await post<{ project: Project }>('/project/create', body, { commandId });
  await reloadProjects();
  return project;
}

export async function updateProject(projectId: string, input: ProjectInput, commandId: string): Promise<Project> {
  const body = projectFormData(input, { project_id: projectId });
  const { project } = await post<{ project: Project }>('/project/update', body, { commandId });
  await reloadProjects();
  return project;
}
