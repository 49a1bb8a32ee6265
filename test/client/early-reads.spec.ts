import type * as EarlyReads from '../../client/src/lib/early-reads';
import type * as Http from '../../client/src/lib/http';

// A signed-in browser tab whose network is this test's: each request is recorded and answered.
const stored = new Map<string, string>([['faena.token', 'token-ana']]);
const sent: { url: string; init: RequestInit }[] = [];
Object.assign(globalThis, {
  window: globalThis,
  navigator: { onLine: true },
  localStorage: {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  },
  fetch: async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return new Response(JSON.stringify({ code: 200, asked: url, n: sent.length }), { status: 200 });
  },
});

let early: typeof EarlyReads;
let http: typeof Http;

beforeAll(async () => {
  early = await import('../../client/src/lib/early-reads');
  http = await import('../../client/src/lib/http');
});

beforeEach(() => {
  sent.length = 0;
  stored.set('faena.token', 'token-ana');
});

describe('reads sent before the app’s code has run (early reads)', () => {
  it('sends each read once, signed, and the app’s first ask of the same call and body takes its answer', async () => {
    early.sendEarlyReads([
      { path: '/user/details', body: {} },
      { path: '/tasks/get', body: { task_id: 't1' } },
    ]);
    expect(sent.map(({ url }) => url)).toEqual(['/api/user/details', '/api/tasks/get']);
    expect(sent[1]!.init.headers).toMatchObject({ authorization: 'Bearer token-ana' });
    expect(sent[1]!.init.body).toBe('{"task_id":"t1"}');

    await expect(http.post('/tasks/get', { task_id: 't1' })).resolves.toMatchObject({ n: 2 });
    await expect(http.post('/user/details')).resolves.toMatchObject({ n: 1 });
    expect(sent).toHaveLength(2);
  });

  it('hands an answer over once: a later ask or another body goes to the server', async () => {
    early.sendEarlyReads([{ path: '/tasks/get', body: { task_id: 't1' } }]);
    await http.post('/tasks/get', { task_id: 't2' });
    await expect(http.post('/tasks/get', { task_id: 't1' })).resolves.toMatchObject({ n: 1 });
    await http.post('/tasks/get', { task_id: 't1' });
    expect(sent.map(({ init }) => init.body)).toEqual(['{"task_id":"t1"}', '{"task_id":"t2"}', '{"task_id":"t1"}']);
  });

  it('hands nothing over once a command is sent: what was read before it may have changed', async () => {
    early.sendEarlyReads([{ path: '/tasks/get', body: { task_id: 't1' } }]);
    await http.post('/tasks/close', { task_id: 't1' }, { commandId: 'c1' });
    await expect(http.post('/tasks/get', { task_id: 't1' })).resolves.toMatchObject({ n: 3 });
    expect(sent.map(({ url }) => url)).toEqual(['/api/tasks/get', '/api/tasks/close', '/api/tasks/get']);
  });

  it('sends nothing for a signed-out tab, and never hands one person’s answer to another', async () => {
    stored.delete('faena.token');
    early.sendEarlyReads([{ path: '/user/details', body: {} }]);
    expect(sent).toHaveLength(0);

    stored.set('faena.token', 'token-ana');
    early.sendEarlyReads([{ path: '/user/details', body: {} }]);
    stored.set('faena.token', 'token-bruno');
    expect(early.takeEarlyAnswer('/user/details', {}, 'token-bruno')).toBeNull();
  });

  it('forgets answers nobody took once the first screen is long past', async () => {
    jest.useFakeTimers();
    try {
      early.sendEarlyReads([{ path: '/user/details', body: {} }]);
      jest.advanceTimersByTime(10_000);
      expect(early.takeEarlyAnswer('/user/details', {}, 'token-ana')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
