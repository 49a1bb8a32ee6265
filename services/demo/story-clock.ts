import type { CancelTimer, Clock } from '../platform/clock/clock.port';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The clock the demo seeding runs its commands with: it reads the real time until the story sets
 * an earlier moment, so the demo's events carry the weeks they tell of. Only the seeding's own
 * pipeline holds it; timers go to the real clock.
 */
export class StoryClock implements Clock {
  private moment: Date | null = null;

  constructor(private readonly real: Clock) {}

  now(): Date {
    return this.moment ? new Date(this.moment) : this.real.now();
  }

  schedule(at: Date, task: () => void): CancelTimer {
    return this.real.schedule(at, task);
  }

  /** Sets the story's moment: `days` before the real now, `minutes` later than that instant. */
  daysAgo(days: number, minutes = 0): void {
    this.moment = new Date(this.real.now().getTime() - days * DAY_MS + minutes * 60_000);
  }

  /** Back to the real time once the story is told. */
  present(): void {
    this.moment = null;
  }
}
