import {
  COMPANY_CAPABILITIES,
  type CompanyCapability,
  PROJECT_CAPABILITIES,
  type ProjectCapability,
} from '../contracts/capabilities';
import type { Actor } from '../platform/commands/actor';

export const isCompanyCapability = (value: string): value is CompanyCapability =>
  (COMPANY_CAPABILITIES as readonly string[]).includes(value);
export const isProjectCapability = (value: string): value is ProjectCapability =>
  (PROJECT_CAPABILITIES as readonly string[]).includes(value);

/**
 * Who may change a member's project capabilities ('Editar Permisos' of the users screen): a holder
 * of set_user_permissions in the project's company. The membership decider refuses by it and an
 * RDI's detail offers by it to grant the creator what closing needs.
 */
export const mayGrantProjectCapabilities = (actor: Actor, companyId: string) =>
  actor.canInCompany('set_user_permissions', companyId);
