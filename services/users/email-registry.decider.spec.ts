import { deciderSpec } from '../../test/support/given-when-then';
import { EMAIL_IN_USE, type EmailEvent, emailRegistryDecider } from './email-registry.decider';

const given = deciderSpec(emailRegistryDecider);
const claimed: EmailEvent = { type: 'EmailClaimed', data: { email: 'ana@faena.cl', userId: 'u1' } };

describe('e-mail registry', () => {
  it('gives a free address to the first user who claims it', () =>
    given([])
      .when({ type: 'ClaimEmail', email: 'ana@faena.cl', userId: 'u1', ownerExists: false })
      .thenEvents([claimed]));

  it('refuses an address another existing user holds, with the spec text', () =>
    given([claimed])
      .when({ type: 'ClaimEmail', email: 'ana@faena.cl', userId: 'u2', ownerExists: true })
      .thenThrows(EMAIL_IN_USE, 409));

  it('frees an address whose user was never created', () =>
    given([claimed])
      .when({ type: 'ClaimEmail', email: 'ana@faena.cl', userId: 'u2', ownerExists: false })
      .thenEvents([{ type: 'EmailClaimed', data: { email: 'ana@faena.cl', userId: 'u2' } }]));

  it('lets the holder claim it again without a new event', () =>
    given([claimed])
      .when({ type: 'ClaimEmail', email: 'ana@faena.cl', userId: 'u1', ownerExists: true })
      .thenEvents([]));
});
