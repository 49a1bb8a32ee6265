import { COMPANY_CAPABILITIES, type CompanyCapability } from '../contracts/capabilities';
import { refusal } from '../organisation/refusal';
import type { Actor } from '../platform/commands/actor';
import type { AggregateType, Decider } from '../platform/commands/decider';
import { touchedValues, withChanges } from '../platform/commands/partial-edit';
import { DomainError, forbidden, invalidValue } from '../platform/domain-error';
import type { CompanyEvent, CompanyProfile } from './company.events';

export type CompanyCommand =
  | ({ type: 'CreateCompany'; companyId: string } & CompanyProfile)
  /** An edit: the fields the person touched; the others stay as they are. */
  | ({ type: 'UpdateCompany' } & Partial<CompanyProfile>)
  | { type: 'SetMemberCapabilities'; userId: string; capabilities: CompanyCapability[] }
  /**
   * A new user joins without capabilities; the company permissions dialog grants them. Whoever
   * creates users in a company must belong to it.
   */
  | { type: 'JoinCompany'; userId: string };

export type CompanyState =
  | { exists: false }
  | ({ exists: true; companyId: string; members: ReadonlyMap<string, readonly CompanyCapability[]> } & CompanyProfile);

const companyNotFound = () => new DomainError('company.not_found', 'La empresa no existe.', 404);

function requireProfile(profile: CompanyProfile): void {
  const blank = !profile.name.trim() ? 'name' : !profile.description.trim() ? 'description' : null;
  if (blank) throw invalidValue('company.required', 'Campo requerido', blank);
}

/** The company as its own members and administrators reach it. */
function existingCompany(state: CompanyState): Extract<CompanyState, { exists: true }> {
  if (!state.exists) throw companyNotFound();
  return state;
}

function requireCapability(actor: Actor, capability: CompanyCapability, companyId: string): void {
  if (!actor.canInCompany(capability, companyId)) throw refusal(capability);
}

const profileOf = ({ name, description, logo, url }: CompanyProfile): CompanyProfile => ({
  name,
  description,
  logo,
  url,
});

const sameCapabilities = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((capability) => b.includes(capability));

export const companyDecider: Decider<CompanyCommand, CompanyEvent, CompanyState> = {
  initialState: { exists: false },

  decide(command, state, actor) {
    switch (command.type) {
      case 'CreateCompany': {
        // Administrators, and whoever holds create_company in some company.
        if (!actor.canInSomeCompany('create_company')) throw refusal('create_company');
        if (state.exists) throw new DomainError('company.exists', 'La empresa ya existe.', 409);
        const { companyId, name, description, logo, url } = command;
        const creatorId = actor.id;
        requireProfile(command);
        // Whoever creates a company may run it: they join it with every company capability.
        return [
          { type: 'CompanyCreated', data: { companyId, name, description, logo, url } },
          { type: 'CompanyMemberJoined', data: { companyId, userId: creatorId } },
          {
            type: 'CompanyMemberCapabilitiesSet',
            data: { companyId, userId: creatorId, capabilities: [...COMPANY_CAPABILITIES] },
          },
        ];
      }
      case 'UpdateCompany': {
        const company = existingCompany(state);
        requireCapability(actor, 'edit_company', company.companyId);
        const { name, description, logo, url } = withChanges(profileOf(company), command);
        requireProfile({ name, description, logo, url });
        return [{ type: 'CompanyUpdated', data: { companyId: company.companyId, name, description, logo, url } }];
      }
      case 'JoinCompany': {
        const company = existingCompany(state);
        if (!actor.belongsToCompany(company.companyId)) {
          throw forbidden('No puedes crear usuarios en una empresa a la que no perteneces.');
        }
        if (company.members.has(command.userId)) return [];
        return [{ type: 'CompanyMemberJoined', data: { companyId: company.companyId, userId: command.userId } }];
      }
      case 'SetMemberCapabilities': {
        const company = existingCompany(state);
        requireCapability(actor, 'set_user_permissions', company.companyId);
        const { userId, capabilities } = command;
        const current = company.members.get(userId);
        if (current && sameCapabilities(current, capabilities)) return [];
        // Saving permissions for a company the user is not in assigns the user to it (spec 4).
        const joined: CompanyEvent[] = current
          ? []
          : [{ type: 'CompanyMemberJoined', data: { companyId: company.companyId, userId } }];
        return [
          ...joined,
          { type: 'CompanyMemberCapabilitiesSet', data: { companyId: company.companyId, userId, capabilities } },
        ];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'CompanyCreated': {
        const { companyId, ...profile } = event.data;
        return { exists: true, companyId, members: new Map(), ...profile };
      }
      case 'CompanyUpdated': {
        if (!state.exists) return state;
        const { companyId: _companyId, ...profile } = event.data;
        return { ...state, ...profile };
      }
      case 'CompanyMemberJoined':
        return state.exists ? { ...state, members: new Map(state.members).set(event.data.userId, []) } : state;
      case 'CompanyMemberCapabilitiesSet':
        return state.exists
          ? { ...state, members: new Map(state.members).set(event.data.userId, event.data.capabilities) }
          : state;
    }
  },
};

export const companyAggregate: AggregateType<CompanyCommand, CompanyEvent, CompanyState> = {
  name: 'company',
  schemaVersions: { CompanyCreated: 1, CompanyUpdated: 1, CompanyMemberJoined: 1, CompanyMemberCapabilitiesSet: 1 },
  decider: companyDecider,
  edits: {
    message: 'Otra persona modificó esta empresa mientras la editabas.',
    // Named as the company form sends them (dto/company.dto.ts).
    touched: (command, state) =>
      command.type === 'UpdateCompany' && state.exists
        ? touchedValues<CompanyProfile>(command, {
            name: { name: state.name },
            description: { description: state.description },
            logo: { logo: state.logo },
            url: { url: state.url },
          })
        : null,
  },
};
