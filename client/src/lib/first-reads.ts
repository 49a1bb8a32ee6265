import { preloadProjects } from './api/projects';
import { preloadUserDetails } from './api/user-details';
import { getToken } from './session';
import { storedProjectId } from './stored-project';

/**
 * A signed-in tab's first reads (the user, their projects, the one they work in) start with the
 * first screen's code, before React renders, instead of from the first render's effects.
 */
export async function startFirstReads(): Promise<void> {
  if (!getToken()) return;
  await Promise.all([preloadUserDetails(), preloadProjects(storedProjectId())]);
}
