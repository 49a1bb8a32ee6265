import { USER_LIST_PATH } from '../../../lib/api/project-users';
import { PROJECT_PATH, PROJECTS_PATH } from '../../../lib/api/projects';
import { USER_DETAILS_PATH } from '../../../lib/api/user-details';
import { revalidatePaths } from '../../../lib/live';
import { USER_COMPANY_CAPABILITIES_PATH } from './get-capabilities-by-user-company';
import { USER_PROJECT_CAPABILITIES_PATH } from './get-capabilities-by-user-project';
import { USER_COMPANIES_PATH } from './get-companies-by-user-id';
import { USER_PROJECTS_PATH } from './get-projects-by-user-id';

/** Every query a change to a user, their projects or their permissions can alter. */
const USER_QUERIES = [
  USER_LIST_PATH,
  USER_DETAILS_PATH,
  PROJECTS_PATH,
  PROJECT_PATH,
  USER_PROJECTS_PATH,
  USER_COMPANIES_PATH,
  USER_PROJECT_CAPABILITIES_PATH,
  USER_COMPANY_CAPABILITIES_PATH,
];

/** Refetches those queries, so this tab sees its own change without waiting for the live push. */
export const refreshUserQueries = () => revalidatePaths(USER_QUERIES);
