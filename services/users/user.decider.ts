import { ADMINISTRATOR_JOBS, jobType } from '../organisation/job-types';
import type { Actor } from '../platform/commands/actor';
import type { AggregateType, Decider } from '../platform/commands/decider';
import { touchedValues, withChanges } from '../platform/commands/partial-edit';
import { DomainError, forbidden, invalidValue } from '../platform/domain-error';
import type { TokenPurpose, UserEvent, UserProfile } from './user.events';

export const DEFAULT_JOB_TYPE = 2;

export type UserCommand =
  | ({ type: 'CreateUser'; userId: string; avatar?: string | null } & UserProfile)
  /** The hash goes to the credential store beside the log; the log only learns that a password was set. */
  | { type: 'SetPassword' }
  | {
      type: 'UpdateProfile';
      /** The projects the user belongs to: holders of edit_users there may edit the profile. */
      userProjects: string[];
      /** The fields the person touched; a field left out stays as it is. */
      name?: string;
      phone?: string;
      address?: string;
      email?: string;
      defaultJob?: number;
      /** A new avatar's blob key; undefined keeps the current one. */
      avatar?: string | null;
    }
  /** `tokenId` names the token without revealing it; its hash lives in the credential store. */
  | { type: 'IssuePasswordToken'; purpose: TokenPurpose; tokenId: string; expiresAt: string }
  /**
   * `now` is an ISO time from the Clock; the token must be the latest issued, for this purpose,
   * unused and unexpired.
   */
  | { type: 'UsePasswordToken'; purpose: TokenPurpose; tokenId: string; now: string }
  /**
   * Says, once the credential store holds a replaced password, that sign-ins older than
   * `sessionVersion` are over: how every API replica learns to close their live connections.
   */
  | { type: 'EndSessions'; sessionVersion: number };

interface IssuedToken {
  tokenId: string;
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

/** Spec 8: a reset link that was used, expired or replaced. */
export const INVALID_TOKEN =
  'El token de validación no se encuentra válido, si aún lo necesitas, por favor solicita nuevamente reestablecer tu contraseña';
/** The same for an invitation link, which resets nothing (docs/decisions.md): how to get in or get a new one. */
export const INVALID_INVITATION =
  'Esta invitación ya se usó o venció. Si ya creaste tu contraseña, ingresa con ella. Si no, pide a quien te invitó que te envíe una nueva invitación o solicita un link para crear tu contraseña.';

const INVALID_LINK: Record<TokenPurpose, { code: string; message: string }> = {
  reset: { code: 'auth.invalid_token', message: INVALID_TOKEN },
  invitation: { code: 'auth.invalid_invitation', message: INVALID_INVITATION },
};

/** The refusal of a link's token, in the words of the link it came in. */
export const invalidToken = (purpose: TokenPurpose) =>
  invalidValue(INVALID_LINK[purpose].code, INVALID_LINK[purpose].message, 'token');

/** Whether an error is the refusal of a link's token (of either purpose). */
export const isInvalidToken = (error: unknown): boolean =>
  error instanceof DomainError && Object.values(INVALID_LINK).some(({ code }) => code === error.code);

const normalizeEmail = (email: string) => email.trim().toLowerCase();
const userNotFound = () => new DomainError('user.not_found', 'El usuario no existe.', 404);

/**
 * A profile is edited by the user, an administrator, or a holder of edit_users in a project the
 * user belongs to; administrators only by administrators, and only they change a default job.
 */
function mayEditProfile(
  actor: Actor,
  user: Extract<UserState, { exists: true }>,
  command: Extract<UserCommand, { type: 'UpdateProfile' }>,
): void {
  if (actor.administrator) return;
  if (command.defaultJob !== undefined) throw forbidden('Solo un administrador puede cambiar el cargo por defecto.');
  if (actor.id === user.userId) return;
  const editsThem = command.userProjects.some((projectId) => actor.can('edit_users', projectId));
  if (ADMINISTRATOR_JOBS.includes(user.defaultJob) || !editsThem) {
    throw forbidden('No tienes permiso para editar este usuario.');
  }
}

type EditableProfile = Pick<UserProfile, 'name' | 'phone' | 'address' | 'defaultJob'> & { avatar: string | null };

const profileOf = ({ name, phone, address, defaultJob, avatar }: EditableProfile): EditableProfile => ({
  name,
  phone,
  address,
  defaultJob,
  avatar,
});

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: { exists: false },

  decide(command, state, actor) {
    switch (command.type) {
      case 'CreateUser': {
        // Who may create users in a company and its projects is decided by JoinCompany and AddNewUser.
        if (!jobType(command.defaultJob)) throw invalidValue('user.job_type', 'Tipo de cargo no válido', 'default_job');
        if (ADMINISTRATOR_JOBS.includes(command.defaultJob) && !actor.administrator) {
          throw forbidden('Solo un administrador puede crear usuarios administradores.');
        }
        if (state.exists) throw new DomainError('user.exists', 'El usuario ya existe.', 409);
        const { type: _type, avatar, ...profile } = command;
        return [
          { type: 'UserCreated', data: { ...profile, email: normalizeEmail(profile.email), avatar: avatar ?? null } },
        ];
      }
      case 'SetPassword':
        if (!state.exists) throw userNotFound();
        return [{ type: 'UserPasswordSet', data: { userId: state.userId } }];
      case 'UpdateProfile': {
        if (!state.exists) throw userNotFound();
        mayEditProfile(actor, state, command);
        if (command.email !== undefined && normalizeEmail(command.email) !== state.email) {
          throw new DomainError('user.email_immutable', 'El email de un usuario no se puede modificar.', 422);
        }
        const { name, phone, address, defaultJob, avatar } = withChanges(profileOf(state), command);
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
        const { purpose, tokenId, expiresAt } = command;
        return [{ type: 'PasswordTokenIssued', data: { userId: state.userId, purpose, tokenId, expiresAt } }];
      }
      case 'UsePasswordToken': {
        if (!state.exists) throw invalidToken(command.purpose);
        const token = state.token;
        // Only the latest token works, once, until it expires.
        const usable =
          token &&
          token.tokenId === command.tokenId &&
          token.purpose === command.purpose &&
          !token.used &&
          token.expiresAt > command.now;
        if (!usable) throw invalidToken(command.purpose);
        return [
          { type: 'UserPasswordSet', data: { userId: state.userId } },
          { type: 'PasswordTokenUsed', data: { userId: state.userId, tokenId: command.tokenId } },
        ];
      }
      case 'EndSessions':
        if (!state.exists) throw userNotFound();
        return [{ type: 'UserSessionsEnded', data: { userId: state.userId, sessionVersion: command.sessionVersion } }];
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
        const { purpose, tokenId, expiresAt } = event.data;
        return { ...state, token: { purpose, tokenId, expiresAt, used: false } };
      }
      case 'PasswordTokenUsed':
        return state.token ? { ...state, token: { ...state.token, used: true } } : state;
      case 'UserSessionsEnded':
        return state;
    }
  },
};

export const userAggregate: AggregateType<UserCommand, UserEvent, UserState> = {
  name: 'user',
  // 2: password and token events carry no secret (user.upcasters.ts reads version 1).
  schemaVersions: {
    UserCreated: 1,
    UserPasswordSet: 2,
    UserProfileUpdated: 1,
    PasswordTokenIssued: 2,
    PasswordTokenUsed: 2,
    UserSessionsEnded: 1,
  },
  decider: userDecider,
  edits: {
    message: 'Otra persona modificó este usuario mientras lo editabas.',
    touched(command, state) {
      if (command.type !== 'UpdateProfile' || !state.exists) return null;
      // Named as the user form sends them (dto/update-user.dto.ts).
      return touchedValues<EditableProfile>(command, {
        name: { name: state.name },
        phone: { phone: state.phone },
        address: { address: state.address },
        defaultJob: { default_job: state.defaultJob },
        avatar: { avatar: state.avatar },
      });
    },
  },
};
