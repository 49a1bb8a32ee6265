import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allProjections } from '../../../projections/registry';
import { ProjectionEngine } from '../../../projections/runtime/projection-engine';
import { userAggregate } from '../../users/user.decider';
import { FixedClock } from '../clock/clock.port';
import { DomainError, forbidden } from '../domain-error';
import type { EventStore } from '../event-store/event-store.port';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { MemoryReadStore } from '../read-store/memory-read-store';
import { CommandPipeline, MAX_CONFLICT_RETRIES } from './handle-command';

const profile = { name: 'Ana Pérez', email: 'ana@faena.cl', phone: '1', address: 'Santiago', defaultJob: 2 };
const createAna = { type: 'CreateUser' as const, userId: 'ana', ...profile };

describe('the command pipeline', () => {
  let dir: string;
  let events: SqliteEventStore;
  let reads: MemoryReadStore;
  let engine: ProjectionEngine;
  const clock = new FixedClock(new Date('2026-11-23T12:00:00Z'));

  const pipelineOver = (store: EventStore) => new CommandPipeline(store, clock, engine);

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'faena-pipeline-'));
    events = new SqliteEventStore(join(dir, 'events.sqlite'));
    reads = new MemoryReadStore();
    engine = new ProjectionEngine(events, reads, allProjections);
    await engine.start();
  });
  afterEach(async () => {
    await engine.stop();
    await events.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('appends the decided events with metadata and waits until read models have them', async () => {
    const result = await pipelineOver(events).handle({
      aggregate: userAggregate,
      aggregateId: 'ana',
      command: createAna,
      context: { actorId: 'admin', commandId: 'c1', projectId: 'p1' },
    });
    expect(result).toMatchObject({ duplicate: false, revision: 0 });
    expect(result.events[0]).toMatchObject({
      stream: 'user-ana',
      type: 'UserCreated',
      metadata: {
        actorId: 'admin',
        projectId: 'p1',
        commandId: 'c1',
        correlationId: 'c1',
        causationId: 'c1',
        occurredAt: '2026-11-23T12:00:00.000Z',
        schemaVersion: userAggregate.schemaVersion,
      },
    });
    // Read your own writes: the projection already holds the user when the command returns.
    expect(await reads.collection('users').get('ana')).toMatchObject({ email: 'ana@faena.cl' });
  });

  it('runs a command id once: a repeat returns the first result and appends nothing', async () => {
    const pipeline = pipelineOver(events);
    const request = {
      aggregate: userAggregate,
      aggregateId: 'ana',
      command: createAna,
      context: { actorId: 'admin', commandId: 'c1' },
    };
    const first = await pipeline.handle(request);
    const again = await pipeline.handle(request);
    expect(again.duplicate).toBe(true);
    expect(again.events).toEqual(first.events);
    expect(await events.lastPosition()).toBe(first.position);
  });

  it('runs concurrent requests with the same command id once', async () => {
    const pipeline = pipelineOver(events);
    const request = {
      aggregate: userAggregate,
      aggregateId: 'ana',
      command: createAna,
      context: { actorId: 'admin', commandId: 'c1' },
    };
    const results = await Promise.all([pipeline.handle(request), pipeline.handle(request), pipeline.handle(request)]);
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    expect(await events.readStream('user-ana')).toHaveLength(1);
  });

  it('retries when another writer appended first, deciding again on the new state', async () => {
    await pipelineOver(events).handle({
      aggregate: userAggregate,
      aggregateId: 'ana',
      command: createAna,
      context: { actorId: 'admin', commandId: 'c0' },
    });
    let interfered = false;
    const racing: EventStore = Object.create(events);
    racing.append = async (stream, newEvents, expected) => {
      if (!interfered) {
        interfered = true;
        // Another process sets the password between our read and our append.
        await events.append(
          'user-ana',
          [{ ...newEvents[0]!, metadata: { ...newEvents[0]!.metadata, commandId: randomUUID() } }],
          expected,
        );
      }
      return events.append(stream, newEvents, expected);
    };
    const result = await pipelineOver(racing).handle({
      aggregate: userAggregate,
      aggregateId: 'ana',
      command: { type: 'SetPassword' },
      context: { actorId: 'ana', commandId: 'c2' },
    });
    expect(interfered).toBe(true);
    expect(result.revision).toBe(2);
    expect((await events.readStream('user-ana')).map((e) => e.type)).toEqual([
      'UserCreated',
      'UserPasswordSet',
      'UserPasswordSet',
    ]);
  });

  it('gives up after repeated conflicts instead of looping forever', async () => {
    await pipelineOver(events).handle({
      aggregate: userAggregate,
      aggregateId: 'ana',
      command: createAna,
      context: { actorId: 'admin', commandId: 'c0' },
    });
    let attempts = 0;
    const hostile: EventStore = Object.create(events);
    hostile.append = async (stream, newEvents, expected) => {
      attempts += 1;
      await events.append(
        stream,
        [{ ...newEvents[0]!, metadata: { ...newEvents[0]!.metadata, commandId: randomUUID() } }],
        expected,
      );
      return events.append(stream, newEvents, expected);
    };
    await expect(
      pipelineOver(hostile).handle({
        aggregate: userAggregate,
        aggregateId: 'ana',
        command: { type: 'SetPassword' },
        context: { actorId: 'ana', commandId: 'c3' },
      }),
    ).rejects.toThrow('expected');
    expect(attempts).toBe(MAX_CONFLICT_RETRIES + 1);
  });

  it('refuses an unauthorized command before deciding, and appends nothing', async () => {
    await expect(
      pipelineOver(events).handle({
        aggregate: userAggregate,
        aggregateId: 'ana',
        command: createAna,
        context: { actorId: 'intruso', commandId: 'c4' },
        authorize: () => {
          throw forbidden();
        },
      }),
    ).rejects.toBeInstanceOf(DomainError);
    expect(await events.lastPosition()).toBe(0);
  });

  it('passes a domain error through and appends nothing', async () => {
    await expect(
      pipelineOver(events).handle({
        aggregate: userAggregate,
        aggregateId: 'ana',
        command: { type: 'SetPassword' },
        context: { actorId: 'ana', commandId: 'c5' },
      }),
    ).rejects.toThrow('El usuario no existe.');
    expect(await events.lastPosition()).toBe(0);
  });
});
