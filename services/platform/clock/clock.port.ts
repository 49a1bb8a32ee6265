/** Calls off a timer that has not fired yet; a no-op once it has. */
export type CancelTimer = () => void;

/** Time comes from a port so that deciders stay pure and tests can fix it. */
export interface Clock {
  now(): Date;
  /** Runs `task` once, when the clock reads `at` or later (at once, on the next tick, for a past moment). */
  schedule(at: Date, task: () => void): CancelTimer;
}

export const CLOCK = Symbol('Clock');

/** Node's longest timeout (about 24.8 days): a later moment is reached in several waits. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * The system clock's timers. A timer checks the time when it wakes and waits again if it woke
 * early (the wall clock moved back, or the wait was longer than one timeout), and it does not keep
 * the process alive by itself.
 */
function scheduleOnSystemClock(at: Date, task: () => void): CancelTimer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  const wake = () => {
    if (cancelled) return;
    const wait = at.getTime() - Date.now();
    if (wait > 0) {
      timer = setTimeout(wake, Math.min(wait, LONGEST_WAIT_MS));
      timer.unref();
      return;
    }
    cancelled = true;
    task();
  };
  timer = setTimeout(wake, 0);
  timer.unref();
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}

export const systemClock: Clock = { now: () => new Date(), schedule: scheduleOnSystemClock };

/** A clock tests can set and move; its timers fire as it is moved past them, in the order of their moments. */
export class FixedClock implements Clock {
  private timers: Array<{ at: number; task: () => void }> = [];

  constructor(private current: Date) {}

  now(): Date {
    return new Date(this.current);
  }

  schedule(at: Date, task: () => void): CancelTimer {
    const timer = { at: at.getTime(), task };
    this.timers.push(timer);
    // A moment already reached fires as the system clock's would: on the next tick.
    if (timer.at <= this.current.getTime()) queueMicrotask(() => this.fireDue());
    return () => {
      this.timers = this.timers.filter((entry) => entry !== timer);
    };
  }

  set(at: Date): void {
    this.current = new Date(at);
    this.fireDue();
  }

  advance(ms: number): void {
    this.set(new Date(this.current.getTime() + ms));
  }

  /** Timers not fired yet (tests check that a scheduler keeps exactly one armed). */
  get pendingTimers(): number {
    return this.timers.length;
  }

  private fireDue(): void {
    for (;;) {
      const now = this.current.getTime();
      const due = this.timers.filter((timer) => timer.at <= now).sort((a, b) => a.at - b.at)[0];
      if (!due) return;
      this.timers = this.timers.filter((timer) => timer !== due);
      due.task();
    }
  }
}
