import type { AggregateType, Decider } from '../platform/commands/decider';
import { DomainError } from '../platform/domain-error';

export const DEFAULT_JOB_TYPE = 2;

export interface UserProfile {
  name: string;
  email: string;
  phone: string;
  address: string;
  defaultJob: number;
}

export type UserCommand =
  | ({ type: 'CreateUser'; userId: string } & UserProfile)
  | { type: 'SetPassword'; passwordHash: string }
  | { type: 'UpdateProfile'; name: string; phone: string; address: string; email?: string; defaultJob?: number };

export type UserEvent =
  | { type: 'UserCreated'; data: { userId: string } & UserProfile }
  | { type: 'UserPasswordSet'; data: { userId: string; passwordHash: string } }
  | {
      type: 'UserProfileUpdated';
      data: { userId: string; name: string; phone: string; address: string; defaultJob: number };
    };

export type UserState = { exists: false } | ({ exists: true; userId: string; hasPassword: boolean } & UserProfile);

const normalizeEmail = (email: string) => email.trim().toLowerCase();
const userNotFound = () => new DomainError('user.not_found', 'El usuario no existe.', 404);

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: { exists: false },

  decide(command, state) {
    switch (command.type) {
      case 'CreateUser': {
        if (state.exists) throw new DomainError('user.exists', 'El usuario ya existe.', 409);
        const { type: _type, ...profile } = command;
        return [{ type: 'UserCreated', data: { ...profile, email: normalizeEmail(profile.email) } }];
      }
      case 'SetPassword':
        if (!state.exists) throw userNotFound();
        return [{ type: 'UserPasswordSet', data: { userId: state.userId, passwordHash: command.passwordHash } }];
      case 'UpdateProfile': {
        if (!state.exists) throw userNotFound();
        if (command.email !== undefined && normalizeEmail(command.email) !== state.email) {
          throw new DomainError('user.email_immutable', 'El email de un usuario no se puede modificar.', 422);
        }
        const { name, phone, address } = command;
        const defaultJob = command.defaultJob ?? state.defaultJob;
        if (
          name === state.name &&
          phone === state.phone &&
          address === state.address &&
          defaultJob === state.defaultJob
        ) {
          return [];
        }
        return [{ type: 'UserProfileUpdated', data: { userId: state.userId, name, phone, address, defaultJob } }];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'UserCreated': {
        const { userId, ...profile } = event.data;
        return { exists: true, userId, hasPassword: false, ...profile };
      }
      case 'UserPasswordSet':
        return state.exists ? { ...state, hasPassword: true } : state;
      case 'UserProfileUpdated': {
        const { userId: _userId, ...profile } = event.data;
        return state.exists ? { ...state, ...profile } : state;
      }
    }
  },
};

export const userAggregate: AggregateType<UserCommand, UserEvent, UserState> = {
  name: 'user',
  schemaVersion: 1,
  decider: userDecider,
};
