import { MemoryReadStore } from '../../services/platform/read-store/memory-read-store';
import { counted, useTemporaryEventLog } from '../../test/support/event-log';
import { CheckpointProgress } from './checkpoint-progress';
import type { Projection } from './projection';
import { ProjectionEngine } from './projection-engine';

const counter = (version: number, fail = () => false): Projection => ({
  name: 'counter',
  version,
  collections: ['counters'],
  handles: ['Counted'],
  async apply(_event, store) {
    if (fail()) throw new Error('boom');
    const current = await store.collection('counters').get('total');
    await store.collection('counters').upsert({ _id: 'total', count: ((current?.count as number) ?? 0) + 1 });
  },
});

/** The API replica's view of a projector that shares its read store (MongoDB in production). */
describe('progress read from the stored checkpoints', () => {
  const { log: events } = useTemporaryEventLog();
  const intervals = { busyMs: 5, idleMs: 20 };

  it('is ready only once the projector has caught up, and lets a command wait for its position', async () => {
    for (let n = 1; n <= 3; n += 1) await events().append(`s-${n}`, [counted(n)], -1);
    const reads = new MemoryReadStore();
    const replica = new CheckpointProgress(events(), reads, [counter(1)], () => {}, intervals);
    await replica.start();
    expect(replica.isReady).toBe(false);

    const projector = new ProjectionEngine(events(), reads, [counter(1)]);
    await projector.start();
    await replica.ready();
    expect(replica.status()).toEqual({ ready: true, position: 3, parked: [], deadLetters: [] });

    const { position } = await events().append('s-4', [counted(4)], -1);
    await replica.waitFor(position);
    expect(await reads.collection('counters').get('total')).toMatchObject({ count: 4 });
    await projector.stop();
    await replica.stop();
  });

  it('is ready on an empty log once the projector has started', async () => {
    const reads = new MemoryReadStore();
    const replica = new CheckpointProgress(events(), reads, [counter(1)], () => {}, intervals);
    await replica.start();
    expect(replica.isReady).toBe(false);
    const projector = new ProjectionEngine(events(), reads, [counter(1)]);
    await projector.start();
    await replica.ready();
    expect(replica.status()).toEqual({ ready: true, position: 0, parked: [], deadLetters: [] });
    await projector.stop();
    await replica.stop();
  });

  it('waits for the projector to run the version this replica knows', async () => {
    await events().append('s', [counted(1)], -1);
    const reads = new MemoryReadStore();
    const old = new ProjectionEngine(events(), reads, [counter(1)]);
    await old.start();
    await old.ready();
    await old.stop();

    const replica = new CheckpointProgress(events(), reads, [counter(2)], () => {}, intervals);
    await replica.start();
    expect(replica.isReady).toBe(false);
    const upgraded = new ProjectionEngine(events(), reads, [counter(2)]);
    await upgraded.start();
    await replica.ready();
    await upgraded.stop();
    await replica.stop();
  });

  it('reports a projection the projector parked', async () => {
    const reads = new MemoryReadStore();
    const stops: Projection = { ...counter(1, () => true), onFailure: 'stop' };
    const projector = new ProjectionEngine(events(), reads, [stops], () => {}, { retryDelayMs: 60_000 });
    await projector.start();
    const replica = new CheckpointProgress(events(), reads, [counter(1)], () => {}, intervals);
    await replica.start();
    await events().append('s', [counted(1)], -1);
    while (replica.status().parked.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(replica.status().parked).toEqual([
      { name: 'counter', position: 0, failedAt: 1, error: 'boom', attempts: 1 },
    ]);
    await projector.stop();
    await replica.stop();
  });

  it('counts the dead letters the projector recorded, and its position goes on past them', async () => {
    const reads = new MemoryReadStore();
    const projector = new ProjectionEngine(events(), reads, [counter(1, () => true)]);
    await projector.start();
    const replica = new CheckpointProgress(events(), reads, [counter(1)], () => {}, intervals);
    await replica.start();
    const { position } = await events().append('s', [counted(1)], -1);
    // The dead letter is stored before the checkpoint that goes past it.
    await replica.waitFor(position);
    expect(replica.status()).toMatchObject({ parked: [], deadLetters: [{ name: 'counter', count: 1 }] });
    await projector.stop();
    await replica.stop();
  });
});
