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
