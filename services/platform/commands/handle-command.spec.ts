import { randomUUID } from 'node:crypto';
import { ProjectionEngine } from '../../../projections/runtime/projection-engine';
import { useTemporaryEventLog } from '../../../test/support/event-log';
import { allProjections } from '../../manifests';
import type { TaskNumberEvent } from '../../tasks/task.events';
import { taskNumbers } from '../../tasks/task-numbers';
import { type UserCommand, userAggregate } from '../../users/user.decider';
import { UserCommands } from '../../users/user-commands';
import { FixedClock } from '../clock/clock.port';
import { type EventStore, isEventOf } from '../event-store/event-store.port';
import { MemoryReadStore } from '../read-store/memory-read-store';
import { type Actor, type ActorPort, actorOf, systemActor } from './actor';
import type { CommandContext } from './command-context';
import { COMMAND_ID_REUSED, CONCURRENT_CHANGE, CommandPipeline, MAX_CONFLICT_RETRIES } from './handle-command';

/** Everyone is an administrator here: these tests are about the write path, not permissions. */
const actors: ActorPort = {
  resolve: async (id: string): Promise<Actor> => (id === 'system' ? systemActor : actorOf({ ...systemActor, id })),
};

const profile = { name: 'Ana Pérez', email: 'ana@faena.cl', phone: '1', address: 'Santiago', defaultJob: 2 };
const createAna = { type: 'CreateUser' as const, userId: 'ana', ...profile };
/** A command about Ana's user, creating her unless told another. */
const anaRequest = (context: CommandContext, command: UserCommand = createAna) => ({
  aggregate: userAggregate,
  aggregateId: 'ana',
  command,
  context,
});

describe('the command pipeline', () => {
  let reads: MemoryReadStore;
  let engine: ProjectionEngine;
  const clock = new FixedClock(new Date('2026-11-23T12:00:00Z'));

  const pipelineOver = (store: EventStore) => new CommandPipeline(store, clock, engine, actors);

  // Declared before the log's: jest runs afterEach hooks in order, and the log must outlive the engine.
  afterEach(() => engine.stop());
  const { log: events } = useTemporaryEventLog();
  beforeEach(async () => {
    reads = new MemoryReadStore();
    engine = new ProjectionEngine(events(), reads, allProjections);
    await engine.start();
  });

  it('appends the decided events with metadata and waits until read models have them', async () => {
    const result = await pipelineOver(events()).handle(
      anaRequest({ actorId: 'admin', commandId: 'c1', projectId: 'p1' }),
    );
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
        schemaVersion: userAggregate.schemaVersions.UserCreated,
      },
    });
    // Read your own writes: the projection already holds the user when the command returns.
    expect(await reads.collection('users').get('ana')).toMatchObject({ email: 'ana@faena.cl' });
  });

  it('records when a replayed command was made on the device beside the server’s time, and keeps it in the log', async () => {
    const result = await pipelineOver(events()).handle(
      anaRequest({ actorId: 'admin', commandId: 'c1', madeAt: '2026-11-23T09:15:03.120Z' }),
    );
    const expected = { occurredAt: '2026-11-23T12:00:00.000Z', madeAt: '2026-11-23T09:15:03.120Z' };
    expect(result.events[0]!.metadata).toMatchObject(expected);
    expect((await events().readStream('user-ana'))[0]!.metadata).toMatchObject(expected);
  });

  it('records no device time for a command sent as it was made', async () => {
    const result = await pipelineOver(events()).handle(anaRequest({ actorId: 'admin', commandId: 'c1' }));
    expect(result.events[0]!.metadata).not.toHaveProperty('madeAt');
  });

  it('runs a command id once: a repeat returns the first result and appends nothing', async () => {
    const pipeline = pipelineOver(events());
    const request = anaRequest({ actorId: 'admin', commandId: 'c1' });
    const first = await pipeline.handle(request);
    const again = await pipeline.handle(request);
    expect(again.duplicate).toBe(true);
    expect(again.events).toEqual(first.events);
    expect(await events().lastPosition()).toBe(first.position);
  });

  it('appends nothing for a repeated request whose first run appended nothing, nor checks it again', async () => {
    const pipeline = pipelineOver(events());
    // Given Ana, created by another command, and a request 'c-empty' that appended nothing the first time.
    await pipeline.handle(anaRequest({ actorId: 'admin', commandId: 'c-other' }));
    // When 'c-empty' comes again as a repeat.
    const repeat = anaRequest({ actorId: 'admin', commandId: 'c-empty', repeat: true });
    await expect(pipeline.check(repeat)).resolves.toBeUndefined();
    const again = await pipeline.handle(repeat);
    // Then nothing is decided again (creating an existing user is refused) and nothing is appended.
    expect(again).toEqual({ aggregateId: 'ana', events: [], revision: 0, position: 0, duplicate: true });
    expect(await events().readStream('user-ana')).toHaveLength(1);
  });

  it('answers a repeated request that appended with its first events', async () => {
    const pipeline = pipelineOver(events());
    const first = await pipeline.handle(anaRequest({ actorId: 'admin', commandId: 'c1' }));
    const again = await pipeline.handle(anaRequest({ actorId: 'admin', commandId: 'c1', repeat: true }));
    expect(again).toEqual({ ...first, duplicate: true });
  });

  it('runs concurrent requests with the same command id once', async () => {
    const pipeline = pipelineOver(events());
    const request = anaRequest({ actorId: 'admin', commandId: 'c1' });
    const results = await Promise.all([pipeline.handle(request), pipeline.handle(request), pipeline.handle(request)]);
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    expect(await events().readStream('user-ana')).toHaveLength(1);
  });

  it('retries when another writer appended first, deciding again on the new state', async () => {
    await pipelineOver(events()).handle(anaRequest({ actorId: 'admin', commandId: 'c0' }));
    let interfered = false;
    const racing: EventStore = Object.create(events());
    racing.append = async (stream, newEvents, expected) => {
      if (!interfered) {
        interfered = true;
        // Another process sets the password between our read and our append.
        await events().append(
          'user-ana',
          [{ ...newEvents[0]!, metadata: { ...newEvents[0]!.metadata, commandId: randomUUID() } }],
          expected,
        );
      }
      return events().append(stream, newEvents, expected);
    };
    const result = await pipelineOver(racing).handle(
      anaRequest({ actorId: 'ana', commandId: 'c2' }, { type: 'SetPassword' }),
    );
    expect(interfered).toBe(true);
    expect(result.revision).toBe(2);
    expect((await events().readStream('user-ana')).map((e) => e.type)).toEqual([
      'UserCreated',
      'UserPasswordSet',
      'UserPasswordSet',
    ]);
  });

  it('gives up after repeated conflicts instead of looping forever', async () => {
    await pipelineOver(events()).handle(anaRequest({ actorId: 'admin', commandId: 'c0' }));
    let attempts = 0;
    const hostile: EventStore = Object.create(events());
    hostile.append = async (stream, newEvents, expected) => {
      attempts += 1;
      await events().append(
        stream,
        [{ ...newEvents[0]!, metadata: { ...newEvents[0]!.metadata, commandId: randomUUID() } }],
        expected,
      );
      return events().append(stream, newEvents, expected);
    };
    await expect(
      pipelineOver(hostile).handle(anaRequest({ actorId: 'ana', commandId: 'c3' }, { type: 'SetPassword' })),
    ).rejects.toThrow(CONCURRENT_CHANGE);
    expect(attempts).toBe(MAX_CONFLICT_RETRIES + 1);
  });

  it('passes a domain error through and appends nothing', async () => {
    await expect(
      pipelineOver(events()).handle(anaRequest({ actorId: 'ana', commandId: 'c5' }, { type: 'SetPassword' })),
    ).rejects.toThrow('El usuario no existe.');
    expect(await events().lastPosition()).toBe(0);
  });

  it("keys a command id by actor: another actor's same id is another command", async () => {
    const pipeline = pipelineOver(events());
    await pipeline.handle(anaRequest({ actorId: 'admin', commandId: 'c1' }));
    const bob = { ...createAna, userId: 'bob', email: 'bob@faena.cl' };
    const result = await pipeline.handle({
      aggregate: userAggregate,
      aggregateId: 'bob',
      command: bob,
      context: { actorId: 'other', commandId: 'c1' },
    });
    expect(result.duplicate).toBe(false);
    expect(await events().readStream('user-bob')).toHaveLength(1);
  });

  it('refuses the same command id for another request, on the same stream or another', async () => {
    const pipeline = pipelineOver(events());
    const context = { actorId: 'admin', commandId: 'c1', requestHash: 'h1' };
    await pipeline.handle(anaRequest(context));
    await expect(pipeline.handle(anaRequest({ ...context, requestHash: 'h2' }))).rejects.toThrow(COMMAND_ID_REUSED);
    await expect(
      pipeline.handle({
        aggregate: userAggregate,
        aggregateId: 'bob',
        command: { ...createAna, userId: 'bob' },
        context,
      }),
    ).rejects.toThrow(COMMAND_ID_REUSED);
  });

  it('does not append twice when another process appended the same command while it waited out a conflict', async () => {
    const pipeline = pipelineOver(events());
    await pipeline.handle(anaRequest({ actorId: 'admin', commandId: 'c0' }));
    const update = {
      type: 'UpdateProfile' as const,
      userProjects: [],
      name: 'Ana P.',
      phone: '1',
      address: 'Santiago',
    };
    const context = { actorId: 'ana', commandId: 'c9' };
    let raced = false;
    const racing: EventStore = Object.create(events());
    racing.append = async (stream, newEvents, expected) => {
      if (!raced) {
        raced = true;
        // The same request, run by another replica, lands first.
        await events().append(stream, newEvents, expected);
      }
      return events().append(stream, newEvents, expected);
    };
    const result = await pipelineOver(racing).handle(anaRequest(context, update));
    expect(result.duplicate).toBe(true);
    expect((await events().readStream('user-ana')).map((e) => e.type)).toEqual(['UserCreated', 'UserProfileUpdated']);
  });

  it('checks a command without appending it', async () => {
    const pipeline = pipelineOver(events());
    await pipeline.check(anaRequest({ actorId: 'admin', commandId: 'c1' }));
    expect(await events().lastPosition()).toBe(0);
    await expect(
      pipeline.check(anaRequest({ actorId: 'admin', commandId: 'c2' }, { ...createAna, defaultJob: 99 })),
    ).rejects.toThrow('Tipo de cargo no válido');
  });

  it('folds only the events after the state kept from the stream’s last command', async () => {
    const store = events();
    const readStream = jest.spyOn(store, 'readStream');
    const pipeline = pipelineOver(store);
    const run = (commandId: string, command: UserCommand) =>
      pipeline.handle(anaRequest({ actorId: 'ana', commandId }, command));
    await pipeline.handle(anaRequest({ actorId: 'admin', commandId: 'c0' }));
    const token = { purpose: 'reset' as const, tokenId: 't1' };
    await run('c1', { type: 'IssuePasswordToken', ...token, expiresAt: '2026-11-24T12:00:00Z' });
    await run('c2', { type: 'UsePasswordToken', ...token, now: '2026-11-23T12:00:00Z' });
    // The token's use was decided on the kept state: used once, it is refused.
    await expect(run('c3', { type: 'UsePasswordToken', ...token, now: '2026-11-23T12:00:00Z' })).rejects.toThrow();
    // Each command reads from where the previous one's fold stopped: its own events and any newer.
    expect(readStream.mock.calls.map(([, after]) => after)).toEqual([-1, -1, 0, 1]);
  });

  it('sees what another process appended after the state it kept', async () => {
    const here = pipelineOver(events());
    const elsewhere = pipelineOver(events());
    await here.handle(anaRequest({ actorId: 'admin', commandId: 'c0' }));
    const renamed = { type: 'UpdateProfile' as const, ...profile, name: 'Ana María Pérez', userProjects: [] };
    await elsewhere.handle(anaRequest({ actorId: 'ana', commandId: 'c1' }, renamed));
    // The same name again changes nothing, because this pipeline folded the other's rename.
    const again = await here.handle(anaRequest({ actorId: 'ana', commandId: 'c2' }, renamed));
    expect(again).toMatchObject({ events: [], revision: 1 });
  });

  it('folds a counter from its newest event alone, never reading the whole stream', async () => {
    const store = events();
    const readStream = jest.spyOn(store, 'readStream');
    const pipeline = pipelineOver(store);
    const take = (taskId: string) =>
      pipeline.handle({
        aggregate: taskNumbers,
        aggregateId: 'p1',
        command: { type: 'TakeNumber' as const, projectId: 'p1', itemId: taskId },
        context: { actorId: 'admin', commandId: `take-${taskId}` },
      });
    const numbers = [];
    for (const taskId of ['t1', 't2', 't3']) {
      const { events: taken } = await take(taskId);
      numbers.push(
        taken
          .filter((event) => isEventOf<TaskNumberEvent>(event, ['TaskNumberTaken']))
          .map((event) => event.data.number),
      );
    }
    expect(numbers).toEqual([[1], [2], [3]]);
    expect(readStream).not.toHaveBeenCalledWith('task-numbers-p1');
  });

  it("runs a feature's command through its door, with the door's aggregate", async () => {
    const users = new UserCommands(pipelineOver(events()));
    const addressed = { aggregateId: 'ana', command: createAna, context: { actorId: 'admin', commandId: 'c1' } };
    await users.check(addressed);
    expect(await events().readStream('user-ana')).toEqual([]);
    const result = await users.execute(addressed);
    expect(result.events.map((event) => [event.stream, event.type])).toEqual([['user-ana', 'UserCreated']]);
  });
});
