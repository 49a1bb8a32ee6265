import { mutate } from 'swr';
import { CLOSED_PROJECTS_PATH, PROJECT_PATH, PROJECTS_PATH, type Project } from '../../../lib/api/projects';
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

const PROJECT_QUERIES: ReadonlySet<unknown> = new Set([PROJECTS_PATH, CLOSED_PROJECTS_PATH, PROJECT_PATH]);

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
 * Refetches the project lists and details, so this tab shows its own change at once (the live
 * push does the same for everyone else) and the new project is in the list before it is selected.
 */
const refreshProjects = () => mutate((key) => Array.isArray(key) && PROJECT_QUERIES.has(key[0]));

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
  await refreshProjects();
  return project;
}

export async function updateProject(projectId: string, input: ProjectInput, commandId: string): Promise<Project> {
  const body = projectFormData(input, { project_id: projectId });
  const { project } = await post<{ project: Project }>('/project/update', body, { commandId });
  await refreshProjects();
  return project;
}
