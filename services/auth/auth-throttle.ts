import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../platform/clock/clock.port';
import { AttemptLimiter } from './attempt-limiter';

const MINUTE = 60_000;

/**
 * Sign-in and reset requests are limited per e-mail (guessing one account's password, flooding
 * one inbox) and per client address (trying many accounts). Sign-in counts failures only.
 */
@Injectable()
export class AuthThrottle {
  private readonly loginByEmail: AttemptLimiter;
  private readonly loginByAddress: AttemptLimiter;
  private readonly resetByEmail: AttemptLimiter;
  private readonly resetByAddress: AttemptLimiter;

  constructor(@Inject(CLOCK) clock: Clock) {
    this.loginByEmail = new AttemptLimiter(clock, { max: 10, windowMs: 15 * MINUTE });
    this.loginByAddress = new AttemptLimiter(clock, { max: 50, windowMs: 15 * MINUTE });
    this.resetByEmail = new AttemptLimiter(clock, { max: 5, windowMs: 60 * MINUTE });
    this.resetByAddress = new AttemptLimiter(clock, { max: 20, windowMs: 60 * MINUTE });
  }

  checkLogin(email: string, address: string): void {
    this.loginByEmail.check(email);
    this.loginByAddress.check(address);
  }

  loginFailed(email: string, address: string): void {
    this.loginByEmail.record(email);
    this.loginByAddress.record(address);
  }

  /** Checks and counts a reset request. */
  resetRequested(email: string, address: string): void {
    this.resetByEmail.check(email);
    this.resetByAddress.check(address);
    this.resetByEmail.record(email);
    this.resetByAddress.record(address);
  }
}
