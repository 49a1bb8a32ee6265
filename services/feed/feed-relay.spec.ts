import { withheldStreamsProjection } from '../../projections/feed/withheld-streams.projection';
import { ProjectionEngine } from '../../projections/runtime/projection-engine';
import { newEvent, useTemporaryEventLog } from '../../test/support/event-log';
import { items } from '../manifests';
import type { FeedMessage, FeedPublisher } from '../platform/feed/feed-publisher.port';
import { MemoryReadStore } from '../platform/read-store/memory-read-store';
import { FeedCatalog } from './feed-catalog';
import { FeedReader } from './feed-reader';
import { FeedRelay } from './feed-relay';

const catalog = new FeedCatalog(items.feedFamilies);

/** The broker as the relay sees it: what it acknowledged, in order; it can fail, or "crash" the process after acknowledging. */
class MemoryPublisher implements FeedPublisher {
  readonly received: FeedMessage[] = [];
  failNext: 'refuse' | 'crash-after-ack' | null = null;

  async publish(batch: readonly FeedMessage[]): Promise<void> {
    const failure = this.failNext;
    this.failNext = null;
    if (failure === 'refuse') throw new Error('broker unavailable');
    this.received.push(...batch);
    if (failure === 'crash-after-ack') throw new Error('process died before saving the checkpoint');
  }

  async close(): Promise<void> {}
}

describe('feed relay: at least once, in order, from a stored checkpoint', () => {
  const events = useTemporaryEventLog();
  let reads: MemoryReadStore;
  let engine: ProjectionEngine;
  beforeEach(async () => {
    reads = new MemoryReadStore();
    engine = new ProjectionEngine(events.log(), reads, [withheldStreamsProjection(items.factsOf('audience'))]);
    await engine.start();
  });
  afterEach(() => engine.stop());

  /** `count` tasks of project p1, each created and closed; the log's last position once projected. */
  async function tasks(from: number, count: number, extra: Record<string, unknown> = {}): Promise<number> {
    let last = 0;
    for (let n = from; n < from + count; n += 1) {
      const data = { taskId: `t${n}`, projectId: 'p1' };
      ({ position: last } = await events
        .log()
        .append(
          `task-t${n}`,
          [
            newEvent('TaskCreated', { ...data, number: n, private: false, participantIds: [], ...extra }),
            newEvent('TaskSeenStatusSet', { ...data, userId: 'u', status: 1 }),
            newEvent('TaskClosed', data),
          ],
          'any',
        ));
    }
    await engine.waitFor(last);
    return last;
  }
  const relay = (publisher: FeedPublisher, batchSize = 3) =>
    new FeedRelay(new FeedReader(events.log(), reads, catalog), catalog, publisher, reads, { batchSize });
  const drain = async (running: FeedRelay) => {
    while (await running.relayOnce());
  };
  const ids = (messages: readonly FeedMessage[]) => messages.map((message) => message.envelope.data.task_id);

  it("publishes every published event once, in the log's order, to its family's topic keyed by its stream", async () => {
    const last = await tasks(1, 3);
    const publisher = new MemoryPublisher();
    const running = relay(publisher);
    await drain(running);
    expect(publisher.received.map((m) => [m.topic, m.key, m.envelope.type])).toEqual([
      ['faena.tasks', 'task-t1', 'task.created'],
      ['faena.tasks', 'task-t1', 'task.closed'],
      ['faena.tasks', 'task-t2', 'task.created'],
      ['faena.tasks', 'task-t2', 'task.closed'],
      ['faena.tasks', 'task-t3', 'task.created'],
      ['faena.tasks', 'task-t3', 'task.closed'],
    ]);
    expect(await running.checkpoint()).toBe(last);
    expect(await running.relayOnce()).toBe(false);
  });

  it('resumes after a restart from the stored checkpoint: no gap, nothing published twice', async () => {
    await tasks(1, 2);
    const publisher = new MemoryPublisher();
    await drain(relay(publisher));
    await tasks(3, 2);
    // A new relay (the process restarted) over the same read store.
    await drain(relay(publisher));
    expect(ids(publisher.received)).toEqual(['t1', 't1', 't2', 't2', 't3', 't3', 't4', 't4']);
  });

  it('publishes a batch again after a crash between the broker acknowledging it and the checkpoint being saved', async () => {
    await tasks(1, 3);
    const publisher = new MemoryPublisher();
    const first = relay(publisher);
    expect(await first.relayOnce()).toBe(true);
    publisher.failNext = 'crash-after-ack';
    await expect(first.relayOnce()).rejects.toThrow(/process died/);
    await drain(relay(publisher));
    const received = ids(publisher.received);
    // Batches of 3: the second (t2 closed, t3 created and closed) twice; nothing skipped.
    expect(received).toEqual(['t1', 't1', 't2', 't2', 't3', 't3', 't2', 't3', 't3']);
    expect([...new Set(publisher.received.map((m) => m.envelope.id))]).toHaveLength(6);
  });

  it('keeps the checkpoint where it was when the broker refuses a batch, and sends it on the next try', async () => {
    await tasks(1, 1);
    const publisher = new MemoryPublisher();
    const running = relay(publisher);
    publisher.failNext = 'refuse';
    await expect(running.relayOnce()).rejects.toThrow(/broker unavailable/);
    expect(await running.checkpoint()).toBe(0);
    await drain(running);
    expect(ids(publisher.received)).toEqual(['t1', 't1']);
  });

  it('never relays past what the withheld-streams read model holds, so a task made private cannot slip out', async () => {
    await tasks(1, 1);
    await engine.stop();
    // Appended while the read model is stopped: the feed waits for it.
    await events
      .log()
      .append('task-t9', [newEvent('TaskCreated', { taskId: 't9', projectId: 'p1', private: false })], 'any');
    const publisher = new MemoryPublisher();
    await drain(relay(publisher));
    expect(ids(publisher.received)).toEqual(['t1', 't1']);
  });
});
