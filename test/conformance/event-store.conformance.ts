import { randomUUID } from 'node:crypto';
import {
  type ChainedEvent,
  type EventLog,
  NO_STREAM,
  type StoredEvent,
  WrongExpectedRevisionError,
} from '../../services/platform/event-store/event-store.port';
import { verifyLog } from '../../services/platform/event-store/hash-chain';
import { isSealable } from '../../services/platform/event-store/log-sealer';
import { newEvent } from '../support/event-log';

async function collect<E extends StoredEvent>(iterable: AsyncIterable<E[]>): Promise<E[]> {
  const all: E[] = [];
  for await (const batch of iterable) all.push(...batch);
  return all;
}

/** What every EventStore adapter must do; run against each of them. */
export function eventStoreConformance(open: () => Promise<EventLog>): void {
  let store: EventLog;
  let stream: string;
  beforeEach(async () => {
    store = await open();
    stream = `conformance-${randomUUID()}`;
  });
  afterEach(() => store.close());

  it('appends to a new stream and reads it back in order', async () => {
    const result = await store.append(stream, [newEvent('A', { n: 1 }), newEvent('B')], NO_STREAM);
    expect(result.revision).toBe(1);
    const events = await store.readStream(stream);
    expect(events.map((e) => [e.type, e.revision])).toEqual([
      ['A', 0],
      ['B', 1],
    ]);
    expect(events[0]?.data).toEqual({ n: 1 });
    expect(events[0]?.metadata.actorId).toBe('tester');
    expect(result.position).toBe(events[1]?.position);
  });

  it('reads an unknown stream as empty', async () => {
    expect(await store.readStream(`missing-${randomUUID()}`)).toEqual([]);
  });

  it("reads a stream's newest event alone, and none of an unknown stream", async () => {
    await store.append(stream, [newEvent('A', { n: 1 })], NO_STREAM);
    await store.append(stream, [newEvent('B', { n: 2 }), newEvent('C', { n: 3 })], 0);
    const last = await store.readLastEvent(stream);
    expect([last?.type, last?.revision, last?.data]).toEqual(['C', 2, { n: 3 }]);
    expect(await store.readLastEvent(`missing-${randomUUID()}`)).toBeNull();
  });

  it('refuses a wrong expected revision with a typed conflict and writes nothing', async () => {
    await store.append(stream, [newEvent('A')], NO_STREAM);
    await expect(store.append(stream, [newEvent('B')], NO_STREAM)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    await expect(store.append(stream, [newEvent('B')], 5)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['A']);
    await store.append(stream, [newEvent('B')], 0);
    expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['A', 'B']);
  });

  it('gives every event a growing global position across streams', async () => {
    const other = `${stream}-other`;
    const start = await store.lastPosition();
    await store.append(stream, [newEvent('A')], NO_STREAM);
    await store.append(other, [newEvent('B')], NO_STREAM);
    await store.append(stream, [newEvent('C')], 0);
    const after = (await collect(store.readAll(start, 2))).filter((e) => e.stream === stream || e.stream === other);
    expect(after.map((e) => e.type)).toEqual(['A', 'B', 'C']);
    const positions = after.map((e) => e.position);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(new Set(positions).size).toBe(3);
  });

  it('gives each event of one append its own position, so a reader can resume after any of them', async () => {
    const start = await store.lastPosition();
    const result = await store.append(stream, [newEvent('A'), newEvent('B'), newEvent('C')], NO_STREAM);
    const appended = await store.readStream(stream);
    const positions = appended.map((e) => e.position);
    expect(positions[0]).toBeLessThan(positions[1]!);
    expect(positions[1]).toBeLessThan(positions[2]!);
    expect(result.position).toBe(positions[2]);
    const fromLog = (await collect(store.readAll(start, 2))).filter((e) => e.stream === stream);
    expect(fromLog.map((e) => e.position)).toEqual(positions);
    const afterMiddle = (await collect(store.readAll(positions[1]!))).filter((e) => e.stream === stream);
    expect(afterMiddle.map((e) => e.type)).toEqual(['C']);
  });

  it("finds the events an actor's command appended by its id, and no other actor's", async () => {
    const commandId = randomUUID();
    await store.append(stream, [newEvent('A', {}, { commandId }), newEvent('B', {}, { commandId })], NO_STREAM);
    expect((await store.readByCommand('tester', commandId)).map((e) => e.type)).toEqual(['A', 'B']);
    expect(await store.readByCommand('someone-else', commandId)).toEqual([]);
    expect(await store.readByCommand('tester', randomUUID())).toEqual([]);
  });

  it("reads one project's events after a position, oldest first, up to a limit", async () => {
    const project = `p-${randomUUID()}`;
    const inProject = (type: string) => {
      const event = newEvent(type);
      return { ...event, metadata: { ...event.metadata, projectId: project } };
    };
    const start = await store.lastPosition();
    await store.append(stream, [inProject('A'), newEvent('Other'), inProject('B')], NO_STREAM);
    // Named by its payload alone, as events written outside a project's command are.
    await store.append(`${stream}-2`, [newEvent('C', { projectId: project })], NO_STREAM);
    const all = await store.readProjectEvents(project, start, 10);
    expect(all.map((e) => e.type)).toEqual(['A', 'B', 'C']);
    const afterFirst = await store.readProjectEvents(project, all[0]!.position, 1);
    expect(afterFirst.map((e) => e.type)).toEqual(['B']);
    expect(await store.readProjectEvents(`missing-${randomUUID()}`, 0, 10)).toEqual([]);
  });

  it('delivers history and then live events to a subscription, in order', async () => {
    const start = await store.lastPosition();
    await store.append(stream, [newEvent('A')], NO_STREAM);
    const seen: string[] = [];
    let resolveAll: () => void = () => {};
    const allSeen = new Promise<void>((resolve) => {
      resolveAll = resolve;
    });
    const subscription = store.subscribeToAll(start, (e) => {
      if (e.stream !== stream) return;
      seen.push(e.type);
      if (seen.length === 3) resolveAll();
    });
    await store.append(stream, [newEvent('B')], 0);
    await store.append(stream, [newEvent('C')], 1);
    await allSeen;
    await subscription.close();
    expect(seen).toEqual(['A', 'B', 'C']);
  });

  it('keeps the device time of a change made offline in its metadata, read and chained as written', async () => {
    const start = await store.lastPosition();
    const offline = newEvent('A');
    const madeAt = '2026-11-28T13:15:03.120Z';
    await store.append(stream, [{ ...offline, metadata: { ...offline.metadata, madeAt } }, newEvent('B')], NO_STREAM);
    const [made, sent] = await store.readStream(stream);
    expect(made?.metadata.madeAt).toBe(madeAt);
    expect(sent?.metadata).not.toHaveProperty('madeAt');
    expect((await store.readByCommand('tester', offline.metadata.commandId))[0]?.metadata.madeAt).toBe(madeAt);
    if (isSealable(store)) await store.sealPending();
    const chained = (await collect(store.readChain(start, 10))).find((e) => e.stream === stream);
    expect(chained?.metadata.madeAt).toBe(madeAt);
    expect(await verifyLog(store)).toMatchObject({ ok: true });
  });

  it('chains every event it holds, and verification recomputes the chain', async () => {
    const start = await store.lastPosition();
    await store.append(stream, [newEvent('A', { n: 1 }), newEvent('B', { b: 2, a: 1 })], NO_STREAM);
    if (isSealable(store)) await store.sealPending();
    const chained: ChainedEvent[] = (await collect(store.readChain(start, 1))).filter((e) => e.stream === stream);
    expect(chained.map((e) => [e.type, e.data])).toEqual([
      ['A', { n: 1 }],
      ['B', { b: 2, a: 1 }],
    ]);
    expect(chained.every((e) => /^[0-9a-f]{64}$/.test(e.hash))).toBe(true);
    const check = await verifyLog(store);
    expect(check).toMatchObject({ ok: true, first_broken_position: null });
    expect(check.checked).toBeGreaterThanOrEqual(2);
  });
}
