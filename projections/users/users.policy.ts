import type { CompanyCapability } from '../../services/contracts/capabilities';
import type { Actor } from '../../services/platform/commands/actor';

/**
 * Looking a user up by e-mail is for those who administer users somewhere: administrators,
 * holders of create_users in a project or of set_user_projects in a company.
 */
export const mayLookUpUsers = (actor: Actor): boolean =>
  actor.administrator || actor.projectsWhere('create_users').length > 0 || actor.canInSomeCompany('set_user_projects');

/** The company capabilities of those who manage a company and its people. */
const MANAGING: readonly CompanyCapability[] = ['edit_company', 'set_user_projects', 'set_user_permissions'];

/**
 * Who reads the whole profile (phone, address, avatar, default job) of a user looked up by e-mail:
 * administrators, the user, and whoever manages one of the user's companies (edit_company,
 * set_user_projects or set_user_permissions there). Anyone else who may look users up learns that
 * the e-mail is taken and whose it is, enough to add that person to a project
 * (docs/decisions.md, "Buscar usuario por email").
 */
export const mayReadProfileOf = (actor: Actor, user: { id: string; companyIds: readonly string[] }): boolean =>
  actor.administrator ||
  actor.id === user.id ||
  user.companyIds.some((companyId) => MANAGING.some((capability) => actor.canInCompany(capability, companyId)));

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
