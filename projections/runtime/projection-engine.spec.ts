import type { StoredEvent } from '../../services/platform/event-store/event-store.port';
import { MemoryReadStore } from '../../services/platform/read-store/memory-read-store';
import type { Doc, ReadCollection, ReadStore } from '../../services/platform/read-store/read-store.port';
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

    it('parks a new version that stops on failure without touching the old one, and says so', async () => {
      const reads = await built(3);
      const broken: Projection = {
        ...counter(2),
        onFailure: 'stop',
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

  it('parks a failing projection that stops on failure at its position, reports it and retries it without skipping an event', async () => {
    const errors: string[] = [];
    let failures = 1;
    const applied: string[] = [];
    const flaky: Projection = {
      ...counter(1, applied),
      name: 'flaky',
      collections: ['flaky'],
      onFailure: 'stop',
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
      (error, _event, name, outcome) => errors.push(`${name} ${outcome}: ${error.message}`),
      { retryDelayMs: 20 },
    );
    await engine.start();
    await engine.ready();
    const { position } = await events().append('s', [counted(1), counted(2)], -1);
    await engine.waitFor(position);
    expect(errors).toEqual(['flaky parked: boom']);
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
      onFailure: 'stop',
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

  describe('an event a projection cannot fold', () => {
    const at = new Date('2026-11-23T12:30:00.000Z');
    const now = () => at;

    /** The counter as a release with a bug folds: it throws on `Counted` n = `poison`, after writing half of it. */
    const poisoned = (version: number, poison: number | null): Projection => {
      const healthy = counter(version);
      return {
        ...healthy,
        async apply(event, store) {
          if ((event.data as { n: number }).n !== poison) return healthy.apply(event, store);
          await store.collection('counters').upsert({ _id: 'total', count: -1000, version });
          await store.collection('counters').upsert({ _id: 'half-written', version });
          throw new Error(`no sé contar ${poison}`);
        },
      };
    };
    const foldedWith = async (reads: MemoryReadStore, projections: Projection[]) => {
      const engine = new ProjectionEngine(events(), reads, projections, () => {}, { now });
      await engine.start();
      await engine.ready();
      await until(() => engine.status().building?.length === 0);
      return engine;
    };

    it('is recorded as a dead letter, and the projection goes on past it; the others never notice', async () => {
      const outcomes: string[] = [];
      const reads = new MemoryReadStore();
      const separate: Projection = {
        name: 'separate',
        version: 1,
        collections: ['separate'],
        handles: ['Counted'],
        async apply(_event, store) {
          const current = await store.collection('separate').get('total');
          await store.collection('separate').upsert({ _id: 'total', count: ((current?.count as number) ?? 0) + 1 });
        },
      };
      const engine = new ProjectionEngine(
        events(),
        reads,
        [poisoned(1, 2), separate],
        (error, event, name, outcome) => outcomes.push(`${name} ${outcome} at ${event.position}: ${error.message}`),
        { now },
      );
      await engine.start();
      await engine.ready();
      await events().append('s-1', [counted(1)], -1);
      await events().append('s-2', [{ ...counted(2), metadata: { ...counted(2).metadata, projectId: 'obra-a' } }], -1);
      const { position } = await events().append('s-3', [counted(3)], -1);
      await engine.waitFor(position);

      expect(outcomes).toEqual(['counter dead-letter at 2: no sé contar 2']);
      expect(await reads.collection('counters').get('total')).toEqual({ _id: 'total', count: 2, version: 1 });
      expect(await reads.collection('separate').get('total')).toMatchObject({ count: 3 });
      expect(await reads.collection('_checkpoints').get('counter')).toEqual({
        _id: 'counter',
        version: 1,
        position: 3,
      });
      expect(await reads.collection('_dead_letters').find()).toEqual([
        {
          _id: 'counter:2',
          projection: 'counter',
          version: 1,
          position: 2,
          stream: 's-2',
          event_type: 'Counted',
          project_id: 'obra-a',
          error: 'no sé contar 2',
          attempts: 3,
          occurred_at: '2026-11-23T12:00:00.000Z',
          recorded_at: '2026-11-23T12:30:00.000Z',
        },
      ]);
      expect(engine.status()).toMatchObject({ parked: [], deadLetters: [{ name: 'counter', count: 1 }] });
      await engine.stop();

      // A restart keeps them: the event is not folded again, and still counted.
      const again = await foldedWith(reads, [poisoned(1, 2), separate]);
      expect(again.status().deadLetters).toEqual([{ name: 'counter', count: 1 }]);
      await again.stop();
    });

    it('leaves nothing half-written: what the projection wrote for it before throwing is put back', async () => {
      await events().append('s-1', [counted(1)], -1);
      await events().append('s-2', [counted(2)], -1);
      const reads = new MemoryReadStore();
      const engine = await foldedWith(reads, [poisoned(1, 2)]);
      expect(await reads.collection('counters').find({}, { sort: { _id: 1 } })).toEqual([
        { _id: 'total', count: 1, version: 1 },
      ]);
      await engine.stop();
    });

    it('is tried again at once, so a failure that passes leaves no dead letter', async () => {
      let failures = 2;
      const applied: string[] = [];
      const healthy = counter(1, applied);
      const flaky: Projection = {
        ...healthy,
        async apply(event, store) {
          await healthy.apply(event, store);
          if (failures > 0) {
            failures -= 1;
            throw new Error('otra vez');
          }
        },
      };
      await events().append('s-1', [counted(1)], -1);
      const reads = new MemoryReadStore();
      const engine = await foldedWith(reads, [flaky]);
      expect(applied).toEqual(['1', '1', '1']);
      expect(await reads.collection('counters').get('total')).toMatchObject({ count: 1 });
      expect(await reads.collection('_dead_letters').count()).toBe(0);
      await engine.stop();
    });

    it('is not a dead letter while the store is away: the projection is parked and folds it once the store answers', async () => {
      class StoreAway extends Error {}
      const live = new MemoryReadStore();
      let away = true;
      // The projection's reads fail as MongoDB's do when the server is gone; the adapter says so.
      const awayWhile = <T extends Doc>(collection: ReadCollection<T>): ReadCollection<T> => ({
        get: (id) => (away ? Promise.reject(new StoreAway('sin conexión')) : collection.get(id)),
        getShared: (id) => (away ? Promise.reject(new StoreAway('sin conexión')) : collection.getShared(id)),
        find: (filter, options) => collection.find(filter, options),
        findShared: (filter, options) => collection.findShared(filter, options),
        count: (filter) => collection.count(filter),
        aggregate: (pipeline) => collection.aggregate(pipeline),
        upsert: (doc) => collection.upsert(doc),
        handOver: (doc) => collection.handOver(doc),
        update: (id, update) => collection.update(id, update),
        delete: (id) => collection.delete(id),
        deleteMany: (filter) => collection.deleteMany(filter),
        ensureIndex: (fields) => collection.ensureIndex(fields),
        ensureSortIndex: (sort) => collection.ensureSortIndex(sort),
      });
      const reads: ReadStore = {
        collection: <T extends Doc>(name: string) =>
          name === 'counters' ? awayWhile(live.collection<T>(name)) : live.collection<T>(name),
        dropCollection: (name) => live.dropCollection(name),
        renameCollection: (from, to) => live.renameCollection(from, to),
        onChange: (listener) => live.onChange(listener),
        withCause: (commandId, write) => live.withCause(commandId, write),
        isUnavailable: (error) => error instanceof StoreAway,
        close: () => live.close(),
      };
      const engine = new ProjectionEngine(events(), reads, [counter(1)], () => {}, { retryDelayMs: 5, now });
      await engine.start();
      await engine.ready();
      const { position } = await events().append('s-1', [counted(1)], -1);
      await engine.waitFor(position);
      expect(engine.status().parked).toEqual([
        { name: 'counter', position: 0, failedAt: 1, error: 'sin conexión', attempts: 1 },
      ]);
      expect(await live.collection('_dead_letters').count()).toBe(0);

      away = false;
      await until(() => engine.status().parked.length === 0);
      expect(await live.collection('counters').get('total')).toMatchObject({ count: 1 });
      expect(await live.collection('_dead_letters').count()).toBe(0);
      await engine.stop();
    });

    describe('is tried again by a version bump', () => {
      const withDeadLetter = async () => {
        for (let n = 1; n <= 3; n += 1) await events().append(`s-${n}`, [counted(n)], -1);
        const reads = new MemoryReadStore();
        const first = await foldedWith(reads, [poisoned(1, 2)]);
        await first.stop();
        expect(await reads.collection('_dead_letters').count()).toBe(1);
        return reads;
      };

      it('which folds it once fixed: the dead letter is gone when the new version takes the old one’s place', async () => {
        const reads = await withDeadLetter();
        const fixed = await foldedWith(reads, [poisoned(2, null)]);
        expect(await reads.collection('counters').get('total')).toEqual({ _id: 'total', count: 3, version: 2 });
        expect(await reads.collection('_dead_letters').count()).toBe(0);
        expect(fixed.status().deadLetters).toEqual([]);
        await fixed.stop();
      });

      it('which records it again, for the new version, when it still fails', async () => {
        const reads = await withDeadLetter();
        const still = await foldedWith(reads, [poisoned(2, 2)]);
        expect(await reads.collection('_dead_letters').find()).toEqual([
          expect.objectContaining({ _id: 'counter:2', version: 2, position: 2 }),
        ]);
        expect(await reads.collection('_dead_letters').get('counter:2')).not.toHaveProperty('building');
        expect(still.status().deadLetters).toEqual([{ name: 'counter', count: 1 }]);
        await still.stop();
      });
    });

    it('is tried again by a rebuild, which records only those that still fail', async () => {
      for (let n = 1; n <= 4; n += 1) await events().append(`s-${n}`, [counted(n)], -1);
      const reads = new MemoryReadStore();
      const engine = await foldedWith(reads, [poisoned(1, 2)]);
      await engine.stop();

      await new ProjectionEngine(events(), reads, [poisoned(1, 3)], () => {}, { now }).rebuild();
      expect(await reads.collection('_dead_letters').find()).toEqual([
        expect.objectContaining({ _id: 'counter:3', position: 3 }),
      ]);
      const fixed = new ProjectionEngine(events(), reads, [poisoned(1, null)], () => {}, { now });
      expect(await fixed.rebuild()).toBe(4);
      expect(fixed.status().deadLetters).toEqual([]);
      expect(await reads.collection('_dead_letters').count()).toBe(0);
      expect(await reads.collection('counters').get('total')).toMatchObject({ count: 4 });
    });
  });
});
