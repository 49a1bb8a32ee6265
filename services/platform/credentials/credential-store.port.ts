/**
 * Secrets kept beside the event log, never in it: the log is immutable and will be published to
 * company systems, so it records only that a password was set or a token issued.
 */
export interface PasswordCredential {
  userId: string;
  passwordHash: string;
  /** Moves on each time the password is replaced: bearer tokens of an older version stop working. */
  sessionVersion: number;
}

/** A one-time token for a password link, found by the hash of the value the link carries. */
export interface OneTimeToken {
  tokenHash: string;
  /** Names the token in the log without revealing it. */
  tokenId: string;
  userId: string;
  purpose: string;
  /** ISO time. */
  expiresAt: string;
  used: boolean;
}

export interface CredentialStore {
  password(userId: string): Promise<PasswordCredential | null>;
  /**
   * Stores the hash and answers the session version: 0 for the user's first password, one more
   * for each replacement (a change or a reset ends the user's earlier sessions).
   */
  setPassword(userId: string, passwordHash: string): Promise<number>;
  /** 0 for a user without a password. */
  sessionVersion(userId: string): Promise<number>;
  /** Keeps a newly issued token in place of the user's earlier one (only the latest works). */
  saveToken(token: OneTimeToken): Promise<void>;
  token(tokenHash: string): Promise<OneTimeToken | null>;
  markTokenUsed(tokenHash: string): Promise<void>;
  /**
   * Copies what an old log held: stored only for a user who has no password (or token) in this
   * store yet, since anything here was written later than any old event.
   */
  importLegacy(
    passwords: ReadonlyArray<{ userId: string; passwordHash: string }>,
    tokens: OneTimeToken[],
  ): Promise<void>;
  /** Whether importLegacy finished once for this store, so a start need not scan the log again. */
  legacyImportDone(): Promise<boolean>;
  markLegacyImportDone(): Promise<void>;
  close(): Promise<void>;
}

export const CREDENTIAL_STORE = Symbol('CredentialStore');
