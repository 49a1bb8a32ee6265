import type { Clock } from '../platform/clock/clock.port';
import { DomainError } from '../platform/domain-error';

export const TOO_MANY_ATTEMPTS = 'Demasiados intentos. Espera unos minutos e inténtalo nuevamente.';

export interface AttemptPolicy {
  /** Attempts allowed inside the window. */
  max: number;
  windowMs: number;
}

/** Keys are dropped once they hold nothing recent; a sweep keeps many one-off keys from piling up. */
const SWEEP_ABOVE_KEYS = 10_000;

/**
 * Counts attempts per key (an e-mail, an address) in a sliding window, in memory: a restart
 * forgets them, which costs an attacker nothing they could not get by waiting the window out.
 */
export class AttemptLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly clock: Clock,
    private readonly policy: AttemptPolicy,
  ) {}

  /** Throws 429 when the key has used up its attempts. */
  check(key: string): void {
    if (this.recent(key).length >= this.policy.max) {
      throw new DomainError('auth.too_many_attempts', TOO_MANY_ATTEMPTS, 429);
    }
  }

  record(key: string): void {
    if (this.attempts.size > SWEEP_ABOVE_KEYS) this.sweep();
    this.attempts.set(key, [...this.recent(key), this.clock.now().getTime()]);
  }

  private recent(key: string): number[] {
    const since = this.clock.now().getTime() - this.policy.windowMs;
    const recent = (this.attempts.get(key) ?? []).filter((time) => time > since);
    if (recent.length === 0) this.attempts.delete(key);
    return recent;
  }

  private sweep(): void {
    for (const key of [...this.attempts.keys()]) this.recent(key);
  }
}
