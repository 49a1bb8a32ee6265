import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PASSWORD_TOKENS, type PasswordTokenDocument } from '../../projections/users/user-directory.projection';
import { CLOCK, type Clock } from '../platform/clock/clock.port';
import type { CommandContext } from '../platform/commands/command-context';
import { ExecuteCommand } from '../platform/commands/execute-command';
import { DomainError } from '../platform/domain-error';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { INVALID_TOKEN, type TokenPurpose, userAggregate } from '../users/user.decider';
import { PasswordHasher } from './password-hasher';

const HOUR_MS = 3_600_000;

/** How long a link works: a reset link an hour (spec), an invitation a week (docs/decisions.md). */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = { reset: HOUR_MS, invitation: 7 * 24 * HOUR_MS };
export const INVITATION_DAYS = TOKEN_LIFETIME_MS.invitation / (24 * HOUR_MS);

/** Only the hash is stored: the log and the read models never hold a usable token. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const invalidToken = () => new DomainError('auth.invalid_token', INVALID_TOKEN, 400);

/** One-time tokens for password links: issued to a user, checked, and spent on a new password. */
@Injectable()
export class PasswordTokens {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly commands: CommandBus,
    private readonly hasher: PasswordHasher,
  ) {}

  /** A new token for the user (the user's earlier ones stop working); the raw value goes in the link. */
  async issue(userId: string, purpose: TokenPurpose, context: CommandContext): Promise<string> {
    // Hex only: the invitation link joins user id and token with '-', split at the last one.
    const token = randomBytes(32).toString('hex');
    const expiresAt = new Date(this.clock.now().getTime() + TOKEN_LIFETIME_MS[purpose]).toISOString();
    await this.commands.execute(
      new ExecuteCommand({
        aggregate: userAggregate,
        aggregateId: userId,
        command: { type: 'IssuePasswordToken', purpose, tokenHash: hashToken(token), expiresAt },
        context,
      }),
    );
    return token;
  }

  /** The user a usable token belongs to; anything else is the spec's invalid-token answer. */
  async check(token: string, purpose: TokenPurpose): Promise<string> {
    const issued = await this.reads.collection<PasswordTokenDocument>(PASSWORD_TOKENS).get(hashToken(token));
    const usable =
      issued && issued.purpose === purpose && !issued.used && issued.expires_at > this.clock.now().toISOString();
    if (!usable) throw invalidToken();
    return issued.user_id;
  }

  /** Spends the token on a new password; the user's stream decides, so a token works once even in a race. */
  async use(token: string, purpose: TokenPurpose, password: string, expectedUserId?: string): Promise<string> {
    const userId = await this.check(token, purpose);
    if (expectedUserId !== undefined && expectedUserId !== userId) throw invalidToken();
    await this.commands.execute(
      new ExecuteCommand({
        aggregate: userAggregate,
        aggregateId: userId,
        command: {
          type: 'UsePasswordToken',
          purpose,
          tokenHash: hashToken(token),
          passwordHash: await this.hasher.hash(password),
          now: this.clock.now().toISOString(),
        },
        context: { actorId: userId, commandId: randomUUID() },
      }),
    );
    return userId;
  }
}
