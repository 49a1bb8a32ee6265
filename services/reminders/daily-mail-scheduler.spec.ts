import type { ReadModelProgress } from '../../projections/runtime/projection-progress';
import { FixedClock } from '../platform/clock/clock.port';
import type { AppConfig } from '../platform/config/config';
import { MAX_ATTEMPTS } from './daily-mail.decider';
import type { DailyMailRun } from './daily-mail-run';
import { DailyMailScheduler, MISSED_DAY_DELAY_MS, RETRY_AFTER_MS } from './daily-mail-scheduler';

const ready = { ready: () => Promise.resolve() } as unknown as ReadModelProgress;

/** Read models still catching up until `catchUp()` is called. */
function catchingUp() {
  let caughtUp = () => {};
  const progress = {
    ready: () =>
      new Promise<void>((resolve) => {
        caughtUp = resolve;
      }),
  } as unknown as ReadModelProgress;
  return { progress, catchUp: () => caughtUp() };
}

/** Lets every callback already queued run (timers of the event loop's next turn included); no time passes. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A scheduler on a fixed clock whose runs record their day and fail as told. */
function scheduler(at: string, options: { on?: boolean; failing?: number; progress?: ReadModelProgress } = {}) {
  const clock = new FixedClock(new Date(at));
  const days: string[] = [];
  let failing = options.failing ?? 0;
  const run = {
    run: async (day: string) => {
      days.push(day);
      return { failed: failing-- > 0 ? 1 : 0 };
    },
  } as unknown as DailyMailRun;
  const config = { dailyMails: options.on ?? true } as AppConfig;
  const subject = new DailyMailScheduler(config, clock, options.progress ?? ready, run);
  subject.onApplicationBootstrap();
  /** Moves the clock and waits for the runs it started. */
  const moveTo = async (when: string) => {
    clock.set(new Date(when));
    await subject.settled();
  };
  /** Waits out the start: the read models ready, then the missed day's delay. */
  const started = async () => {
    await subject.settled();
    clock.advance(MISSED_DAY_DELAY_MS);
    await subject.settled();
  };
  return { clock, days, subject, moveTo, started };
}

describe('the 08:00 scheduler (Santiago)', () => {
  it('runs nothing while the read models catch up, and a missed day only minutes after they are ready', async () => {
    // Tuesday 24 November, 09:00 in Santiago: Tuesday's 08:00 went by while the app was down.
    const { progress, catchUp } = catchingUp();
    const { days, subject, clock } = scheduler('2026-11-24T12:00:00Z', { progress });
    clock.advance(MISSED_DAY_DELAY_MS);
    await nextTurn();
    expect(days).toEqual([]);
    expect(clock.pendingTimers).toBe(0);
    catchUp();
    await subject.settled();
    expect(days).toEqual([]);
    clock.advance(MISSED_DAY_DELAY_MS - 1);
    await subject.settled();
    expect(days).toEqual([]);
    clock.advance(1);
    await subject.settled();
    expect(days).toEqual(['2026-11-24']);
  });

  it('runs a day once when its 08:00 comes while the missed day waits', async () => {
    // Back at 07:58 in Santiago: Monday is the missed day, but Tuesday's 08:00 comes first.
    const { days, subject, moveTo, clock } = scheduler('2026-11-24T10:58:00Z');
    await subject.settled();
    await moveTo('2026-11-24T11:00:00Z');
    expect(days).toEqual(['2026-11-24']);
    clock.advance(MISSED_DAY_DELAY_MS);
    await subject.settled();
    expect(days).toEqual(['2026-11-24']);
    expect(clock.pendingTimers).toBe(1);
  });

  it('runs at start the last day whose 08:00 has passed, then each day at 08:00 and not before', async () => {
    // Tuesday 24 November, 07:30 in Santiago (summer time, UTC-3): Monday's e-mails are the last due.
    const { days, moveTo, clock, started } = scheduler('2026-11-24T10:30:00Z');
    await started();
    expect(days).toEqual(['2026-11-23']);
    await moveTo('2026-11-24T10:59:59Z');
    expect(days).toEqual(['2026-11-23']);
    await moveTo('2026-11-24T11:00:00Z');
    expect(days).toEqual(['2026-11-23', '2026-11-24']);
    await moveTo('2026-11-25T11:00:00Z');
    expect(days).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    // One timer armed at a time: the next 08:00.
    expect(clock.pendingTimers).toBe(1);
  });

  it('follows the clocks’ change in April: 08:00 is 11:00 UTC on Saturday and 12:00 UTC on Sunday', async () => {
    const { days, moveTo, started } = scheduler('2026-04-03T12:00:00Z');
    await started();
    await moveTo('2026-04-04T11:00:00Z');
    expect(days).toEqual(['2026-04-03', '2026-04-04']);
    // Sunday 5 April, 11:00 UTC is 07:00 in Santiago's winter time: not yet.
    await moveTo('2026-04-05T11:00:00Z');
    expect(days).toEqual(['2026-04-03', '2026-04-04']);
    await moveTo('2026-04-05T12:00:00Z');
    expect(days).toEqual(['2026-04-03', '2026-04-04', '2026-04-05']);
  });

  it('follows the clocks’ change in September: 08:00 is 12:00 UTC on Saturday and 11:00 UTC on Sunday', async () => {
    const { days, moveTo, started } = scheduler('2026-09-05T11:30:00Z');
    await started();
    // Saturday 5 September, 11:30 UTC is 07:30 in winter time: Friday is the last due day.
    expect(days).toEqual(['2026-09-04']);
    await moveTo('2026-09-05T12:00:00Z');
    await moveTo('2026-09-06T11:00:00Z');
    expect(days).toEqual(['2026-09-04', '2026-09-05', '2026-09-06']);
  });

  it('runs only the latest day when the clock jumps over several (the machine slept)', async () => {
    const { days, moveTo, clock, started } = scheduler('2026-11-24T12:00:00Z');
    await started();
    await moveTo('2026-11-28T12:00:00Z');
    expect(days).toEqual(['2026-11-24', '2026-11-28']);
    expect(clock.pendingTimers).toBe(1);
  });

  it('runs a day again 10 minutes after a failed send, as many times as a send may be tried', async () => {
    const { days, subject, clock, started } = scheduler('2026-11-24T12:00:00Z', { failing: 5 });
    await started();
    for (let i = 0; i < 5; i += 1) {
      clock.advance(RETRY_AFTER_MS);
      await subject.settled();
    }
    expect(days).toEqual(Array(MAX_ATTEMPTS).fill('2026-11-24'));
  });

  it('does nothing when the daily e-mails are off, and arms nothing once the app stops', async () => {
    const off = scheduler('2026-11-24T12:00:00Z', { on: false });
    await off.moveTo('2026-11-25T12:00:00Z');
    expect(off.days).toEqual([]);
    const on = scheduler('2026-11-24T12:00:00Z');
    await on.started();
    await on.subject.onModuleDestroy();
    expect(on.clock.pendingTimers).toBe(0);
  });
});
