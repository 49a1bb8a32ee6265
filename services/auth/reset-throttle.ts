import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../platform/clock/clock.port';
import { AttemptLimiter } from './attempt-limiter';

const MINUTE = 60_000;

/**
 * Reset requests are limited per e-mail (flooding one inbox) and per client address (probing
 * many e-mails). Sign-in has its own throttle (sign-in-throttle.ts).
 */
@Injectable()
export class ResetThrottle {
  private readonly resetByEmail: AttemptLimiter;
  private readonly resetByAddress: AttemptLimiter;

  constructor(@Inject(CLOCK) clock: Clock) {
    this.resetByEmail = new AttemptLimiter(clock, { max: 5, windowMs: 60 * MINUTE });
    this.resetByAddress = new AttemptLimiter(clock, { max: 20, windowMs: 60 * MINUTE });
  }

  /** Checks and counts a reset request. */
  resetRequested(email: string, address: string): void {
    this.resetByEmail.check(email);
    this.resetByAddress.check(address);
    this.resetByEmail.record(email);
    this.resetByAddress.record(address);
  }
}
