import { RateLimiterMemory } from 'rate-limiter-flexible';
import { DomainError } from '../platform/domain-error';
import { SIGN_IN_POLICY, SignInThrottle, waitAfter } from './sign-in-throttle';

const memoryCounters = () => new SignInThrottle((options) => new RateLimiterMemory(options));

const refusal = (promise: Promise<void>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof DomainError ? error.status : error),
  );

describe('sign-in throttle', () => {
  it('lets five failures pass, then waits 1, 2, 4… seconds, up to fifteen minutes', () => {
    const policy = SIGN_IN_POLICY.accountAndAddress;
    expect([1, 4, 5, 6, 7, 14, 15, 40].map((failures) => waitAfter(failures, policy))).toEqual([
      0, 0, 1, 2, 4, 512, 900, 900,
    ]);
  });

  it('makes the failing address wait for that account, never the account everywhere', async () => {
    const throttle = memoryCounters();
    for (let n = 0; n < 8; n += 1) await throttle.failed('ana@faena.cl', '198.51.100.66');
    expect(await refusal(throttle.check('ana@faena.cl', '198.51.100.66'))).toBe(429);
    expect(await refusal(throttle.check('ana@faena.cl', '203.0.113.50'))).toBeNull();
    expect(await refusal(throttle.check('otra@faena.cl', '198.51.100.66'))).toBeNull();
  });

  it('makes an address that fails on many accounts wait for all of them', async () => {
    const throttle = memoryCounters();
    for (let n = 0; n < SIGN_IN_POLICY.address.free + 3; n += 1) {
      await throttle.failed(`usuario.${n}@faena.cl`, '198.51.100.66');
    }
    expect(await refusal(throttle.check('nueva@faena.cl', '198.51.100.66'))).toBe(429);
    expect(await refusal(throttle.check('nueva@faena.cl', '203.0.113.50'))).toBeNull();
  });

  it('forgets the failures of an account at an address once the right password comes', async () => {
    const throttle = memoryCounters();
    for (let n = 0; n < 4; n += 1) await throttle.failed('ana@faena.cl', '198.51.100.66');
    await throttle.succeeded('ana@faena.cl', '198.51.100.66');
    for (let n = 0; n < 4; n += 1) await throttle.failed('ana@faena.cl', '198.51.100.66');
    expect(await refusal(throttle.check('ana@faena.cl', '198.51.100.66'))).toBeNull();
  });
});
