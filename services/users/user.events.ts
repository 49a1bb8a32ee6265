/**
 * What happens to a user, one stream per user: the contract between the user decider, the read
 * models and the upcasters.
 */

export interface UserProfile {
  name: string;
  email: string;
  phone: string;
  address: string;
  defaultJob: number;
}

/** Why a one-time password token was issued: a reset request, or the invitation of a new user. */
export type TokenPurpose = 'reset' | 'invitation';

export type UserEvent =
  | { type: 'UserCreated'; data: { userId: string; avatar: string | null } & UserProfile }
  /** Payload v2: no hash (v1 carried it; services/users/user.upcasters.ts drops it on read). */
  | { type: 'UserPasswordSet'; data: { userId: string } }
  | {
      type: 'UserProfileUpdated';
      data: { userId: string; name: string; phone: string; address: string; defaultJob: number; avatar: string | null };
    }
  | {
      type: 'PasswordTokenIssued';
      data: { userId: string; purpose: TokenPurpose; tokenId: string; expiresAt: string };
    }
  | { type: 'PasswordTokenUsed'; data: { userId: string; tokenId: string } }
  /** Tokens issued before `sessionVersion` no longer work (the version itself is no secret). */
  | { type: 'UserSessionsEnded'; data: { userId: string; sessionVersion: number } };
