import { randomUUID } from 'node:crypto';
import { newEvent, useTemporaryEventLog } from '../../../test/support/event-log';
import { NO_STREAM, type StoredEvent } from './event-store.port';
import { type Upcaster, UpcasterRegistry, type ValueRepair } from './upcasters';
import { UpcastingEventStore } from './upcasting-event-store';
import { readableOptionalDay, readableWhole, repaired, repairedChanges } from './value-repairs';

/** A sample payload that changed shape twice: v1 had a bare amount, v2 added the currency, v3 split net and tax. */
const revisionUpcasters: Upcaster[] = [
  // Listed out of order on purpose: the registry chains them by version.
  {
    type: 'AdditionalRevisionAdded',
    fromVersion: 2,
    upcast: ({ amount, ...rest }) => ({ ...rest, net: amount, tax: 0 }),
  },
  { type: 'AdditionalRevisionAdded', fromVersion: 1, upcast: (data) => ({ ...data, currency: 'CLP' }) },
];

async function collect(iterable: AsyncIterable<StoredEvent[]>): Promise<StoredEvent[]> {
  const all: StoredEvent[] = [];
  for await (const batch of iterable) all.push(...batch);
  return all;
}

describe('upcasters', () => {
  const { log } = useTemporaryEventLog();
  let store: UpcastingEventStore;
  const registry = new UpcasterRegistry(revisionUpcasters);

  // Closing the log closes this view of it too.
  beforeEach(() => {
    store = new UpcastingEventStore(log(), registry);
  });

  it('knows the current version of each type: one past its last upcaster', () => {
    expect(registry.currentVersion('AdditionalRevisionAdded')).toBe(3);
    expect(registry.currentVersion('UserCreated')).toBe(1);
  });

  it('reads a version-1 event as version 2', async () => {
    const v1ToV2 = new UpcastingEventStore(log(), new UpcasterRegistry(revisionUpcasters.slice(1)));
    // Written by older code, straight into the log.
    await log().append('additional-a1', [newEvent('AdditionalRevisionAdded', { revision: 1, amount: 500 })], NO_STREAM);
    const [read] = await v1ToV2.readStream('additional-a1');
    expect(read?.data).toEqual({ revision: 1, amount: 500, currency: 'CLP' });
    expect(read?.metadata.schemaVersion).toBe(2);
  });

  it('chains v1 → v2 → v3, and runs only the steps an event still needs, on every read', async () => {
    const commandId = randomUUID();
    await log().append(
      'additional-a1',
      [
        newEvent('AdditionalRevisionAdded', { revision: 1, amount: 500 }, { commandId }),
        newEvent(
          'AdditionalRevisionAdded',
          { revision: 2, amount: 700, currency: 'UF' },
          { commandId, schemaVersion: 2 },
        ),
        newEvent(
          'AdditionalRevisionAdded',
          { revision: 3, net: 900, tax: 171, currency: 'CLP' },
          { commandId, schemaVersion: 3 },
        ),
      ],
      NO_STREAM,
    );
    const expected = [
      { revision: 1, net: 500, tax: 0, currency: 'CLP' },
      { revision: 2, net: 700, tax: 0, currency: 'UF' },
      { revision: 3, net: 900, tax: 171, currency: 'CLP' },
    ];
    const live: StoredEvent[] = [];
    await new Promise<void>((resolve) => {
      const subscription = store.subscribeToAll(0, (e) => {
        if (live.push(e) === 3) void subscription.close().then(resolve);
      });
    });

    for (const read of [
      await store.readStream('additional-a1'),
      await collect(store.readAll(0, 2)),
      await store.readByCommand('tester', commandId),
      live,
    ]) {
      expect(read.map((e) => e.data)).toEqual(expected);
      expect(read.map((e) => e.metadata.schemaVersion)).toEqual([3, 3, 3]);
    }
    // The log itself keeps what was written.
    expect((await log().readStream('additional-a1'))[0]?.data).toEqual({ revision: 1, amount: 500 });
  });

  it('leaves events of types without upcasters untouched', async () => {
    await log().append('user-u1', [newEvent('UserCreated', { userId: 'u1', name: 'Ana' })], NO_STREAM);
    const [raw] = await log().readStream('user-u1');
    const [read] = await store.readStream('user-u1');
    expect(read).toEqual(raw);
    expect(registry.upcast(raw!)).toBe(raw);
  });

  it('refuses an append at any version but the current one', async () => {
    await expect(
      store.append(
        'additional-a1',
        [newEvent('AdditionalRevisionAdded', { amount: 1, currency: 'CLP' }, { schemaVersion: 2 })],
        NO_STREAM,
      ),
    ).rejects.toThrow('AdditionalRevisionAdded is written at version 2, but its upcasters read it at 3');
    expect(await log().readStream('additional-a1')).toEqual([]);
    await store.append(
      'additional-a1',
      [newEvent('AdditionalRevisionAdded', { net: 1, tax: 0 }, { schemaVersion: 3 })],
      NO_STREAM,
    );
    expect(await store.readStream('additional-a1')).toHaveLength(1);
  });

  it('refuses a chain with a gap or a repeat', () => {
    const from = (fromVersion: number): Upcaster => ({ type: 'X', fromVersion, upcast: (data) => data });
    expect(() => new UpcasterRegistry([from(2)])).toThrow('Upcasters of X');
    expect(() => new UpcasterRegistry([from(1), from(1)])).toThrow('Upcasters of X');
    expect(new UpcasterRegistry([from(1), from(2)]).currentVersion('X')).toBe(3);
  });

  it('repairs values at every version, after the upcasters, and keeps an event that needs nothing as it is', async () => {
    const repairs: ValueRepair[] = [
      { type: 'TaskCreated', repair: (data) => repaired(data, { criticalDate: readableOptionalDay }) },
      { type: 'TaskModified', repair: (data) => repairedChanges(data, { criticalDate: readableOptionalDay }) },
      { type: 'AdditionalRevisionAdded', repair: (data) => repaired(data, { net: readableWhole(0, 1000, 0) }) },
    ];
    const repairing = new UpcastingEventStore(log(), new UpcasterRegistry(revisionUpcasters, repairs));
    await log().append(
      'task-t1',
      [
        newEvent('TaskCreated', { taskId: 't1', criticalDate: '9999-12-31' }),
        newEvent('TaskModified', { taskId: 't1', changes: { criticalDate: '2027-02-29' } }),
        newEvent('TaskModified', { taskId: 't1', changes: { criticalDate: null } }),
        newEvent('TaskCreated', { taskId: 't2', criticalDate: '2026-12-15' }),
      ],
      NO_STREAM,
    );
    await log().append('additional-a1', [newEvent('AdditionalRevisionAdded', { amount: 5000 })], NO_STREAM);
    const read = await repairing.readStream('task-t1');
    expect(read.map((event) => event.data)).toEqual([
      { taskId: 't1', criticalDate: '2200-12-31' },
      { taskId: 't1', changes: { criticalDate: '2027-02-28' } },
      { taskId: 't1', changes: { criticalDate: null } },
      { taskId: 't2', criticalDate: '2026-12-15' },
    ]);
    const raw = await log().readStream('task-t1');
    const registry = new UpcasterRegistry([], repairs);
    expect(registry.upcast(raw[3]!)).toBe(raw[3]);
    expect(registry.upcast(raw[2]!)).toBe(raw[2]);
    // Upcast from v1 (amount → net), then repaired: net past its range reads as its bound.
    expect((await repairing.readStream('additional-a1'))[0]?.data).toEqual({ net: 1000, tax: 0, currency: 'CLP' });
    // The log keeps what was written.
    expect(raw[0]?.data).toEqual({ taskId: 't1', criticalDate: '9999-12-31' });
  });
});
