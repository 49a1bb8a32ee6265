import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { type Project, useProjects } from './api/projects';
import { readStored, store, subscribe } from './stored-project';

/**
 * The project the user works in, remembered across reloads. When the stored one is gone (closed,
 * or the user left it) the first open project takes its place; with no projects there is none.
 */
export function useSelectedProject(): {
  projectId: string | null;
  project: Project | undefined;
  projects: Project[] | undefined;
  /** Why the projects could not be read, while they are not there. */
  error: Error | undefined;
  isLoading: boolean;
  select: (projectId: string) => void;
} {
  const stored = useSyncExternalStore(subscribe, readStored, () => null);
  const { projects, error, isLoading } = useProjects();
  const project = projects?.find((candidate) => candidate.id === stored) ?? projects?.[0];
  const projectId = project?.id ?? null;

  useEffect(() => {
    if (projects && projectId !== stored) store(projectId);
  }, [projects, projectId, stored]);

  const select = useCallback((id: string) => store(id), []);
  return { projectId, project, projects, error, isLoading, select };
}
