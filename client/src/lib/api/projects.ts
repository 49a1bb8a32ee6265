import useSWR from 'swr';
import { post } from '../http';
import { revalidateOnChange } from '../live';

/** A project as the server shows it to the signed-in user (spec 3). */
export interface Project {
  id: string;
  internal_id: string;
  company_id: string;
  name: string;
  description: string;
  address: string;
  geo: { latitude: number; longitude: number } | null;
  /** Blob key; the image is at `projectImageUrl(key)`. */
  project_image: string | null;
  project_type_id: number;
  type: { name: string };
  specialties: Array<{ name: string; parent_id: null }>;
  details: { contract_value: number; total_days: number; start_date: string; currency: { id: number; name: string } };
  rdi_close_system: { new_system: boolean };
  status_board: { status_board: string };
  deleted_at: string | null;
  close_reason: string | null;
  status: { user: { id: string; name: string } } | null;
  company: { name: string; logo: string | null };
  members_count: number;
  job_type: { id: number; name: string } | null;
  user_project: { user_id: string; capabilities: string[] } | null;
  useroptions: { daily_reports: boolean; notification_sound: boolean };
  created_at: string;
}

export interface ProjectPermissions {
  company: string[];
  project: string[];
}

export const PROJECTS_PATH = '/project/getProjectsByUser';
export const CLOSED_PROJECTS_PATH = '/project/getClosedProjectsByUser';
export const PROJECT_PATH = '/project/getProjectByID';

// A project or a membership changing can change every one of these answers.
for (const collection of ['projects', 'project_members', 'companies']) {
  revalidateOnChange(collection, PROJECTS_PATH);
  revalidateOnChange(collection, CLOSED_PROJECTS_PATH);
  revalidateOnChange(collection, PROJECT_PATH);
}

/** Where an uploaded image (project image, company logo, avatar) is served. */
export const fileUrl = (key: string | null | undefined) => (key ? `/api/files/${key}` : null);

const fetchProjects = async ([path]: readonly [string]) => (await post<{ projects: Project[] }>(path)).projects;

/** The signed-in user's open projects, by name. */
export function useProjects() {
  const { data, error, isLoading, mutate } = useSWR([PROJECTS_PATH] as const, fetchProjects);
  return { projects: data, error: error as Error | undefined, isLoading, reload: mutate };
}

/** The signed-in user's closed projects, with who closed each. */
export function useClosedProjects() {
  const { data, error, isLoading, mutate } = useSWR([CLOSED_PROJECTS_PATH] as const, fetchProjects);
  return { projects: data, error: error as Error | undefined, isLoading, reload: mutate };
}

const fetchProject = ([path, projectId]: readonly [string, string]) =>
  post<{ project: Project; permissions: ProjectPermissions }>(path, { project_id: projectId });

/** One project with the caller's company and project capabilities; `null` id fetches nothing. */
export function useProject(projectId: string | null) {
  const { data, error, isLoading, mutate } = useSWR(
    projectId ? ([PROJECT_PATH, projectId] as const) : null,
    fetchProject,
  );
  return {
    project: data?.project,
    permissions: data?.permissions,
    error: error as Error | undefined,
    isLoading,
    reload: mutate,
  };
}

/** Whether the caller holds a capability in the project or its company (the server checks again). */
export const can = (permissions: ProjectPermissions | undefined, capability: string) =>
  Boolean(permissions && (permissions.company.includes(capability) || permissions.project.includes(capability)));
