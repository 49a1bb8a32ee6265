import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AttemptCounters } from '../platform/credentials/security-stores';
import { DomainError } from '../platform/domain-error';
import { TOO_MANY_ATTEMPTS } from './attempt-limiter';

const DAY_SECONDS = 24 * 3600;

/** Failures allowed without a wait, then waits of 1, 2, 4… seconds up to a cap. */
export interface GrowingDelayPolicy {
  free: number;
  maxWaitSeconds: number;
}

/** Seconds to wait after the `failures`-th failure of a day. */
export const waitAfter = (failures: number, { free, maxWaitSeconds }: GrowingDelayPolicy): number =>
  failures < free ? 0 : Math.min(2 ** (failures - free), maxWaitSeconds);

export const SIGN_IN_POLICY = {
  /** One address trying one account: the owner mistyping, or someone guessing. */
  accountAndAddress: { free: 5, maxWaitSeconds: 15 * 60 },
  /** One address trying many accounts (an office behind one address counts together). */
  address: { free: 50, maxWaitSeconds: 15 * 60 },
} satisfies Record<string, GrowingDelayPolicy>;

/** Counts a key's failures over a day and makes it wait longer after each one past the free ones. */
class GrowingDelay {
  private readonly failures: RateLimiterAbstract;
  private readonly waits: RateLimiterAbstract;

  constructor(
    counters: AttemptCounters,
    name: string,
    private readonly policy: GrowingDelayPolicy,
  ) {
    this.failures = counters({ keyPrefix: `${name}-failures`, points: Number.MAX_SAFE_INTEGER, duration: DAY_SECONDS });
    this.waits = counters({ keyPrefix: `${name}-wait`, points: 1, duration: DAY_SECONDS });
  }

  async waiting(key: string): Promise<boolean> {
    const wait = await this.waits.get(key);
    return wait !== null && wait.consumedPoints > this.waits.points && wait.msBeforeNext > 0;
  }

  async failed(key: string): Promise<void> {
    const { consumedPoints } = await this.failures.penalty(key, 1);
    const seconds = waitAfter(consumedPoints, this.policy);
    if (seconds > 0) await this.waits.block(key, seconds);
  }

  async forget(key: string): Promise<void> {
    await Promise.all([this.failures.delete(key), this.waits.delete(key)]);
  }
}

/**
 * Sign-in failures slow down the address that makes them, per account and overall, never the
 * account itself: an attacker elsewhere cannot lock the owner out. Counts live where every
 * replica sees them (security-stores.ts).
 */
export class SignInThrottle {
  private readonly byAccountAndAddress: GrowingDelay;
  private readonly byAddress: GrowingDelay;

  constructor(counters: AttemptCounters, policy: typeof SIGN_IN_POLICY = SIGN_IN_POLICY) {
    this.byAccountAndAddress = new GrowingDelay(counters, 'sign-in-account-address', policy.accountAndAddress);
    this.byAddress = new GrowingDelay(counters, 'sign-in-address', policy.address);
  }

  /** Throws 429 while the address must wait, before the password is looked at. */
  async check(email: string, address: string): Promise<void> {
    const [pair, anyAccount] = await Promise.all([
      this.byAccountAndAddress.waiting(pairKey(email, address)),
      this.byAddress.waiting(address),
    ]);
    if (pair || anyAccount) throw new DomainError('auth.too_many_attempts', TOO_MANY_ATTEMPTS, 429);
  }

  async failed(email: string, address: string): Promise<void> {
    await Promise.all([this.byAccountAndAddress.failed(pairKey(email, address)), this.byAddress.failed(address)]);
  }

  /** The right password clears this address's count for the account, not the address's overall count. */
  async succeeded(email: string, address: string): Promise<void> {
    await this.byAccountAndAddress.forget(pairKey(email, address));
  }
}

const pairKey = (email: string, address: string) => `${email} ${address}`;
