import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { type Project, useProjects } from './api/projects';

const STORAGE_KEY = 'faena.project';
const listeners = new Set<() => void>();

/** The stored project id; a value that is not an id (spec 4: "unreadable") is cleared. */
function readStored(): string | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'string' && value) return value;
  } catch {
    // unreadable: cleared below
  }
  localStorage.removeItem(STORAGE_KEY);
  return null;
}

function store(projectId: string | null): void {
  if (projectId) localStorage.setItem(STORAGE_KEY, JSON.stringify(projectId));
  else localStorage.removeItem(STORAGE_KEY);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === STORAGE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The remembered project, read outside React (before the first render). */
export const storedProjectId = (): string | null => readStored();

/** Chooses a project from outside React (after creating one, say). */
export const selectProject = (projectId: string) => store(projectId);

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
