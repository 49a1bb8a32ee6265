import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NewEvent, StoredEvent } from '../../services/platform/event-store/event-store.port';
import { SqliteEventStore } from '../../services/platform/event-store/sqlite-event-store';
import { MemoryReadStore } from '../../services/platform/read-store/memory-read-store';
import type { ReadStore } from '../../services/platform/read-store/read-store.port';
import type { Projection } from './projection';
import { ProjectionEngine } from './projection-engine';

const newEvent = (type: string, n: number): NewEvent => ({
  type,
  data: { n },
  metadata: {
    actorId: 'a',
    commandId: `c${n}`,
    correlationId: 'x',
    causationId: 'x',
    occurredAt: '2026-11-23T00:00:00Z',
    schemaVersion: 1,
  },
});

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

describe('the projection engine', () => {
  let dir: string;
  let events: SqliteEventStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'faena-engine-'));
    events = new SqliteEventStore(join(dir, 'events.sqlite'));
  });
  afterEach(async () => {
    await events.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('catches up with history at start and is ready only then', async () => {
    for (let n = 1; n <= 3; n += 1) await events.append(`s-${n}`, [newEvent('Counted', n)], -1);
    const reads = new MemoryReadStore();
    const engine = new ProjectionEngine(events, reads, [counter(1)]);
    await engine.start();
    await engine.ready();
    expect(engine.isReady).toBe(true);
    expect(await reads.collection('counters').get('total')).toMatchObject({ count: 3 });
    await engine.stop();
  });

  it('applies live events and lets a caller wait for a position', async () => {
    const reads = new MemoryReadStore();
    const engine = new ProjectionEngine(events, reads, [counter(1)]);
    await engine.start();
    const { position } = await events.append('s', [newEvent('Counted', 1), newEvent('Ignored', 2)], -1);
    await engine.waitFor(position);
    expect(await reads.collection('counters').get('total')).toMatchObject({ count: 1 });
    await engine.stop();
  });

  it('resumes from its checkpoint and rebuilds a projection whose version was bumped', async () => {
    const reads = new MemoryReadStore();
    await events.append('s', [newEvent('Counted', 1), newEvent('Counted', 2)], -1);
    const first = new ProjectionEngine(events, reads, [counter(1)]);
    await first.start();
    await first.ready();
    await first.stop();

    const applied: string[] = [];
    const same = new ProjectionEngine(events, reads, [counter(1, applied)]);
    await same.start();
    await same.ready();
    await same.stop();
    expect(applied).toEqual([]);

    const bumped = new ProjectionEngine(events, reads, [counter(2, applied)]);
    await bumped.start();
    await bumped.ready();
    await bumped.stop();
    expect(applied).toHaveLength(2);
    expect(await reads.collection('counters').get('total')).toEqual({ _id: 'total', count: 2, version: 2 });
  });

  it('rebuilds everything from the log with progress', async () => {
    for (let n = 1; n <= 5; n += 1) await events.append(`s-${n}`, [newEvent('Counted', n)], -1);
    const reads = new MemoryReadStore();
    const engine = new ProjectionEngine(events, reads, [counter(1)]);
    await engine.start();
    await engine.ready();
    await reads.collection('counters').upsert({ _id: 'total', count: 99 });
    const progress: number[] = [];
    expect(await engine.rebuild((done) => progress.push(done))).toBe(5);
    expect(progress.at(-1)).toBe(5);
    expect(await reads.collection('counters').get('total')).toMatchObject({ count: 5 });
  });

  it('reports a failing projection and goes on with the next events', async () => {
    const errors: string[] = [];
    const broken: Projection = {
      name: 'broken',
      version: 1,
      collections: [],
      handles: ['Counted'],
      async apply() {
        throw new Error('boom');
      },
    };
    const reads = new MemoryReadStore();
    const engine = new ProjectionEngine(events, reads, [broken, counter(1)], (error) => errors.push(error.message));
    await engine.start();
    const { position } = await events.append('s', [newEvent('Counted', 1)], -1);
    await engine.waitFor(position);
    expect(errors).toEqual(['boom']);
    expect(await reads.collection('counters').get('total')).toMatchObject({ count: 1 });
    await engine.stop();
  });
});
