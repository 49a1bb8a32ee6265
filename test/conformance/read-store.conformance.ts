import { randomUUID } from 'node:crypto';
import type {
  DocumentChange,
  Filter,
  FindOptions,
  ReadStore,
} from '../../services/platform/read-store/read-store.port';
import { eventually, until } from '../support/eventually';

const tasks = [
  {
    _id: 't1',
    project_id: 'p1',
    number: 1,
    title: 'Revisar moldaje',
    status: 1,
    tags: ['obra', 'urgente'],
    amount: 10,
  },
  { _id: 't2', project_id: 'p1', number: 2, title: 'Hormigonado losa', status: 3, tags: ['obra'], amount: 30 },
  { _id: 't3', project_id: 'p2', number: 1, title: 'Permiso municipal', status: 1, tags: [], amount: 5 },
  { _id: 't4', project_id: 'p1', number: 3, title: 'Enfierradura muro', status: 2, tags: ['urgente'], amount: 20 },
];

/** What every ReadStore adapter must do: the same filters and pipelines give the same answers. */
export function readStoreConformance(open: () => Promise<ReadStore>): void {
  let store: ReadStore;
  let name: string;

  /**
   * Resolves once the store tells listeners of writes (a change stream opens some time after the
   * first listener asks for it): a probe document is written until a change to it is heard.
   */
  const listening = async () => {
    const probe = `${name}_probe`;
    let heard = false;
    const stop = store.onChange((change) => {
      if (change.collection === probe) heard = true;
    });
    let turn = 0;
    await until('a change to the probe heard', async () => {
      await store.collection(probe).upsert({ _id: 'probe', turn: turn++ });
      return heard;
    });
    stop();
    await store.dropCollection(probe);
  };
  beforeEach(async () => {
    store = await open();
    name = `conformance_${randomUUID().replaceAll('-', '')}`;
    const collection = store.collection(name);
    await collection.ensureIndex(['project_id']);
    for (const task of tasks) await collection.upsert(task);
  });
  afterEach(async () => {
    await store.dropCollection(name);
    await store.close();
  });

  it('gets a document by id and answers null for a missing one', async () => {
    expect(await store.collection(name).get('t2')).toMatchObject({ title: 'Hormigonado losa' });
    expect(await store.collection(name).get('nope')).toBeNull();
  });

  it('finds with filter, sort, skip, limit and projection', async () => {
    const found = await store
      .collection(name)
      .find(
        { project_id: 'p1', status: { $ne: 3 } },
        { sort: { number: -1 }, skip: 0, limit: 5, projection: { title: 1 } },
      );
    expect(found).toEqual([
      { _id: 't4', title: 'Enfierradura muro' },
      { _id: 't1', title: 'Revisar moldaje' },
    ]);
    const page = await store.collection(name).find({}, { sort: { amount: 1 }, skip: 1, limit: 2 });
    expect(page.map((d) => d._id)).toEqual(['t1', 't4']);
  });

  it('matches array elements, regular expressions and $in like Mongo', async () => {
    expect((await store.collection(name).find({ tags: 'urgente' }, { sort: { _id: 1 } })).map((d) => d._id)).toEqual([
      't1',
      't4',
    ]);
    expect(
      (await store.collection(name).find({ title: { $regex: 'muro|losa', $options: 'i' } }, { sort: { _id: 1 } })).map(
        (d) => d._id,
      ),
    ).toEqual(['t2', 't4']);
    expect(await store.collection(name).count({ status: { $in: [1, 2] } })).toBe(3);
    const byIds = await store.collection(name).find({ _id: { $in: ['t4', 't1', 't4', 'nada'] } }, { sort: { _id: 1 } });
    expect(byIds.map((d) => d._id)).toEqual(['t1', 't4']);
    // project_id is indexed: $in over an index, and a value no document has.
    expect(await store.collection(name).count({ project_id: { $in: ['p1', 'p9'] }, status: { $ne: 3 } })).toBe(2);
    expect(await store.collection(name).count()).toBe(4);
  });

  it('runs aggregation pipelines', async () => {
    const totals = await store
      .collection(name)
      .aggregate([
        { $match: { project_id: 'p1' } },
        { $group: { _id: '$status', count: { $sum: 1 }, amount: { $sum: '$amount' } } },
        { $sort: { _id: 1 } },
      ]);
    expect(totals).toEqual([
      { _id: 1, count: 1, amount: 10 },
      { _id: 2, count: 1, amount: 20 },
      { _id: 3, count: 1, amount: 30 },
    ]);
  });

  it('sorts strings in Spanish order: accents, ñ and case, on every path a sort takes', async () => {
    const people = store.collection(`${name}_people`);
    await people.ensureIndex(['company_id']);
    const spanishOrder = [
      'Alvaro Rojas',
      'Álvaro Rojas',
      'Émile Núñez',
      'Ignacio Toro',
      'Nora Díaz',
      'Nuñez',
      'ñandú',
      'Óscar Tapia',
      'Oscar Ulloa',
      'Sofía Valdés',
      'zapata',
      'Zapata',
    ];
    // Stored in code-unit order, the order a sort without collation would give.
    const stored = [...spanishOrder].sort();
    for (const [n, personName] of stored.entries()) {
      await people.upsert({ _id: `u${n}`, company_id: n % 2 ? 'c1' : 'c2', name: personName, rank: n % 3 });
    }
    const names = (docs: Array<Record<string, unknown>>) => docs.map((doc) => doc.name);
    expect(names(await people.find({}, { sort: { name: 1 } }))).toEqual(spanishOrder);
    expect(names(await people.find({}, { sort: { name: -1 } }))).toEqual([...spanishOrder].reverse());
    // Through an index, a page of it, and with a projection (mingo's own sort in memory).
    expect(names(await people.find({ company_id: 'c1' }, { sort: { name: 1 } }))).toEqual(
      spanishOrder.filter((personName) => stored.indexOf(personName) % 2 === 1),
    );
    expect(names(await people.find({}, { sort: { name: 1 }, skip: 6, limit: 3 }))).toEqual(spanishOrder.slice(6, 9));
    expect(names(await people.find({}, { sort: { name: 1 }, projection: { name: 1 } }))).toEqual(spanishOrder);
    // A number before the name, and a pipeline's $sort.
    const byRank = await people.find({}, { sort: { rank: 1, name: 1 } });
    expect(names(byRank)).toEqual(
      [0, 1, 2].flatMap((rank) => spanishOrder.filter((personName) => stored.indexOf(personName) % 3 === rank)),
    );
    const grouped = await people.aggregate<{ _id: string }>([{ $group: { _id: '$name' } }, { $sort: { _id: 1 } }]);
    expect(grouped.map((doc) => doc._id)).toEqual(spanishOrder);
    await store.dropCollection(`${name}_people`);
  });

  it('applies update operators and reports a missing document', async () => {
    const collection = store.collection(name);
    expect(
      await collection.update('t1', { $set: { status: 3 }, $inc: { amount: 5 }, $push: { tags: 'cerrada' } }),
    ).toBe(true);
    expect(await collection.get('t1')).toMatchObject({ status: 3, amount: 15, tags: ['obra', 'urgente', 'cerrada'] });
    expect(await collection.update('nope', { $set: { status: 1 } })).toBe(false);
    // The index follows the update.
    expect((await collection.find({ project_id: 'p1', status: 3 }, { sort: { _id: 1 } })).map((d) => d._id)).toEqual([
      't1',
      't2',
    ]);
  });

  it('updates paths with numbers as MongoDB does: array elements by index, documents elsewhere', async () => {
    const additionals = store.collection(name);
    await additionals.upsert({ _id: 'a1', revisions: [{ number: 1, status: 'pending', amount: 10 }] });
    await additionals.update('a1', { $set: { 'revisions.0.status': 'approved' }, $inc: { 'revisions.0.amount': 5 } });
    expect((await additionals.get('a1'))?.revisions).toEqual([{ number: 1, status: 'approved', amount: 15 }]);
    // Past the end of an array: padded with nulls up to the index.
    await additionals.update('a1', { $set: { 'revisions.2.number': 3 } });
    await additionals.update('a1', { $inc: { 'revisions.3.amount': 7 } });
    expect((await additionals.get('a1'))?.revisions).toEqual([
      { number: 1, status: 'approved', amount: 15 },
      null,
      { number: 3 },
      { amount: 7 },
    ]);
    // Where nothing exists, a number names a field of a new document.
    await additionals.update('a1', { $set: { 'payments.0.status': 'draft' }, $inc: { 'totals.1': 2 } });
    expect(await additionals.get('a1')).toMatchObject({ payments: { '0': { status: 'draft' } }, totals: { '1': 2 } });
    // A field inside a string or an array by name cannot be created: refused, nothing written.
    const before = await additionals.get('a1');
    await expect(additionals.update('a1', { $set: { 'payments.0.status.code': 1 } })).rejects.toThrow();
    await expect(additionals.update('a1', { $set: { 'revisions.last': 1 } })).rejects.toThrow();
    expect(await additionals.get('a1')).toEqual(before);
  });

  it('answers through an index on a dotted path, into arrays of documents, as a scan does', async () => {
    const additionals = store.collection(`${name}_additionals`);
    await additionals.ensureIndex(['revisions.status', 'client.rut']);
    await additionals.upsert({
      _id: 'a1',
      revisions: [{ status: 'approved' }, { status: 'pending' }],
      client: { rut: '1-9' },
    });
    await additionals.upsert({ _id: 'a2', revisions: [{ status: 'pending' }], client: { rut: '2-7' } });
    await additionals.upsert({ _id: 'a3', revisions: [], client: {} });
    const ids = async (filter: Filter) => (await additionals.find(filter, { sort: { _id: 1 } })).map((d) => d._id);
    expect(await ids({ 'revisions.status': 'pending' })).toEqual(['a1', 'a2']);
    expect(await ids({ 'revisions.status': { $in: ['approved', 'void'] } })).toEqual(['a1']);
    expect(await ids({ 'client.rut': '2-7' })).toEqual(['a2']);
    expect(await ids({ 'client.rut': null })).toEqual(['a3']);
    expect(await additionals.count({ 'revisions.status': 'approved', 'client.rut': '1-9' })).toBe(1);
    // The index follows updates inside array elements.
    await additionals.update('a2', { $set: { 'revisions.0.status': 'approved' } });
    expect(await ids({ 'revisions.status': 'approved' })).toEqual(['a1', 'a2']);
    expect(await ids({ 'revisions.status': 'pending' })).toEqual(['a1']);
    await store.dropCollection(`${name}_additionals`);
  });

  it('pages through a declared order, and its reverse, as a sort does', async () => {
    const collection = store.collection(name);
    await collection.ensureIndex(['tags']);
    await collection.ensureSortIndex({ project_id: 1, title: -1 });
    const page = async (filter: Filter, sort: Record<string, 1 | -1>, skip: number, limit: number) =>
      (await collection.find(filter, { sort, skip, limit })).map((doc) => doc._id);
    expect(await page({}, { project_id: 1, title: -1 }, 0, 3)).toEqual(['t1', 't2', 't4']);
    expect(await page({}, { project_id: -1, title: 1 }, 1, 2)).toEqual(['t4', 't2']);
    expect(await page({ tags: 'obra' }, { project_id: 1, title: -1 }, 0, 1)).toEqual(['t1']);
    await collection.update('t2', { $set: { title: 'Zanja' } });
    expect(await page({ tags: 'obra' }, { project_id: 1, title: -1 }, 0, 1)).toEqual(['t2']);
    expect(await collection.count({ tags: { $in: ['obra', 'urgente'] } })).toBe(3);
    // A page of a few fields, with the id or without it.
    const sort = { project_id: 1, title: -1 } as const;
    expect(await collection.find({}, { sort, limit: 2, projection: { title: 1, number: 1 } })).toEqual([
      { _id: 't2', title: 'Zanja', number: 2 },
      { _id: 't1', title: 'Revisar moldaje', number: 1 },
    ]);
    expect(await collection.find({ tags: 'obra' }, { sort, limit: 1, projection: { _id: 0, title: 1 } })).toEqual([
      { title: 'Zanja' },
    ]);
  });

  it('replaces on upsert, deletes one and many', async () => {
    const collection = store.collection(name);
    await collection.upsert({
      _id: 't3',
      project_id: 'p1',
      number: 9,
      title: 'Movido',
      status: 1,
      tags: [],
      amount: 0,
    });
    expect(await collection.count({ project_id: 'p1' })).toBe(4);
    expect(await collection.count({ project_id: 'p2' })).toBe(0);
    await collection.delete('t3');
    expect(await collection.get('t3')).toBeNull();
    expect(await collection.deleteMany({ status: 1 })).toBe(1);
    expect(await collection.count()).toBe(2);
  });

  it('hands out copies, so a caller cannot change stored documents by accident', async () => {
    const doc = await store.collection(name).get('t1');
    if (doc) doc.title = 'cambiado';
    expect(await store.collection(name).get('t1')).toMatchObject({ title: 'Revisar moldaje' });
  });

  it('writes a handed-over document as upsert does, and reads a shared one as get does', async () => {
    const collection = store.collection(name);
    await collection.handOver({ _id: 't9', project_id: 'p9', number: 9, title: 'Entregado', tags: ['a'] });
    await collection.update('t9', { $push: { tags: 'b' } });
    expect(await collection.getShared('t9')).toEqual(await collection.get('t9'));
    expect(await collection.getShared('t9')).toMatchObject({ title: 'Entregado', tags: ['a', 'b'] });
    expect(await collection.find({ project_id: 'p9' })).toHaveLength(1);
    expect(await collection.getShared('nope')).toBeNull();
  });

  it('shares documents with a reader that never changes them: the answers of get and find, kept as read', async () => {
    const collection = store.collection(name);
    await collection.ensureSortIndex({ project_id: 1, title: -1 });
    const queries: Array<[Filter, FindOptions]> = [
      [
        { project_id: 'p1', status: { $ne: 3 } },
        { sort: { number: -1 }, limit: 5, projection: { title: 1 } },
      ],
      [{ tags: 'obra' }, { sort: { project_id: 1, title: -1 }, skip: 1, limit: 1 }],
      [{ _id: { $in: ['t3', 't1'] } }, { sort: { title: 1 } }],
      [{}, { projection: { _id: 0, 'tags.0': 1 } }],
    ];
    for (const [filter, options] of queries) {
      expect(await collection.findShared(filter, options)).toEqual(await collection.find(filter, options));
    }
    const before = await collection.getShared('t1');
    const [listed] = await collection.findShared({ _id: 't1' });
    await collection.update('t1', { $set: { title: 'Revisado' }, $push: { tags: 'cerrado' } });
    // A write stores another document: what a reader holds stays what it read.
    expect(before).toEqual(tasks[0]);
    expect(listed).toEqual(tasks[0]);
    expect(await collection.getShared('t1')).toMatchObject({
      title: 'Revisado',
      tags: ['obra', 'urgente', 'cerrado'],
    });
    expect(await collection.getShared('nope')).toBeNull();
  });

  it('tells listeners of every change with the document', async () => {
    const changes: DocumentChange[] = [];
    const seen = new Promise<void>((resolve) => {
      store.onChange((change) => {
        if (change.collection !== name) return;
        changes.push(change);
        if (changes.length === 2) resolve();
      });
    });
    await listening();
    await store.collection(name).update('t1', { $set: { status: 2 } });
    await store.collection(name).delete('t2');
    await seen;
    expect(changes.map((c) => [c.id, c.operation])).toEqual([
      ['t1', 'upsert'],
      ['t2', 'delete'],
    ]);
    expect(changes[0]?.doc).toMatchObject({ project_id: 'p1', status: 2 });
    // A deleted document still says where it belonged (the live push needs its project).
    expect(changes[1]?.doc).toMatchObject({ _id: 't2', project_id: 'p1' });
  });

  it('runs a write named after its command and answers what it answers', async () => {
    const answer = await store.withCause('command-0001', async () => {
      await store.collection(name).update('t1', { $set: { status: 3 } });
      return 'hecho';
    });
    expect(answer).toBe('hecho');
    expect(await store.collection(name).get('t1')).toMatchObject({ status: 3 });
  });

  it('puts a collection in the place of another at once, indexes included, and drops the old documents', async () => {
    const next = `_next.${name}`;
    await store.collection(next).ensureIndex(['project_id']);
    await store.collection(next).upsert({ _id: 't9', project_id: 'p1', number: 9, title: 'Nueva versión' });
    await store.renameCollection(next, name);
    expect(await store.collection(name).find({ project_id: 'p1' })).toEqual([
      { _id: 't9', project_id: 'p1', number: 9, title: 'Nueva versión' },
    ]);
    expect(await store.collection(next).count()).toBe(0);
    // An empty source leaves an empty collection in the target's place.
    await store.renameCollection(next, name);
    expect(await store.collection(name).count()).toBe(0);
  });

  it('tells listeners of changes in a renamed collection by its new name, and of none in internal ones', async () => {
    const next = `_next.${name}`;
    const changes: DocumentChange[] = [];
    const stop = store.onChange((change) => {
      if (change.collection === name || change.collection === next) changes.push(change);
    });
    await listening();
    await store.collection(next).upsert({ _id: 'x1', project_id: 'p1' });
    await store.renameCollection(next, name);
    await store.collection(name).upsert({ _id: 'x2', project_id: 'p1' });
    // The last write: changes are told in order, so one of x1 would have come before it.
    await eventually(() => changes.some((change) => change.id === 'x2'), Boolean);
    stop();
    expect(changes.map((change) => [change.collection, change.id])).toEqual([[name, 'x2']]);
  });
}
