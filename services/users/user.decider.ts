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

/** Why a one-time password token was issued: a reset request, or the invitation of a new user. */
export type TokenPurpose = 'reset' | 'invitation';

export type UserCommand =
  | ({ type: 'CreateUser'; userId: string; avatar?: string | null } & UserProfile)
  | { type: 'SetPassword'; passwordHash: string }
  | {
      type: 'UpdateProfile';
      name: string;
      phone: string;
      address: string;
      email?: string;
      defaultJob?: number;
      /** A new avatar's blob key; undefined keeps the current one. */
      avatar?: string | null;
    }
  | { type: 'IssuePasswordToken'; purpose: TokenPurpose; tokenHash: string; expiresAt: string }
  /**
   * `now` is an ISO time from the Clock; the token must be the latest issued, for this purpose,
   * unused and unexpired.
   */
  | { type: 'UsePasswordToken'; purpose: TokenPurpose; tokenHash: string; passwordHash: string; now: string };

export type UserEvent =
  | { type: 'UserCreated'; data: { userId: string; avatar: string | null } & UserProfile }
  | { type: 'UserPasswordSet'; data: { userId: string; passwordHash: string } }
  | {
      type: 'UserProfileUpdated';
      data: { userId: string; name: string; phone: string; address: string; defaultJob: number; avatar: string | null };
    }
  | {
      type: 'PasswordTokenIssued';
      data: { userId: string; purpose: TokenPurpose; tokenHash: string; expiresAt: string };
    }
  | { type: 'PasswordTokenUsed'; data: { userId: string; tokenHash: string } };

interface IssuedToken {
  tokenHash: string;
  purpose: TokenPurpose;
  expiresAt: string;
  used: boolean;
}

export type UserState =
  | { exists: false }
  | ({
      exists: true;
      userId: string;
      hasPassword: boolean;
      avatar: string | null;
      token: IssuedToken | null;
    } & UserProfile);

export const INVALID_TOKEN =
  'El token de validación no se encuentra válido, si aún lo necesitas, por favor solicita nuevamente reestablecer tu contraseña';

const normalizeEmail = (email: string) => email.trim().toLowerCase();
const userNotFound = () => new DomainError('user.not_found', 'El usuario no existe.', 404);
const invalidToken = () => new DomainError('auth.invalid_token', INVALID_TOKEN, 400);

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: { exists: false },

  decide(command, state) {
    switch (command.type) {
      case 'CreateUser': {
        if (state.exists) throw new DomainError('user.exists', 'El usuario ya existe.', 409);
        const { type: _type, avatar, ...profile } = command;
        return [
          { type: 'UserCreated', data: { ...profile, email: normalizeEmail(profile.email), avatar: avatar ?? null } },
        ];
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
        const avatar = command.avatar === undefined ? state.avatar : command.avatar;
        const unchanged =
          name === state.name &&
          phone === state.phone &&
          address === state.address &&
          defaultJob === state.defaultJob &&
          avatar === state.avatar;
        if (unchanged) return [];
        return [
          { type: 'UserProfileUpdated', data: { userId: state.userId, name, phone, address, defaultJob, avatar } },
        ];
      }
      case 'IssuePasswordToken': {
        if (!state.exists) throw userNotFound();
        const { purpose, tokenHash, expiresAt } = command;
        return [{ type: 'PasswordTokenIssued', data: { userId: state.userId, purpose, tokenHash, expiresAt } }];
      }
      case 'UsePasswordToken': {
        if (!state.exists) throw invalidToken();
        const token = state.token;
        // Only the latest token works, once, until it expires.
        const usable =
          token &&
          token.tokenHash === command.tokenHash &&
          token.purpose === command.purpose &&
          !token.used &&
          token.expiresAt > command.now;
        if (!usable) {
          throw invalidToken();
        }
        return [
          { type: 'UserPasswordSet', data: { userId: state.userId, passwordHash: command.passwordHash } },
          { type: 'PasswordTokenUsed', data: { userId: state.userId, tokenHash: command.tokenHash } },
        ];
      }
    }
  },

  evolve(state, event) {
    if (event.type === 'UserCreated') {
      const { userId, avatar, ...profile } = event.data;
      return { exists: true, userId, hasPassword: false, avatar, token: null, ...profile };
    }
    if (!state.exists) return state;
    switch (event.type) {
      case 'UserPasswordSet':
        return { ...state, hasPassword: true };
      case 'UserProfileUpdated': {
        const { userId: _userId, ...profile } = event.data;
        return { ...state, ...profile };
      }
      case 'PasswordTokenIssued': {
        const { purpose, tokenHash, expiresAt } = event.data;
        return { ...state, token: { purpose, tokenHash, expiresAt, used: false } };
      }
      case 'PasswordTokenUsed':
        return state.token ? { ...state, token: { ...state.token, used: true } } : state;
    }
  },
};

export const userAggregate: AggregateType<UserCommand, UserEvent, UserState> = {
  name: 'user',
  schemaVersions: {
    UserCreated: 1,
    UserPasswordSet: 1,
    UserProfileUpdated: 1,
    PasswordTokenIssued: 1,
    PasswordTokenUsed: 1,
  },
  decider: userDecider,
};
