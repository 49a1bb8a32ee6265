import type { preloadAnswer as PreloadAnswer } from '../../client/src/lib/preload-answer';
import type { persistentCache as PersistentCache } from '../../client/src/lib/read-cache/persistent-cache';

// SWR decides when it loads whether it runs in a browser (its preload does nothing on a server):
// these tests are a signed-out browser tab.
Object.assign(globalThis, {
  window: globalThis,
  navigator: { onLine: true },
  localStorage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
});

let preloadAnswer: typeof PreloadAnswer;
let cache: ReturnType<typeof PersistentCache>;
let serialize: typeof import('swr').unstable_serialize;

beforeAll(async () => {
  ({ preloadAnswer } = await import('../../client/src/lib/preload-answer'));
  cache = (await import('../../client/src/lib/read-cache/persistent-cache')).persistentCache();
  serialize = (await import('swr')).unstable_serialize;
});

describe('a read started before the first render (preloadAnswer)', () => {
  it('puts its answer in the app’s cache as it arrives, so the first render has the data', async () => {
    const key = ['/project/getProjectByID', 'p1'] as const;
    const project = { project: { id: 'p1', name: 'Edificio Los Aromos' } };
    const fetched: unknown[] = [];
    await preloadAnswer(key, async (asked) => {
      fetched.push(asked);
      return project;
    });
    expect(fetched).toEqual([key]);
    expect(cache.get(serialize(key))?.data).toBe(project);
  });

  it('replaces what the device kept with the server’s answer', async () => {
    const key = ['/user/details'] as const;
    cache.set(serialize(key), { data: { name: 'kept offline' } });
    await preloadAnswer(key, async () => ({ name: 'Javiera Soto' }));
    expect(cache.get(serialize(key))?.data).toEqual({ name: 'Javiera Soto' });
  });

  it('never fails and keeps nothing when the read fails: the hook reads again and shows the error', async () => {
    const key = ['/tasks/get', 't-refused'] as const;
    await expect(
      preloadAnswer(key, async () => {
        throw new Error('403');
      }),
    ).resolves.toBeUndefined();
    expect(cache.get(serialize(key))).toBeUndefined();
  });
});
