import type { ReadModelProgress } from '../../projections/runtime/projection-progress';
import type { NoticeTranslation } from '../items/item-notices';
import type { ItemMails } from '../mail/item-mails';
import { FixedClock } from '../platform/clock/clock.port';
import type { ActorPort } from '../platform/commands/actor';
import type { ReadStore } from '../platform/read-store/read-store.port';
import type { ItemMailCommands } from './item-mail-commands';
import { ItemMailDispatcher } from './item-mail-dispatcher';

/** A dispatcher over an empty queue that records each look at it, on read models caught up when told. */
function dispatcher() {
  const looked: string[] = [];
  const reads = {
    collection: (name: string) => ({
      count: async () => {
        looked.push(name);
        return 0;
      },
      find: async () => [],
    }),
  } as unknown as ReadStore;
  let catchUp = () => {};
  const progress = {
    ready: () =>
      new Promise<void>((resolve) => {
        catchUp = resolve;
      }),
  } as unknown as ReadModelProgress;
  const subject = new ItemMailDispatcher(
    reads,
    new FixedClock(new Date('2026-11-24T12:00:00Z')),
    {} as ActorPort,
    {} as ItemMailCommands,
    {} as ItemMails,
    [] as NoticeTranslation[],
    progress,
  );
  return { subject, looked, catchUp: () => catchUp() };
}

describe('the item mail dispatcher', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('looks at the queue only once the read models have caught up, then every 30 seconds', async () => {
    const { subject, looked, catchUp } = dispatcher();
    subject.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(5 * 60_000);
    expect(looked).toEqual([]);
    catchUp();
    await jest.advanceTimersByTimeAsync(30_000);
    expect(looked).toEqual(['item_mails']);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(looked).toHaveLength(2);
    await subject.onApplicationShutdown();
  });

  it('stops at shutdown during the catch-up, and looks at nothing', async () => {
    const { subject, looked } = dispatcher();
    subject.onApplicationBootstrap();
    await subject.onApplicationShutdown();
    await jest.advanceTimersByTimeAsync(5 * 60_000);
    expect(looked).toEqual([]);
  });
});
