import type { StoredEvent } from '../../services/platform/event-store/event-store.port';
import { MemoryReadStore } from '../../services/platform/read-store/memory-read-store';
import type { ReadStore } from '../../services/platform/read-store/read-store.port';
import { counted, newEvent, useTemporaryEventLog } from '../../test/support/event-log';
import type { Projection } from './projection';
import { ProjectionEngine } from './projection-engine';

/** Counts `Counted` events per version, so a rebuild shows in the numbers. */
const counter = (version: number, applied: string[] = []): Projection => ({
  name: 'counter',
  version,
  collections: ['counters'],
  handles: ['Counted'],
  async apply(event: StoredEvent, store: ReadStore) {
    applied.push(`${event.position}`);
    const current = await store.collection('counters').get('total');
    await store.collection('counters').upsert({ _id: 'total', count: ((current?.count as number) ?? 0) + 1, version });
  },
});

/** Waits, a turn of the event loop at a time, until the condition holds. */
async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  for (let turn = 0; turn < 100_000; turn += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('the condition never held');
}

describe('the projection engine', () => {
  const { log: events } = useTemporaryEventLog();

  it('catches up with history at start and is ready only then', async () => {
    for (let n = 1; n <= 3; n += 1) await events().append(`s-${n}`, [counted(n)], -1);
    const reads = new MemoryReadStore();
    const engine = new ProjectionEngine(events(), reads, [counter(1)]);
    await engine.start();
    await engine.ready();
    expect(engine.isReady).toBe(true);
    expect(await reads.collection('counters').get('total')).toMatchObject({ count: 3 });
    await engine.stop();
  });

  it('applies live events and lets a caller wait for a position', async () => {
    const reads = new MemoryReadStore();
    const engine = new ProjectionEngine(events(), reads, [counter(1)]);
    await engine.start();
    const { position } = await events().append('s', [counted(1), newEvent('Ignored', { n: 2 })], -1);
    await engine.waitFor(position);
    expect(await reads.collection('counters').get('total')).toMatchObject({ count: 1 });
    await engine.stop();
  });

  it('resumes from its checkpoint and rebuilds a projection whose version was bumped', async () => {
    const reads = new MemoryReadStore();
    await events().append('s', [counted(1), counted(2)], -1);
    const first = new ProjectionEngine(events(), reads, [counter(1)]);
    await first.start();
    await first.ready();
    await first.stop();

    const applied: string[] = [];
    const same = new ProjectionEngine(events(), reads, [counter(1, applied)]);
    await same.start();
    await same.ready();
    await same.stop();
    expect(applied).toEqual([]);

    const bumped = new ProjectionEngine(events(), reads, [counter(2, applied)]);
    await bumped.start();
    await bumped.ready();
    await until(() => bumped.status().building?.length === 0);
    await bumped.stop();
    expect(applied).toHaveLength(2);
    expect(await reads.collection('counters').get('total')).toEqual({ _id: 'total', count: 2, version: 2 });
  });

  describe('a projection whose version was bumped', () => {
    const built = async (count: number) => {
      for (let n = 1; n <= count; n += 1) await events().append(`s-${n}`, [counted(n)], -1);
      const reads = new MemoryReadStore();
      const first = new ProjectionEngine(events(), reads, [counter(1)]);
      await first.start();
      await first.ready();
      await first.stop();
      return reads;
    };

    it('keeps answering from the old version, which follows the log, while the new one is built beside it; then swaps', async () => {
      const reads = await built(30);
      let open: () => void = () => {};
      const gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      const next = counter(2);
      const gated: Projection = {
        ...next,
        async apply(event, store) {
          await gate;
          await next.apply(event, store);
        },
      };
      const engine = new ProjectionEngine(events(), reads, [gated], () => {}, { batchSize: 8 });
      await engine.start();
      await engine.ready();
      expect(engine.isReady).toBe(true);
      expect(engine.status().building).toEqual([{ name: 'counter', version: 2, position: 0 }]);
      expect(await reads.collection('counters').get('total')).toMatchObject({ count: 30, version: 1 });
      expect(await reads.collection('_checkpoints').get('counter')).toMatchObject({ version: 1, position: 30 });

      open();
      const { position } = await events().append('s-31', [counted(31)], -1);
      await engine.waitFor(position);
      await until(() => engine.status().building?.length === 0);
      expect(await reads.collection('counters').get('total')).toEqual({ _id: 'total', count: 31, version: 2 });
      expect(await reads.collection('_checkpoints').get('counter')).toEqual({
        _id: 'counter',
        version: 2,
        position: 31,
      });
      expect(await reads.collection('_checkpoints').get('counter@next')).toBeNull();
      expect(reads.collectionNames()).not.toContain('_next.counters');

      await events().append('s-32', [counted(32)], -1);
      await until(async () => (await reads.collection('counters').get('total'))?.count === 32);
      await engine.stop();
    });

    it('resumes a build a restart interrupted from where it stopped', async () => {
      const reads = await built(120);
      const applied: string[] = [];
      const engine = new ProjectionEngine(events(), reads, [counter(2, applied)], () => {}, { batchSize: 5 });
      await engine.start();
      await until(() => (engine.status().building?.[0]?.position ?? 0) >= 20);
      await engine.stop();
      const stopped = (await reads.collection('_checkpoints').get('counter@next'))?.position as number;
      expect(stopped).toBeGreaterThanOrEqual(20);
      expect(stopped).toBeLessThan(120);

      const resumed: string[] = [];
      const again = new ProjectionEngine(events(), reads, [counter(2, resumed)], () => {}, { batchSize: 5 });
      await again.start();
      await until(() => again.status().building?.length === 0);
      await again.stop();
      expect(Number(resumed[0])).toBe(stopped + 1);
      expect(await reads.collection('counters').get('total')).toEqual({ _id: 'total', count: 120, version: 2 });
    });

    it('parks a new version that fails without touching the old one, and says so', async () => {
      const reads = await built(3);
      const broken: Projection = {
        ...counter(2),
        async apply() {
          throw new Error('boom');
        },
      };
      const engine = new ProjectionEngine(events(), reads, [broken], () => {}, { retryDelayMs: 10_000 });
      await engine.start();
      await until(() => engine.status().parked.length > 0);
      expect(engine.status().parked).toEqual([
        { name: 'counter@next', position: 0, failedAt: 1, error: 'boom', attempts: 1 },
      ]);
      expect(await reads.collection('counters').get('total')).toMatchObject({ count: 3, version: 1 });
      await engine.stop();
    });
  });

  it('rebuilds everything from the log with progress', async () => {
    for (let n = 1; n <= 5; n += 1) await events().append(`s-${n}`, [counted(n)], -1);
    const reads = new MemoryReadStore();
    const engine = new ProjectionEngine(events(), reads, [counter(1)]);
    await engine.start();
    await engine.ready();
    await reads.collection('counters').upsert({ _id: 'total', count: 99 });
    const progress: number[] = [];
    expect(await engine.rebuild((done) => progress.push(done))).toBe(5);
    expect(progress.at(-1)).toBe(5);
    expect(await reads.collection('counters').get('total')).toMatchObject({ count: 5 });
  });

  it('rebuilds projections that read each other’s collections as a fold from scratch does', async () => {
    for (let n = 1; n <= 4; n += 1) await events().append(`s-${n}`, [counted(n)], -1);
    const latest: Projection = {
      name: 'latest',
      version: 1,
      collections: ['latest'],
      handles: ['Counted'],
      async apply(event, store) {
        await store.collection('latest').upsert({ _id: 'n', n: (event.data as { n: number }).n });
      },
    };
    // Reads the other projection's document as it stands at each event.
    const echo: Projection = {
      name: 'echo',
      version: 1,
      collections: ['echoes'],
      handles: ['Counted'],
      async apply(event, store) {
        const seen = (await store.collection('latest').get('n'))?.n ?? null;
        await store.collection('echoes').upsert({ _id: String(event.position), seen });
      },
    };
    const live = new MemoryReadStore();
    const engine = new ProjectionEngine(events(), live, [latest, echo]);
    await engine.start();
    await engine.ready();
    await engine.stop();
    const fresh = new MemoryReadStore();
    await new ProjectionEngine(events(), fresh, [latest, echo]).rebuild();
    const echoes = (store: ReadStore) => store.collection('echoes').find({}, { sort: { _id: 1 } });
    expect(await echoes(fresh)).toEqual(await echoes(live));
    expect((await echoes(fresh)).map((doc) => doc.seen)).toEqual([1, 2, 3, 4]);
  });

  it('parks a failing projection at its position, reports it and retries it without skipping an event', async () => {
    const errors: string[] = [];
    let failures = 1;
    const applied: string[] = [];
    const flaky: Projection = {
      ...counter(1, applied),
      name: 'flaky',
      collections: ['flaky'],
      async apply(event) {
        if (failures > 0) {
          failures -= 1;
          throw new Error('boom');
        }
        applied.push(`${event.position}`);
      },
    };
    const reads = new MemoryReadStore();
    const engine = new ProjectionEngine(
      events(),
      reads,
      [flaky, counter(1)],
      (error, _event, name) => errors.push(`${name}: ${error.message}`),
      { retryDelayMs: 20 },
    );
    await engine.start();
    await engine.ready();
    const { position } = await events().append('s', [counted(1), counted(2)], -1);
    await engine.waitFor(position);
    expect(errors).toEqual(['flaky: boom']);
    expect(engine.status().parked).toEqual([{ name: 'flaky', position: 0, failedAt: 1, error: 'boom', attempts: 1 }]);
    expect(await reads.collection('_checkpoints').get('flaky')).toMatchObject({ position: 0, parked: { failedAt: 1 } });
    expect(await reads.collection('counters').get('total')).toMatchObject({ count: 2 });

    while (engine.status().parked.length > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(applied).toEqual(['1', '2']);
    expect(await reads.collection('_checkpoints').get('flaky')).toEqual({ _id: 'flaky', version: 1, position: 2 });
    await engine.stop();
  });

  it('backs off between retries and names the failure in a rebuild', async () => {
    await events().append('s', [counted(1)], -1);
    const broken: Projection = {
      ...counter(1),
      name: 'broken',
      async apply() {
        throw new Error('boom');
      },
    };
    const reads = new MemoryReadStore();
    const engine = new ProjectionEngine(events(), reads, [broken], () => {}, { retryDelayMs: 10, maxRetryDelayMs: 40 });
    await engine.start();
    await engine.ready();
    await new Promise((resolve) => setTimeout(resolve, 150));
    const { attempts } = engine.status().parked[0]!;
    // 10 + 20 + 40 + 40 ms: at most five tries in 150 ms, not one per turn of the loop.
    expect(attempts).toBeGreaterThan(1);
    expect(attempts).toBeLessThanOrEqual(6);
    await expect(engine.rebuild()).rejects.toThrow('broken failed at 1: boom');
  });

  it('falls back to reading the log in batches when live events outrun the bounded queue', async () => {
    const reads = new MemoryReadStore();
    const applied: string[] = [];
    const engine = new ProjectionEngine(events(), reads, [counter(1, applied)], () => {}, {
      maxQueue: 3,
      batchSize: 2,
    });
    await engine.start();
    await engine.ready();
    // One append of 50 events is delivered to the subscriber at once: far more than the queue holds.
    const burst = Array.from({ length: 50 }, (_, n) => counted(n + 1));
    const { position } = await events().append('s', burst, -1);
    await engine.waitFor(position);
    expect(applied).toEqual(burst.map((_, n) => `${n + 1}`));
    expect(await reads.collection('counters').get('total')).toMatchObject({ count: 50 });
    await engine.stop();
  });
});
