import type { AggregateType, Decider } from '../platform/commands/decider';
import { DomainError } from '../platform/domain-error';

/** Spec 8: the text the client looks for to offer adding the existing user to a project. */
export const EMAIL_IN_USE = 'Ese email ya está en uso';

/**
 * One stream per e-mail address, so that two users can never claim the same one: user streams
 * alone cannot see each other. `ownerExists` says whether the user holding it still exists (a
 * claim whose user was never created is free again).
 */
export type EmailCommand = { type: 'ClaimEmail'; email: string; userId: string; ownerExists: boolean };
export type EmailEvent = { type: 'EmailClaimed'; data: { email: string; userId: string } };
export type EmailState = { owner: string | null };

export const emailRegistryDecider: Decider<EmailCommand, EmailEvent, EmailState> = {
  initialState: { owner: null },
  decide(command, state) {
    if (state.owner === command.userId) return [];
    if (state.owner !== null && command.ownerExists) throw new DomainError('user.email_in_use', EMAIL_IN_USE, 409);
    return [{ type: 'EmailClaimed', data: { email: command.email, userId: command.userId } }];
  },
  evolve: (_state, event) => ({ owner: event.data.userId }),
};

export const emailRegistryAggregate: AggregateType<EmailCommand, EmailEvent, EmailState> = {
  name: 'email',
  schemaVersion: 1,
  decider: emailRegistryDecider,
};
