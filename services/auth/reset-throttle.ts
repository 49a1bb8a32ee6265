import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../platform/clock/clock.port';
import { isInvalidToken } from '../users/user.decider';
import { AttemptLimiter } from './attempt-limiter';

const MINUTE = 60_000;

/**
 * The password links' limits. Reset requests are limited per e-mail (flooding one inbox) and per
 * client address (probing many e-mails); tokens a link brings (checked or spent) per client address
 * by the ones refused, so guessing tokens is slow while a person opening their own link never
 * waits. Sign-in has its own throttle (sign-in-throttle.ts).
 */
@Injectable()
export class ResetThrottle {
  private readonly resetByEmail: AttemptLimiter;
  private readonly resetByAddress: AttemptLimiter;
  private readonly refusedTokensByAddress: AttemptLimiter;

  constructor(@Inject(CLOCK) clock: Clock) {
    this.resetByEmail = new AttemptLimiter(clock, { max: 5, windowMs: 60 * MINUTE });
    this.resetByAddress = new AttemptLimiter(clock, { max: 20, windowMs: 60 * MINUTE });
    this.refusedTokensByAddress = new AttemptLimiter(clock, { max: 20, windowMs: 15 * MINUTE });
  }

  /** Checks and counts a reset request. */
  resetRequested(email: string, address: string): void {
    this.resetByEmail.check(email);
    this.resetByAddress.check(address);
    this.resetByEmail.record(email);
    this.resetByAddress.record(address);
  }

  /** Runs a check or use of a link's token, unless the address has had too many refused; counts a refusal. */
  async tokenFrom<T>(address: string, run: () => Promise<T>): Promise<T> {
    this.refusedTokensByAddress.check(address);
    try {
      return await run();
    } catch (error) {
      if (isInvalidToken(error)) this.refusedTokensByAddress.record(address);
      throw error;
    }
  }
}
