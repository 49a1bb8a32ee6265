import { refusal } from '../../services/organisation/refusal';
import type { Actor } from '../../services/platform/commands/actor';

/** A user's entry in a company (their capabilities there) is read by whoever may change it. */
export function requireReadableCompanyEntries(actor: Actor, companyId: string): void {
  if (!actor.canInCompany('set_user_permissions', companyId)) throw refusal('set_user_permissions');
}
