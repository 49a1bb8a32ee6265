import { COMPANY_CAPABILITIES, type CompanyCapability } from '../organisation/capabilities';
import type { AggregateType, Decider } from '../platform/commands/decider';
import { DomainError } from '../platform/domain-error';

export interface CompanyProfile {
  name: string;
  description: string;
  /** Blob key of the logo, or null. */
  logo: string | null;
  url: string | null;
}

export type CompanyCommand =
  | ({ type: 'CreateCompany'; companyId: string; creatorId: string } & CompanyProfile)
  | ({ type: 'UpdateCompany' } & CompanyProfile)
  | { type: 'SetMemberCapabilities'; userId: string; capabilities: CompanyCapability[] }
  /** A new user joins without capabilities; the company permissions dialog grants them. */
  | { type: 'JoinCompany'; userId: string };

export type CompanyEvent =
  | { type: 'CompanyCreated'; data: { companyId: string } & CompanyProfile }
  | { type: 'CompanyUpdated'; data: { companyId: string } & CompanyProfile }
  | { type: 'CompanyMemberJoined'; data: { companyId: string; userId: string } }
  | {
      type: 'CompanyMemberCapabilitiesSet';
      data: { companyId: string; userId: string; capabilities: CompanyCapability[] };
    };

export type CompanyState =
  | { exists: false }
  | ({ exists: true; companyId: string; members: ReadonlyMap<string, readonly CompanyCapability[]> } & CompanyProfile);

const companyNotFound = () => new DomainError('company.not_found', 'La empresa no existe.', 404);

function requireProfile(profile: CompanyProfile): void {
  if (!profile.name.trim() || !profile.description.trim()) {
    throw new DomainError('company.required', 'Campo requerido', 400);
  }
}

const sameCapabilities = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((capability) => b.includes(capability));

export const companyDecider: Decider<CompanyCommand, CompanyEvent, CompanyState> = {
  initialState: { exists: false },

  decide(command, state) {
    switch (command.type) {
      case 'CreateCompany': {
        if (state.exists) throw new DomainError('company.exists', 'La empresa ya existe.', 409);
        const { companyId, creatorId, name, description, logo, url } = command;
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
        if (!state.exists) throw companyNotFound();
        requireProfile(command);
        const { name, description, logo, url } = command;
        return [{ type: 'CompanyUpdated', data: { companyId: state.companyId, name, description, logo, url } }];
      }
      case 'JoinCompany': {
        if (!state.exists) throw companyNotFound();
        if (state.members.has(command.userId)) return [];
        return [{ type: 'CompanyMemberJoined', data: { companyId: state.companyId, userId: command.userId } }];
      }
      case 'SetMemberCapabilities': {
        if (!state.exists) throw companyNotFound();
        const { userId, capabilities } = command;
        const current = state.members.get(userId);
        if (current && sameCapabilities(current, capabilities)) return [];
        // Saving permissions for a company the user is not in assigns the user to it (spec 4).
        const joined: CompanyEvent[] = current
          ? []
          : [{ type: 'CompanyMemberJoined', data: { companyId: state.companyId, userId } }];
        return [
          ...joined,
          { type: 'CompanyMemberCapabilitiesSet', data: { companyId: state.companyId, userId, capabilities } },
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
};
