import { type Clock, systemClock } from '../../services/platform/clock/clock.port';

/**
 * The system's time, which a test can move forward past a wait (a link's expiry) instead of
 * sleeping through it. Unlike FixedClock it keeps running, so what is dated in order stays in order.
 */
export class RunningClock implements Clock {
  private ahead = 0;

  now(): Date {
    return new Date(Date.now() + this.ahead);
  }

  schedule(at: Date, task: () => void) {
    return systemClock.schedule(new Date(at.getTime() - this.ahead), task);
  }

  advance(ms: number): void {
    this.ahead += ms;
  }
}
