import { MemoryReadStore } from './memory-read-store';
import type { DocumentChange } from './read-store.port';

describe('the embedded read store names the command behind a change', () => {
  it('on every change written within withCause, across awaits, and on no other', async () => {
    const store = new MemoryReadStore();
    const changes: DocumentChange[] = [];
    store.onChange((change) => changes.push(change));
    const projects = store.collection('projects');

    await store.withCause('request-0001:demo-aromos', async () => {
      await projects.upsert({ _id: 'p1', name: 'Aromos' });
      await new Promise((resolve) => setTimeout(resolve, 1));
      await projects.update('p1', { $set: { name: 'Los Aromos' } });
    });
    await projects.delete('p1');

    expect(changes.map((change) => [change.operation, change.commandId])).toEqual([
      ['upsert', 'request-0001:demo-aromos'],
      ['upsert', 'request-0001:demo-aromos'],
      ['delete', undefined],
    ]);
  });
});

describe('the embedded read store shares documents with a fold instead of copying them', () => {
  it('keeps a handed-over document as it is, and a later write leaves a shared one as it was', async () => {
    const members = new MemoryReadStore().collection('members');
    const handed = { _id: 'p1:u1', capabilities: ['ver'] };

    await members.handOver(handed);
    const shared = await members.getShared('p1:u1');
    await members.update('p1:u1', { $push: { capabilities: 'editar' } });

    expect(shared).toBe(handed);
    expect(handed).toEqual({ _id: 'p1:u1', capabilities: ['ver'] });
    expect(await members.getShared('p1:u1')).toEqual({ _id: 'p1:u1', capabilities: ['ver', 'editar'] });
  });

  it('still hands a copy to get and find', async () => {
    const members = new MemoryReadStore().collection('members');
    await members.handOver({ _id: 'p1:u1', capabilities: ['ver'] });
    const shared = await members.getShared('p1:u1');

    expect(await members.get('p1:u1')).not.toBe(shared);
    expect((await members.find({}))[0]).not.toBe(shared);
  });
});

describe('the embedded read store pages through a declared order as a sort does', () => {
  /** Documents in lists, with ranks that tie, rewritten and deleted at random. */
  const random = (() => {
    let state = 7;
    return () => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state / 2147483648;
    };
  })();
  const pick = <V>(values: readonly V[]) => values[Math.floor(random() * values.length)]!;
  const makeDoc = (n: number) => ({
    _id: `d${String(n).padStart(3, '0')}`,
    list: pick([['a'], ['b'], ['a', 'b'], ['c']]),
    team: pick(['x', 'y', 'z']),
    rank: pick(['1', '2', '3']),
    // Distinct keys: pages then have one order, whichever way a store reads them.
    key: String((n * 7919) % 1000).padStart(4, '0'),
    flag: pick([true, false]),
  });

  it('answers every page and count of a declared order like the sort of every match, through writes and deletes', async () => {
    const walked = new MemoryReadStore().collection('docs');
    const sorted = new MemoryReadStore().collection('docs');
    await walked.ensureIndex(['list']);
    await sorted.ensureIndex(['list']);
    await walked.ensureSortIndex({ rank: -1, key: -1 });
    await walked.ensureSortIndex({ key: 1 });
    await walked.ensureSortIndex({ rank: 1, key: 1 }, 'team');
    for (let n = 0; n < 400; n += 1) {
      const doc = makeDoc(n);
      await walked.upsert(doc);
      await sorted.upsert(doc);
    }
    for (let n = 0; n < 200; n += 1) {
      const id = `d${String(Math.floor(random() * 400)).padStart(3, '0')}`;
      const change = pick(['delete', 'rank', 'list', 'team', 'whole'] as const);
      for (const collection of [walked, sorted]) {
        if (change === 'delete') await collection.delete(id);
        if (change === 'rank') await collection.update(id, { $set: { rank: '3' } });
        if (change === 'list') await collection.update(id, { $set: { list: ['c', 'a'] } });
        if (change === 'team') await collection.update(id, { $set: { team: 'z' } });
      }
      if (change === 'whole') {
        const doc = { ...makeDoc(400 + n), _id: id };
        await walked.upsert(doc);
        await sorted.upsert(doc);
      }
    }
    const ids = (docs: Array<{ _id: string }>) => docs.map((doc) => doc._id);
    const filters = [
      { list: 'a' },
      { list: { $in: ['b', 'c'] } },
      { list: 'c', flag: true },
      {},
      { team: 'x' },
      { team: 'z', flag: false },
      { team: { $in: ['x', 'y'] } },
    ];
    for (const filter of filters) {
      const sorts: Array<Record<string, 1 | -1>> = [
        { rank: -1, key: -1 },
        { rank: 1, key: 1 },
        { key: 1 },
        { key: -1 },
      ];
      for (const sort of sorts) {
        for (const [skip, limit] of [
          [0, 5],
          [10, 10],
          [0, 1000],
        ] as const) {
          const reference = await sorted.find(filter, { sort, skip, limit });
          expect(ids(await walked.find(filter, { sort, skip, limit }))).toEqual(ids(reference));
        }
      }
      expect(await walked.count(filter)).toBe(await sorted.count(filter));
    }
  });

  it('leaves to the sort a collection holding a document it cannot place', async () => {
    const collection = new MemoryReadStore().collection('docs');
    await collection.ensureSortIndex({ key: 1 });
    await collection.upsert({ _id: 'a', key: '2' });
    await collection.upsert({ _id: 'b', key: 1 });
    await collection.upsert({ _id: 'c', key: '1' });
    expect((await collection.find({}, { sort: { key: 1 }, limit: 5 })).map((doc) => doc._id)).toEqual(['b', 'c', 'a']);
    await collection.delete('b');
    expect((await collection.find({}, { sort: { key: 1 }, limit: 1 })).map((doc) => doc._id)).toEqual(['c']);
  });
});

describe('the embedded read store copies what it hands out, unless told its owner never shares it', () => {
  it('keeps a reader’s change out of the store by default, and skips the copies in a store made uncopied', async () => {
    const copied = new MemoryReadStore().collection('docs');
    const doc = { _id: 'd1', tags: ['a'] };
    await copied.upsert(doc);
    doc.tags.push('b');
    const read = await copied.get('d1');
    expect(read).toEqual({ _id: 'd1', tags: ['a'] });
    expect((await copied.find({}))[0]).not.toBe(read);

    const uncopied = new MemoryReadStore({ uncopied: true }).collection('docs');
    await uncopied.upsert(doc);
    expect(await uncopied.get('d1')).toBe(doc);
    expect((await uncopied.find({ _id: 'd1' }))[0]).toBe(doc);
  });
});

describe('the embedded read store writes new documents (copy on write)', () => {
  it('never changes a stored document in place: a version kept before writes stays as it was', async () => {
    const docs = new MemoryReadStore().collection('docs');
    await docs.upsert({ _id: 'd1', info: { phone: '1' }, tags: ['a'] });
    const kept = docs.storedVersion?.('d1');
    await docs.update('d1', { $set: { 'info.phone': '2' }, $push: { tags: 'b' } });
    expect(await docs.get('d1')).toEqual({ _id: 'd1', info: { phone: '2' }, tags: ['a', 'b'] });
    await docs.upsert({ _id: 'd1', info: { phone: '3' }, tags: [] });
    expect(kept).toEqual({ _id: 'd1', info: { phone: '1' }, tags: ['a'] });
    expect(docs.storedVersion?.('nadie')).toBeNull();
  });

  it('offers no stored versions where readers hold the documents themselves (uncopied)', () => {
    expect(new MemoryReadStore({ uncopied: true }).collection('docs').storedVersion).toBeUndefined();
  });

  it('hands a shared read the stored document itself, and copies for every other read', async () => {
    const docs = new MemoryReadStore().collection('docs');
    await docs.upsert({ _id: 'd1', info: { phone: '1' }, tags: ['a'] });
    const stored = docs.storedVersion?.('d1');
    expect(await docs.getShared?.('d1')).toBe(stored);
    expect((await docs.findShared?.({ tags: 'a' }, { sort: { _id: 1 }, limit: 1 }))?.[0]).toBe(stored);
    // A projection of a shared read takes the stored fields, not copies of them.
    expect((await docs.findShared?.({}, { projection: { tags: 1 } }))?.[0]?.tags).toBe(stored?.tags);
    expect(await docs.get('d1')).not.toBe(stored);
    expect((await docs.find({}, { projection: { tags: 1 } }))[0]?.tags).not.toBe(stored?.tags);
  });

  it('shares the same documents as get and find where readers hold the documents themselves (uncopied)', async () => {
    const docs = new MemoryReadStore({ uncopied: true }).collection('docs');
    await docs.upsert({ _id: 'd1', n: 1 });
    expect(await docs.getShared('d1')).toBe(await docs.get('d1'));
    expect((await docs.findShared({ n: 1 }))[0]).toBe((await docs.find({ n: 1 }))[0]);
  });
});
