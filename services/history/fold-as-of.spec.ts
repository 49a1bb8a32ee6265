import {
  TASK_DETAILS,
  type TaskDetailDocument,
  taskDetailsProjection,
} from '../../projections/tasks/task-details.projection';
import { stored } from '../../test/support/projection-spec';
import { taskCreatedData } from '../../test/support/task-events';
import { FILES, USERS } from '../contracts/collections';
import { MemoryReadStore } from '../platform/read-store/memory-read-store';
import { asOfStore } from './as-of-store';
import { foldUntil, inLogOrder } from './fold-as-of';

const created = (at: string) =>
  stored(
    'TaskCreated',
    taskCreatedData({
      taskId: 't1',
      projectId: 'p1',
      number: 7,
      title: 'Detalle de escalera',
      codeId: 1,
      responsibleId: 'rita',
      createdBy: 'ana',
    }),
    at,
  );
const modified = (priority: number, at: string) =>
  stored('TaskModified', { taskId: 't1', projectId: 'p1', changes: { priority } }, at);

const taskIn = (store: MemoryReadStore) => store.collection<TaskDetailDocument>(TASK_DETAILS).get('t1');

describe('folding an item up to an instant', () => {
  const events = [
    created('2026-11-24T10:00:00.000Z'),
    modified(2, '2026-11-24T11:00:00.000Z'),
    modified(3, '2026-11-24T12:00:00Z'),
  ];

  it('applies through the projection only the events that had happened by then, and names the last one’s position', async () => {
    const store = new MemoryReadStore({ uncopied: true });
    const folded = await foldUntil(events, new Date('2026-11-24T11:59:59.999Z'), [taskDetailsProjection], store);
    expect(folded).toEqual({ folded: 2, position: events[1]!.position });
    expect(await taskIn(store)).toMatchObject({ priority: 2, updated_at: '2026-11-24T11:00:00.000Z' });
  });

  it('counts an event at the very instant (its time written either way) as happened', async () => {
    const store = new MemoryReadStore({ uncopied: true });
    expect(await foldUntil(events, new Date('2026-11-24T12:00:00.000Z'), [taskDetailsProjection], store)).toEqual({
      folded: 3,
      position: events[2]!.position,
    });
    expect(await taskIn(store)).toMatchObject({ priority: 3 });
  });

  it('folds nothing before the first event', async () => {
    const store = new MemoryReadStore({ uncopied: true });
    expect(await foldUntil(events, new Date('2026-11-24T09:00:00.000Z'), [taskDetailsProjection], store)).toEqual({
      folded: 0,
      position: null,
    });
    expect(await taskIn(store)).toBeNull();
  });

  it('merges several streams in the log’s order, each event once', () => {
    const [a, b, c] = events;
    expect(
      inLogOrder([
        [c!, a!],
        [b!, a!],
      ]).map((event) => event.position),
    ).toEqual([a, b, c].map((e) => e!.position));
  });
});

describe('the store a past detail reads', () => {
  const live = async () => {
    const reads = new MemoryReadStore();
    await reads.collection(USERS).upsert({ _id: 'ana', name: 'Ana Díaz' });
    await reads.collection(TASK_DETAILS).upsert({ _id: 't1', title: 'hoy' });
    await reads.collection(FILES).upsert({ _id: 'f1', owner: 't1', created_at: '2026-11-24T10:00:00.000Z' });
    await reads.collection(FILES).upsert({ _id: 'f2', owner: 't1', created_at: '2026-11-24T13:00:00.000Z' });
    return reads;
  };
  const at = '2026-11-24T12:00:00.000Z';

  it('answers the item’s own collections from the fold and the others from the live store', async () => {
    const scratch = new MemoryReadStore({ uncopied: true });
    await scratch.collection(TASK_DETAILS).upsert({ _id: 't1', title: 'entonces' });
    const past = asOfStore(scratch, await live(), new Set([TASK_DETAILS]), at);
    expect(await past.collection(TASK_DETAILS).get('t1')).toEqual({ _id: 't1', title: 'entonces' });
    expect(await past.collection(USERS).get('ana')).toMatchObject({ name: 'Ana Díaz' });
  });

  it('lists only the files that existed then', async () => {
    const past = asOfStore(new MemoryReadStore(), await live(), new Set([TASK_DETAILS]), at);
    const files = past.collection(FILES);
    expect((await files.find({ owner: 't1' })).map((file) => file._id)).toEqual(['f1']);
    expect(await files.count({ owner: 't1', created_at: { $gte: '2026-11-24T00:00:00.000Z' } })).toBe(1);
    expect(await files.get('f2')).toBeNull();
  });

  it('never writes to the live store', async () => {
    const reads = await live();
    const past = asOfStore(new MemoryReadStore(), reads, new Set([TASK_DETAILS]), at);
    await expect(past.collection(USERS).upsert({ _id: 'ana', name: 'Otra' })).rejects.toThrow('read-only');
    await expect(past.collection(USERS).delete('ana')).rejects.toThrow('read-only');
    expect(await reads.collection(USERS).get('ana')).toMatchObject({ name: 'Ana Díaz' });
  });
});
