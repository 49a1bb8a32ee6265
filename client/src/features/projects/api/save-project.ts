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

/**
 * Sends the fields the person changed (a field left out stays as it is on the server) and the
 * version the form was opened on: a field someone else changed since is refused (409
 * edit.conflict, lib/edit-conflict.ts). An emptied position or list is sent empty.
 */
export async function updateProject(
  projectId: string,
  changes: Partial<ProjectInput>,
  expectedVersion: number,
  commandId: string,
): Promise<Project> {
  const { geo, especialidades, ...fields } = changes;
  const body = toFormData({ ...fields, project_id: projectId, expected_version: expectedVersion });
  if (geo === null) {
    body.append('latitude', '');
    body.append('longitude', '');
  } else if (geo) {
    body.append('latitude', String(geo.latitude));
    body.append('longitude', String(geo.longitude));
  }
  if (especialidades) body.append('especialidades', JSON.stringify(especialidades));
  const { project } = await post<{ project: Project }>('/project/update', body, { commandId });
  await reloadProjects();
  return project;
}
