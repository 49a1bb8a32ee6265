import { FixedClock, systemClock } from './clock.port';

const T0 = new Date('2026-11-24T10:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

describe('the fixed clock of tests', () => {
  it('fires its timers when moved past them, in the order of their moments, each once', () => {
    const clock = new FixedClock(T0);
    const fired: string[] = [];
    clock.schedule(later(2000), () => fired.push('b'));
    clock.schedule(later(1000), () => fired.push('a'));
    clock.advance(999);
    expect(fired).toEqual([]);
    clock.advance(5000);
    expect(fired).toEqual(['a', 'b']);
    clock.advance(5000);
    expect(fired).toEqual(['a', 'b']);
    expect(clock.pendingTimers).toBe(0);
  });

  it('fires a timer a task schedules when its moment is already reached', () => {
    const clock = new FixedClock(T0);
    const fired: string[] = [];
    clock.schedule(later(1000), () => {
      fired.push('first');
      clock.schedule(later(1500), () => fired.push('second'));
    });
    clock.set(later(2000));
    expect(fired).toEqual(['first', 'second']);
  });

  it('fires a moment already past on the next tick, and not a cancelled timer', async () => {
    const clock = new FixedClock(T0);
    const fired: string[] = [];
    clock.schedule(later(-1), () => fired.push('past'));
    const cancel = clock.schedule(later(10), () => fired.push('cancelled'));
    cancel();
    expect(fired).toEqual([]);
    await Promise.resolve();
    clock.advance(20);
    expect(fired).toEqual(['past']);
  });
});

describe('the system clock', () => {
  it('runs a task at its moment, and not a cancelled one', async () => {
    const fired: string[] = [];
    const start = Date.now();
    systemClock.schedule(new Date(start + 30), () => fired.push('due'));
    systemClock.schedule(new Date(start + 10), () => fired.push('cancelled'))();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(fired).toEqual(['due']);
  });
});
