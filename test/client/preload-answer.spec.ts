import type * as PreloadAnswerModule from '../../client/src/lib/preload-answer';
import type { persistentCache as PersistentCache } from '../../client/src/lib/read-cache/persistent-cache';

// SWR decides when it loads whether it runs in a browser (its preload does nothing on a server):
// these tests are a signed-out browser tab.
Object.assign(globalThis, {
  window: globalThis,
  navigator: { onLine: true },
  localStorage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
});

let preloadableRead: typeof PreloadAnswerModule.preloadableRead;
let dropStartedReads: typeof PreloadAnswerModule.dropStartedReads;
let cache: ReturnType<typeof PersistentCache>;
let serialize: typeof import('swr').unstable_serialize;

beforeAll(async () => {
  ({ preloadableRead, dropStartedReads } = await import('../../client/src/lib/preload-answer'));
  cache = (await import('../../client/src/lib/read-cache/persistent-cache')).persistentCache();
  serialize = (await import('swr')).unstable_serialize;
});

type Fetcher = (key: readonly unknown[]) => Promise<unknown>;
const preloadAnswer = (key: readonly unknown[], fetcher: Fetcher) => preloadableRead(fetcher).preload(key);
/** The fetcher a hook of this key is given. */
const hookFetcher = (fetcher: Fetcher) => preloadableRead(fetcher).fetch;

describe('a read started before the first render (preloadableRead)', () => {
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

describe('a hook taking over a read started for it', () => {
  const server = (answers: unknown[]) => {
    const asked: unknown[] = [];
    const fetcher = async (key: readonly unknown[]) => {
      asked.push(key);
      return answers[asked.length - 1];
    };
    return { asked, fetcher };
  };

  it('takes the read once: its first fetch reads nothing more, a later one asks the server', async () => {
    const key = ['/tasks/get', 't1'] as const;
    const { asked, fetcher } = server(['first', 'second']);
    const started = preloadAnswer(key, fetcher);
    const fetch = hookFetcher(fetcher);
    await expect(fetch(key)).resolves.toBe('first');
    await started;
    await expect(fetch(key)).resolves.toBe('second');
    expect(asked).toHaveLength(2);
  });

  it('is not handed a read once the app revalidated that key, and its late answer is not kept', async () => {
    const key = ['/tasks/get', 't2'] as const;
    let answerStale: (value: unknown) => void = () => undefined;
    const stale = new Promise((resolve) => {
      answerStale = resolve;
    });
    const started = preloadAnswer(key, () => stale);
    dropStartedReads((candidate) => Array.isArray(candidate) && candidate[0] === '/tasks/get');
    const { asked, fetcher } = server(['fresh']);
    await expect(hookFetcher(fetcher)(key)).resolves.toBe('fresh');
    expect(asked).toEqual([key]);
    cache.set(serialize(key), { data: 'fresh' });
    answerStale('stale');
    await started;
    expect(cache.get(serialize(key))?.data).toBe('fresh');
  });

  it('is not handed an answer that arrived more than five seconds before it asked', async () => {
    const key = ['/rdi/get', 'r1'] as const;
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    try {
      await preloadAnswer(key, async () => 'old');
      now.mockReturnValue(1_005_001);
      const { asked, fetcher } = server(['new']);
      await expect(hookFetcher(fetcher)(key)).resolves.toBe('new');
      expect(asked).toHaveLength(1);
    } finally {
      now.mockRestore();
    }
  });
});
