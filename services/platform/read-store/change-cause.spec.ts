import { withChangeCause } from './change-cause';
import { MemoryReadStore } from './memory-read-store';
import type { DocumentChange } from './read-store.port';

describe('the request a read-model change came from', () => {
  it('is named on every change written while its events are projected, and on no other', async () => {
    const store = new MemoryReadStore();
    const changes: DocumentChange[] = [];
    store.onChange((change) => changes.push(change));
    const projects = store.collection('projects');

    // A request that runs several commands names them `<request id>:<part>`: its changes name the request.
    await withChangeCause('request-0001:demo-aromos', async () => {
      await projects.upsert({ _id: 'p1', name: 'Aromos' });
      await projects.update('p1', { $set: { name: 'Los Aromos' } });
    });
    await projects.delete('p1');

    expect(changes.map((change) => [change.operation, change.commandId])).toEqual([
      ['upsert', 'request-0001'],
      ['upsert', 'request-0001'],
      ['delete', undefined],
    ]);
  });
});
