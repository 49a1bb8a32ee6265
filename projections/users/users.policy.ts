import type { Actor } from '../../services/platform/commands/actor';

/**
 * Looking a user up by e-mail is for those who administer users somewhere: administrators,
 * holders of create_users in a project or of set_user_projects in a company.
 */
export const mayLookUpUsers = (actor: Actor): boolean =>
  actor.administrator || actor.projectsWhere('create_users').length > 0 || actor.canInSomeCompany('set_user_projects');

/**
 * The companies whose people the actor may search to name a Jefe OT: those where they may create
 * or edit projects. null: every company (administrators); empty: none, the search is refused.
 */
export function searchableCompanies(actor: Actor): string[] | null {
  const creating = actor.companiesWhere('create_project');
  const editing = actor.companiesWhere('edit_project');
  if (creating === null || editing === null) return null;
  return [...new Set([...creating, ...editing])];
}

/** A user's companies are read by that user and by administrators. */
export const mayReadCompaniesOf = (actor: Actor, userId: string): boolean => actor.administrator || actor.id === userId;
