import { ProjectionEngine } from '../../projections/runtime/projection-engine';
import type { ReadModelProgress } from '../../projections/runtime/projection-progress';
import { newEvent, useTemporaryEventLog } from '../../test/support/event-log';
import { allProjections } from '../manifests';
import { loadConfig } from './config/config';
import type { EventListener, EventStore } from './event-store/event-store.port';
import { startReadSide } from './platform.providers';
import { MemoryReadStore } from './read-store/memory-read-store';

const userCreated = (n: number) =>
  newEvent('UserCreated', {
    userId: `u${n}`,
    name: `U ${n}`,
    email: `u${n}@faena.cl`,
    phone: '',
    address: '',
    defaultJob: 2,
    avatar: null,
  });

/** Counts who reads the log to project it: only a projecting process may. */
function watched(store: EventStore) {
  const reads = { subscriptions: 0, scans: 0 };
  const spy: EventStore = Object.create(store);
  spy.subscribeToAll = (after: number, listener: EventListener) => {
    reads.subscriptions += 1;
    return store.subscribeToAll(after, listener);
  };
  spy.readAll = (after: number, size?: number) => {
    reads.scans += 1;
    return store.readAll(after, size);
  };
  return { spy, reads };
}

/**
 * A deployment: one projector and two API replicas over one event log and one read store (the
 * read store object stands for the shared MongoDB, the SQLite file for the shared log).
 */
describe('one projector, several API replicas', () => {
  const mongo = { READ_STORE: 'mongo', MONGO_URL: 'mongodb://shared/faena' };
  const started: ReadModelProgress[] = [];
  // Declared before the log's: jest runs afterEach hooks in order, and the log must outlive its readers.
  afterEach(async () => {
    for (const progress of started.splice(0)) await progress.stop();
  });
  const { log, dir } = useTemporaryEventLog();

  it('projects in the projector only; replicas serve once it has caught up and see a command projected', async () => {
    await log().append('user-u1', [userCreated(1)], -1);
    const shared = new MemoryReadStore();
    const replicas = [watched(log()), watched(log())];
    const apis: ReadModelProgress[] = [];
    for (const { spy } of replicas) {
      const api = await startReadSide(loadConfig({ ...mongo, FAENA_ROLE: 'api' }), spy, shared, allProjections);
      started.push(api);
      apis.push(api);
    }
    expect(apis.map((api) => api.isReady)).toEqual([false, false]);

    const projector = watched(log());
    started.push(
      await startReadSide(loadConfig({ ...mongo, FAENA_ROLE: 'projector' }), projector.spy, shared, allProjections),
    );
    await Promise.all(apis.map((api) => api.ready()));

    // A command taken by a replica: appended to the log, projected by the projector alone.
    const { position } = await log().append('user-u2', [userCreated(2)], -1);
    await apis[1]!.waitFor(position);
    expect(await shared.collection('users').get('u2')).toMatchObject({ name: 'U 2' });
    expect(replicas.map(({ reads }) => reads)).toEqual([
      { subscriptions: 0, scans: 0 },
      { subscriptions: 0, scans: 0 },
    ]);
    // The projector follows the log live once its catch-up reads are done (on a busy machine they
    // may be what projected u2).
    while (projector.reads.subscriptions === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(projector.reads.subscriptions).toBe(1);
  });

  it('projects in the single process of the embedded default', async () => {
    const { spy, reads } = watched(log());
    const progress = await startReadSide(
      loadConfig({ FAENA_DATA_DIR: dir() }),
      spy,
      new MemoryReadStore(),
      allProjections,
    );
    started.push(progress);
    expect(progress).toBeInstanceOf(ProjectionEngine);
    await progress.ready();
    const { position } = await log().append('user-u1', [userCreated(1)], -1);
    await progress.waitFor(position);
    expect(reads.subscriptions).toBe(1);
  });
});
