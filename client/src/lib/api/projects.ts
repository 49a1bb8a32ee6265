import useSWR from 'swr';
import type { ProjectCan, ProjectPermissions, ProjectView } from '../../../../services/contracts/project';
import { PROJECT_PATH, PROJECTS_PATH, projectBody } from '../first-read-requests';
import { post } from '../http';
import { refreshOn, revalidatePaths, sameProject } from '../live';
import { preloadableRead } from '../preload-answer';

/** A project as the server shows it to the signed-in user (spec 3). */
export type Project = ProjectView;

export const CLOSED_PROJECTS_PATH = '/project/getClosedProjectsByUser';
export { PROJECT_PATH, PROJECTS_PATH };

const PROJECT_PATHS = [PROJECTS_PATH, CLOSED_PROJECTS_PATH, PROJECT_PATH];

// The lists change with any project or membership the user hears of; one project's answer with
// its own. A company's name and logo show in all of them.
const projectsLive = refreshOn({ project: true, project_member: true, company: true });
const projectLive = refreshOn({ project: sameProject, project_member: sameProject, company: true });

/** Refetches the project lists and details: this tab shows its own change at once. */
export const reloadProjects = () => revalidatePaths(PROJECT_PATHS);

/** Where an uploaded image (project image, company logo, avatar) is served. */
export const fileUrl = (key: string | null | undefined) => (key ? `/api/files/${key}` : null);

const fetchProjects = async ([path]: readonly [string]) => (await post<{ projects: Project[] }>(path)).projects;

const projectsRead = preloadableRead(fetchProjects);

/** The signed-in user's open projects, by name. */
export function useProjects() {
  const { data, error, isLoading, mutate } = useSWR([PROJECTS_PATH] as const, projectsRead.fetch, {
    use: [projectsLive],
  });
  return { projects: data, error: error as Error | undefined, isLoading, reload: mutate };
}

/** The signed-in user's closed projects, with who closed each, read once outside a component. */
export const fetchClosedProjects = () => fetchProjects([CLOSED_PROJECTS_PATH]);

/** The signed-in user's closed projects, with who closed each. */
export function useClosedProjects() {
  const { data, error, isLoading, mutate } = useSWR([CLOSED_PROJECTS_PATH] as const, fetchProjects, {
    use: [projectsLive],
  });
  return { projects: data, error: error as Error | undefined, isLoading, reload: mutate };
}

const fetchProject = ([path, projectId]: readonly [string, string]) =>
  post<{ project: Project; permissions: ProjectPermissions; can: ProjectCan }>(path, projectBody(projectId));

const projectRead = preloadableRead(fetchProject);

/**
 * Starts reading the user's projects, and the one they work in, before the first render; the
 * hooks take the answers over. A remembered project they left answers a refusal nobody reads.
 */
export async function preloadProjects(selectedId: string | null): Promise<void> {
  await Promise.all([
    projectsRead.preload([PROJECTS_PATH]),
    selectedId ? projectRead.preload([PROJECT_PATH, selectedId]) : undefined,
  ]);
}

/** One project with the caller's capabilities and what they may do there; `null` id fetches nothing. */
export function useProject(projectId: string | null) {
  const { data, error, isLoading, mutate } = useSWR(
    projectId ? ([PROJECT_PATH, projectId] as const) : null,
    projectRead.fetch,
    { use: [projectLive] },
  );
  return {
    project: data?.project,
    permissions: data?.permissions,
    can: data?.can,
    error: error as Error | undefined,
    isLoading,
    reload: mutate,
  };
}

/** Whether the caller holds a capability in the project or its company (the server checks again). */
export const can = (permissions: ProjectPermissions | undefined, capability: string) =>
  Boolean(permissions && (permissions.company.includes(capability) || permissions.project.includes(capability)));
