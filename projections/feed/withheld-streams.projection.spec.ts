import { items } from '../../services/manifests';
import { MemoryReadStore } from '../../services/platform/read-store/memory-read-store';
import { stored } from '../../test/support/projection-spec';
import { WITHHELD_STREAMS, withheldStreamsProjection } from './withheld-streams.projection';

const projection = withheldStreamsProjection(items.factsOf('audience'));

/** Task events on their own streams, folded in order; the withheld streams after them. */
async function withheldAfter(events: Array<{ stream: string; type: string; data: object }>) {
  const store = new MemoryReadStore();
  const positions: number[] = [];
  for (const { stream, type, data } of events) {
    const event = { ...stored(type, { projectId: 'p1', ...data }), stream };
    positions.push(event.position);
    await projection.apply(event, store);
  }
  const docs = await store.collection(WITHHELD_STREAMS).find({}, { sort: { _id: 1 } });
  return { docs, positions };
}

describe('feed: streams withheld from the feed', () => {
  it('withholds a task created private from its creation', async () => {
    const { docs, positions } = await withheldAfter([
      { stream: 'task-a', type: 'TaskCreated', data: { taskId: 'a', private: true } },
      { stream: 'task-b', type: 'TaskCreated', data: { taskId: 'b', private: false } },
    ]);
    expect(docs).toEqual([{ _id: 'task-a', since: positions[0] }]);
  });

  it('withholds a public task from the first time it is made private, even after it is made public again', async () => {
    const { docs, positions } = await withheldAfter([
      { stream: 'task-a', type: 'TaskCreated', data: { taskId: 'a', private: false } },
      { stream: 'task-a', type: 'TaskModified', data: { taskId: 'a', changes: { priority: 3 } } },
      { stream: 'task-a', type: 'TaskModified', data: { taskId: 'a', changes: { private: true } } },
      { stream: 'task-a', type: 'TaskModified', data: { taskId: 'a', changes: { private: false } } },
      { stream: 'task-a', type: 'TaskModified', data: { taskId: 'a', changes: { private: true } } },
    ]);
    expect(docs).toEqual([{ _id: 'task-a', since: positions[2] }]);
  });
});
