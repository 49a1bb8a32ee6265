import { preloadProjects } from './api/projects';
import { preloadUserDetails } from './api/user-details';
import { storedProjectId } from './selected-project';
import { getToken } from './session';

/**
 * A signed-in tab's first reads (the user, their projects, the one they work in) start with the
 * first screen's code, before React renders, instead of from the first render's effects.
 */
export function startFirstReads(): void {
  if (!getToken()) return;
  preloadUserDetails();
  preloadProjects(storedProjectId());
}
