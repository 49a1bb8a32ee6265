import { MemoryReadStore } from '../../services/platform/read-store/memory-read-store';
import type {
  Doc,
  DocumentChange,
  ReadCollection,
  ReadStore,
} from '../../services/platform/read-store/read-store.port';
import { UndoJournal } from './undo-journal';

/** The same store as an adapter that changes documents in place offers it (MongoDB's): no stored versions. */
const withoutStoredVersions = (store: MemoryReadStore): ReadStore =>
  Object.assign(Object.create(store) as ReadStore, {
    collection: <T extends Doc>(name: string): ReadCollection<T> =>
      Object.assign(Object.create(store.collection<T>(name)) as ReadCollection<T>, { storedVersion: undefined }),
  });

/** Given documents in the store, when an event's writes go through the journal and are rolled back, then the store is as before. */
describe.each([
  ['kept as stored (copy on write)', (store: MemoryReadStore): ReadStore => store],
  ['copied from reads', withoutStoredVersions],
])('the undo journal of one event, documents %s', (_, seen) => {
  const given = async () => {
    const store = new MemoryReadStore();
    await store.collection('totals').upsert({ _id: 'a', count: 1, days: ['lunes'] });
    await store.collection('totals').upsert({ _id: 'b', count: 2 });
    await store.collection('totals').upsert({ _id: 'c', count: 3 });
    await store.collection('items').upsert({ _id: 'i1', title: 'Losa' });
    return store;
  };
  const everything = async (store: MemoryReadStore) => ({
    totals: await store.collection('totals').find({}, { sort: { _id: 1 } }),
    items: await store.collection('items').find({}, { sort: { _id: 1 } }),
  });

  it('puts back what the event changed, created and deleted, read first or written blind', async () => {
    const store = await given();
    const before = await everything(store);
    const journal = new UndoJournal(seen(store));
    const totals = journal.collection('totals');
    // Read, changed in place (as projections do) and written back.
    const a = (await totals.get('a'))!;
    (a.days as string[]).push('martes');
    await totals.upsert({ ...a, count: 10 });
    await totals.upsert({ ...a, count: 11 });
    await totals.update('b', { $inc: { count: 5 } });
    await totals.upsert({ _id: 'new', count: 1 });
    await totals.delete('c');
    await totals.deleteMany({ count: { $gte: 1 } });

    await journal.rollback();
    expect(await everything(store)).toEqual(before);
  });

  it('writes nothing it only read: another projection’s documents stay untouched', async () => {
    const store = await given();
    const journal = new UndoJournal(seen(store));
    await journal.collection('items').get('i1');
    await journal.collection('totals').upsert({ _id: 'a', count: 5 });
    const changes: DocumentChange[] = [];
    store.onChange((change) => changes.push(change));

    await journal.rollback();
    expect(changes.map(({ collection, id }) => `${collection}/${id}`)).toEqual(['totals/a']);
  });
});
