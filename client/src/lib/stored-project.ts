/**
 * The project the user works in, remembered in this browser: read and written outside React too
 * (before the first render, by the read cache), so it depends on nothing else.
 */
const STORAGE_KEY = 'faena.project';
const listeners = new Set<() => void>();

/** The stored project id; a value that is not an id (spec 4: "unreadable") is cleared. */
export function readStored(): string | null {
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

export function store(projectId: string | null): void {
  if (projectId) localStorage.setItem(STORAGE_KEY, JSON.stringify(projectId));
  else localStorage.removeItem(STORAGE_KEY);
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void) {
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
