import { deciderSpec } from '../../test/support/given-when-then';
import { EMAIL_IN_USE, emailRegistryDecider } from './email-registry.decider';
import { type EmailEvent } from './email-registry.events';

const given = deciderSpec(emailRegistryDecider);
const claimedAt = '2026-11-23T12:00:00.000Z';
const claimed: EmailEvent = { type: 'EmailClaimed', data: { email: 'ana@faena.cl', userId: 'u1', claimedAt } };
const claim = { type: 'ClaimEmail' as const, email: 'ana@faena.cl', directoryOwner: null };

describe('e-mail registry', () => {
  it('gives a free address to the first user who claims it', () =>
    given([])
      .when({ ...claim, userId: 'u1', now: claimedAt })
      .thenEvents([claimed]));

  it('refuses an address another existing user holds, with the spec text', () =>
    given([claimed])
      .when({ ...claim, userId: 'u2', directoryOwner: 'u1', now: '2026-11-24T12:00:00.000Z' })
      .thenThrows(EMAIL_IN_USE, 409));

  it('refuses an address claimed a moment ago, whose user may be being created', () =>
    given([claimed])
      .when({ ...claim, userId: 'u2', now: '2026-11-23T12:09:59.000Z' })
      .thenThrows(EMAIL_IN_USE, 409));

  it('frees an address whose user was never created', () =>
    given([claimed])
      .when({ ...claim, userId: 'u2', now: '2026-11-23T12:10:00.000Z' })
      .thenEvents([
        { type: 'EmailClaimed', data: { email: 'ana@faena.cl', userId: 'u2', claimedAt: '2026-11-23T12:10:00.000Z' } },
      ]));

  it('lets the holder claim it again without a new event', () =>
    given([claimed])
      .when({ ...claim, userId: 'u1', directoryOwner: 'u1', now: claimedAt })
      .thenEvents([]));

  it('refuses an address a user holds without a claim (created before addresses were claimed)', () =>
    given([])
      .when({ ...claim, userId: 'u2', directoryOwner: 'demo-ito', now: claimedAt })
      .thenThrows(EMAIL_IN_USE, 409));
});
