import { join } from 'node:path';
import type { Projection } from '../../../projections/runtime/projection';
import { ProjectionEngine } from '../../../projections/runtime/projection-engine';
import { counted, useTemporaryEventLog } from '../../../test/support/event-log';
import type { StoredEvent } from '../event-store/event-store.port';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { MemoryReadStore } from './memory-read-store';
import { MemorySnapshot } from './memory-snapshot';

/** One document per event, indexed by parity, so a loaded snapshot shows in documents and index. */
const numbers = (applied: number[] = []): Projection => ({
  name: 'numbers',
  version: 1,
  collections: ['numbers'],
  handles: ['Counted'],
  async setup(store) {
    await store.collection('numbers').ensureIndex(['parity']);
  },
  async apply(event: StoredEvent, store) {
    const { n } = event.data as { n: number };
    applied.push(n);
    await store
      .collection('numbers')
      .upsert({ _id: `n${n}`, n, parity: n % 2 === 0 ? 'even' : 'odd', tags: ['a', 'b'] });
  },
});

describe('the snapshot of the embedded read models', () => {
  const { log, dir } = useTemporaryEventLog();

  async function foldWithSnapshots(store: MemoryReadStore, every: number) {
    const snapshot = new MemorySnapshot(join(dir(), 'read-models.snapshot'), store, log(), every);
    const engine = new ProjectionEngine(log(), store, [numbers()], () => {}, {
      afterCheckpoint: (position) => snapshot.maybeWrite(position),
    });
    await engine.start();
    await engine.ready();
    return engine;
  }

  it('is written at a checkpoint and loaded at start, so only the events after it are folded', async () => {
    for (let n = 1; n <= 4; n += 1) await log().append(`s-${n}`, [counted(n)], -1);
    const first = await foldWithSnapshots(new MemoryReadStore(), 4);
    await first.stop();
    await log().append('s-5', [counted(5)], -1);

    const store = new MemoryReadStore();
    expect(await new MemorySnapshot(join(dir(), 'read-models.snapshot'), store, log()).load()).toBe(4);
    expect(await store.collection('numbers').find({ parity: 'even' }, { sort: { n: 1 } })).toEqual([
      { _id: 'n2', n: 2, parity: 'even', tags: ['a', 'b'] },
      { _id: 'n4', n: 4, parity: 'even', tags: ['a', 'b'] },
    ]);
    const applied: number[] = [];
    const engine = new ProjectionEngine(log(), store, [numbers(applied)]);
    await engine.start();
    await engine.ready();
    expect(applied).toEqual([5]);
    expect(await store.collection('numbers').count()).toBe(5);
    await engine.stop();
  });

  it('loads documents longer than the chunks it reads, accents included', async () => {
    // 1.5 MB of two-byte characters each: lines and characters cross the reader's 64 KB chunks.
    const long = (n: number) => `${n}`.padEnd(750_000, 'ñ');
    const store = new MemoryReadStore();
    for (let n = 1; n <= 8; n += 1) await store.collection('texts').upsert({ _id: `t${n}`, text: long(n) });
    await log().append('s-1', [counted(1)], -1);
    await new MemorySnapshot(join(dir(), 'read-models.snapshot'), store, log(), 1).maybeWrite(1);

    const loaded = new MemoryReadStore();
    expect(await new MemorySnapshot(join(dir(), 'read-models.snapshot'), loaded, log()).load()).toBe(1);
    const texts = await loaded.collection('texts').find({}, { sort: { _id: 1 } });
    expect(texts.map((doc) => doc.text === long(Number(doc._id.slice(1))))).toEqual(Array(8).fill(true));
  });

  it('waits until enough has been folded since the last one', async () => {
    for (let n = 1; n <= 3; n += 1) await log().append(`s-${n}`, [counted(n)], -1);
    const engine = await foldWithSnapshots(new MemoryReadStore(), 10);
    await engine.stop();
    expect(await new MemorySnapshot(join(dir(), 'read-models.snapshot'), new MemoryReadStore(), log()).load()).toBe(0);
  });

  it('is ignored when it was taken of another log', async () => {
    await log().append('s-1', [counted(1)], -1);
    const engine = await foldWithSnapshots(new MemoryReadStore(), 1);
    await engine.stop();
    const other = new SqliteEventStore(join(dir(), 'other.sqlite'));
    await other.append('s-1', [counted(1)], -1);
    const store = new MemoryReadStore();
    expect(await new MemorySnapshot(join(dir(), 'read-models.snapshot'), store, other).load()).toBe(0);
    expect(await store.collection('numbers').count()).toBe(0);
    await other.close();
  });
});
