import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '../platform/clock/clock.port';
import type { CommandContext } from '../platform/commands/command-context';
import type { CommandResult } from '../platform/commands/handle-command';
import {
  CREDENTIAL_STORE,
  type CredentialStore,
  type OneTimeToken,
} from '../platform/credentials/credential-store.port';
import { PasswordHasher } from '../platform/credentials/password-hasher';
import { invalidToken, type UserCommand } from './user.decider';
import type { TokenPurpose, UserEvent } from './user.events';
import { UserCommands } from './user-commands';

const HOUR_MS = 3_600_000;

/** How long a link works: a reset link an hour (spec), an invitation a week (docs/decisions.md). */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = { reset: HOUR_MS, invitation: 7 * 24 * HOUR_MS };
export const INVITATION_DAYS = TOKEN_LIFETIME_MS.invitation / (24 * HOUR_MS);

/** Only the hash is stored, in the credential store: nothing kept anywhere is a usable token. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A password set through a link: whose, and the session version its sign-in tokens must carry. */
export interface PasswordSet {
  userId: string;
  sessionVersion: number;
}

/**
 * One-time tokens for password links: issued to a user, checked, and spent on a new password.
 * The user's stream decides (only the latest token, once, unexpired) on the token's id; the
 * secrets go to the credential store right after the events are appended. Were the process to
 * die in between, the log would show a token no link carries (the user asks again) or a
 * password set that was not stored (the old password still works, the link is spent, the user
 * asks for a new one): never a secret in the log, never a password the log refused.
 */
@Injectable()
export class PasswordTokens {
  private readonly logger = new Logger('PasswordTokens');

  constructor(
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly users: UserCommands,
    private readonly hasher: PasswordHasher,
  ) {}

  /** A new token for the user (the user's earlier ones stop working); the raw value goes in the link. */
  async issue(userId: string, purpose: TokenPurpose, context: CommandContext): Promise<string> {
    // Hex only: the invitation link joins user id and token with '-', split at the last one.
    const token = randomBytes(32).toString('hex');
    const expiresAt = new Date(this.clock.now().getTime() + TOKEN_LIFETIME_MS[purpose]).toISOString();
    const result = await this.run(userId, context, {
      type: 'IssuePasswordToken',
      purpose,
      tokenId: randomUUID(),
      expiresAt,
    });
    // A retried request (same command id) appends nothing: the new token takes the first run's id.
    const issued = result.events.find((event) => event.type === 'PasswordTokenIssued');
    const { tokenId } = issued!.data as Extract<UserEvent, { type: 'PasswordTokenIssued' }>['data'];
    await this.credentials.saveToken({ tokenHash: hashToken(token), tokenId, userId, purpose, expiresAt, used: false });
    return token;
  }

  /**
   * The token's record while it is usable (and, where a user is named, that user's); anything else
   * is the invalid-link answer of its purpose. Checking spends nothing.
   */
  async check(token: string, purpose: TokenPurpose, expectedUserId?: string): Promise<OneTimeToken> {
    const issued = await this.credentials.token(hashToken(token));
    const usable =
      issued &&
      issued.purpose === purpose &&
      !issued.used &&
      issued.expiresAt > this.clock.now().toISOString() &&
      (expectedUserId === undefined || issued.userId === expectedUserId);
    if (!usable) throw invalidToken(purpose);
    return issued;
  }

  /** Spends the token on a new password; the user's stream decides, so a token works once even in a race. */
  async use(token: string, purpose: TokenPurpose, password: string, expectedUserId?: string): Promise<PasswordSet> {
    const { userId, tokenId, tokenHash } = await this.check(token, purpose, expectedUserId);
    // Hashed first (the slow part), so the store is written right after the log.
    const passwordHash = await this.hasher.hash(password);
    await this.run(
      userId,
      { actorId: userId, commandId: randomUUID() },
      { type: 'UsePasswordToken', purpose, tokenId, now: this.clock.now().toISOString() },
    );
    const sessionVersion = await this.credentials.setPassword(userId, passwordHash);
    await this.credentials.markTokenUsed(tokenHash);
    if (sessionVersion > 0) await this.endEarlierSessions(userId, sessionVersion);
    return { userId, sessionVersion };
  }

  /**
   * A replaced password has ended the earlier sessions (their tokens carry an older version): the
   * log says so only now that the store holds the new version, so that every replica, hearing of
   * it through the read models, finds the earlier tokens refused and closes their live
   * connections. Were it lost, HTTP calls are refused all the same and the live gateway finds
   * out at its next heartbeat; the password is set either way.
   */
  private async endEarlierSessions(userId: string, sessionVersion: number): Promise<void> {
    try {
      await this.run(userId, { actorId: userId, commandId: randomUUID() }, { type: 'EndSessions', sessionVersion });
    } catch (error) {
      this.logger.error(
        `Ending the earlier sessions of ${userId}: ${(error as Error).message}`,
        (error as Error).stack,
      );
    }
  }

  private run(userId: string, context: CommandContext, command: UserCommand): Promise<CommandResult> {
    return this.users.execute({ aggregateId: userId, command, context });
  }
}
