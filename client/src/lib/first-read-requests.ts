import type { EarlyRead } from './early-reads';

/** The calls every signed-in screen starts with, declared apart so the early reads send the same. */
export const USER_DETAILS_PATH = '/user/details';
export const PROJECTS_PATH = '/project/getProjectsByUser';
export const PROJECT_PATH = '/project/getProjectByID';
export const projectBody = (projectId: string) => ({ project_id: projectId });

/** The user, their projects and the one they work in (`post`'s body is `{}` when it names nothing). */
export const firstReadRequests = (projectId: string | null): EarlyRead[] => [
  { path: USER_DETAILS_PATH, body: {} },
  { path: PROJECTS_PATH, body: {} },
  ...(projectId ? [{ path: PROJECT_PATH, body: projectBody(projectId) }] : []),
];
