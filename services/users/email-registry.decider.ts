import type { AggregateType, Decider } from '../platform/commands/decider';
import { DomainError } from '../platform/domain-error';
import type { EmailEvent } from './email-registry.events';

/** Spec 8: the text the client looks for to offer adding the existing user to a project. */
export const EMAIL_IN_USE = 'Ese email ya está en uso';

/** A claim whose user still does not exist after this long was left by a creation that failed. */
export const ABANDONED_CLAIM_MS = 10 * 60_000;

/**
 * One stream per e-mail address, so that two users can never claim the same one: user streams
 * alone cannot see each other. `directoryOwner` is the user the directory has with this address,
 * if any (the caller reads it): users created before addresses were claimed (the demo data) own
 * theirs without a claim. `now` is the Clock's ISO time. A recent claim always holds: its user may
 * be being created right now.
 */
export type EmailCommand = {
  type: 'ClaimEmail';
  email: string;
  userId: string;
  directoryOwner: string | null;
  now: string;
};
export type EmailState = { owner: string | null; claimedAt: string | null };

export const emailInUse = () => new DomainError('user.email_in_use', EMAIL_IN_USE, 409, [EMAIL_IN_USE]);

const isAbandoned = (claimedAt: string | null, now: string) =>
  Date.parse(now) - Date.parse(claimedAt ?? '1970-01-01T00:00:00Z') >= ABANDONED_CLAIM_MS;

export const emailRegistryDecider: Decider<EmailCommand, EmailEvent, EmailState> = {
  initialState: { owner: null, claimedAt: null },
  decide(command, state) {
    const { directoryOwner } = command;
    if (state.owner === command.userId) return [];
    if (directoryOwner !== null && directoryOwner !== command.userId) throw emailInUse();
    if (state.owner !== null && (directoryOwner !== null || !isAbandoned(state.claimedAt, command.now))) {
      throw emailInUse();
    }
    const { email, userId, now } = command;
    return [{ type: 'EmailClaimed', data: { email, userId, claimedAt: now } }];
  },
  evolve: (_state, event) => ({ owner: event.data.userId, claimedAt: event.data.claimedAt }),
};

export const emailRegistryAggregate: AggregateType<EmailCommand, EmailEvent, EmailState> = {
  name: 'email',
  schemaVersions: { EmailClaimed: 1 },
  decider: emailRegistryDecider,
};
