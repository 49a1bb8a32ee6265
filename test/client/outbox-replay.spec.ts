import 'fake-indexeddb/auto';
import { deleteSessionDatabases } from '../../client/src/lib/browser-db';
import { discardChange, queueChange, replay, retryChange, sendOrQueue } from '../../client/src/lib/outbox/outbox';
import type { QueuedBody } from '../../client/src/lib/outbox/outbox-rules';
import { readChanges } from '../../client/src/lib/outbox/outbox-store';

/** What the browser globals the outbox reads are during these tests: offline until a test says. */
const browser = { onLine: false };
Object.assign(globalThis, {
  navigator: browser,
  localStorage: { getItem: () => 'token', setItem: () => undefined, removeItem: () => undefined },
});

/** A server that runs each command id once, as request-idempotency.ts does, and answers as told. */
interface Call {
  path: string;
  commandId: string;
  madeAt: string | null;
  body: unknown;
}
let calls: Call[] = [];
let stored: Map<string, unknown>;
let answer: (call: Call) => Response | 'no answer';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

beforeEach(async () => {
  await deleteSessionDatabases();
  calls = [];
  stored = new Map();
  answer = (call) => json(200, { code: 200, task: { id: `T-${call.commandId}` } });
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const headers = init?.headers as Record<string, string>;
    const body =
      init?.body instanceof FormData ? Object.fromEntries(init.body.entries()) : JSON.parse(String(init?.body));
    const call = {
      path: String(url).replace('/api', ''),
      commandId: headers['x-command-id']!,
      madeAt: headers['x-command-made-at'] ?? null,
      body,
    };
    calls.push(call);
    const reply = answer(call);
    if (reply === 'no answer') {
      stored.set(call.commandId, call.body);
      throw new TypeError('Failed to fetch');
    }
    if (reply.ok) stored.set(call.commandId, call.body);
    return reply;
  }) as typeof fetch;
});

const target = { type: 'task' as const, id: 't1', projectId: 'p1' };
const close = (commandId: string) =>
  queueChange(
    commandId,
    '/tasks/close',
    { kind: 'json', value: { task_id: 't1' } },
    { label: 'Cerrar', preview: '', target },
  );

describe('the outbox replays what was done offline', () => {
  it('given changes made offline, when the signal returns, then they reach the server in order with the ids and times they were made', async () => {
    await close('cmd-aaaa1');
    await queueChange(
      'cmd-bbbb2',
      '/tasks/setSeenStatus',
      { kind: 'json', value: { task_id: 't1', status: 1 } },
      {
        label: 'Marcar visto',
        preview: '',
        target,
      },
      '2026-11-28T10:00:00.000Z',
    );
    expect(calls).toEqual([]);
    await replay();
    expect(calls.map((call) => [call.path, call.commandId])).toEqual([
      ['/tasks/close', 'cmd-aaaa1'],
      ['/tasks/setSeenStatus', 'cmd-bbbb2'],
    ]);
    expect(calls[1]?.madeAt).toBe('2026-11-28T10:00:00.000Z');
    expect(await readChanges()).toEqual([]);
  });

  it("given a task created offline with a photo, when replayed, then the photo is sent after it, naming the task's server id", async () => {
    await queueChange(
      'cmd-create1',
      '/tasks/create',
      { kind: 'form', fields: [['title', 'Fisura en losa']] },
      {
        label: 'Crear tarea',
        preview: 'Fisura en losa',
        target: { type: 'task', id: 'cmd-create1', projectId: 'p1' },
        createdIdAt: ['task', 'id'],
      },
    );
    const photo: QueuedBody = {
      kind: 'form',
      fields: [
        ['task_id', { parent: 'cmd-create1' }],
        ['file', { blob: new Blob(['jpeg']), name: 'foto.jpg' }],
      ],
    };
    await queueChange('cmd-photo1', '/files/upload', photo, {
      label: 'Foto',
      preview: 'foto.jpg',
      target: { type: 'task', id: 'cmd-create1', projectId: 'p1' },
      dependsOn: 'cmd-create1',
    });
    await replay();
    expect(calls.map((call) => call.path)).toEqual(['/tasks/create', '/files/upload']);
    expect(calls[1]?.body).toMatchObject({ task_id: 'T-cmd-create1' });
    expect(await readChanges()).toEqual([]);
  });

  it('given the answer is lost after the server stored a change, when replayed again, then the same id is sent and it is stored once', async () => {
    await close('cmd-lost01');
    answer = () => 'no answer';
    await replay();
    const [kept] = await readChanges();
    expect(kept).toMatchObject({ commandId: 'cmd-lost01', state: 'pending', attempts: 1 });
    answer = (call) => json(200, { code: 200, task: { id: call.commandId } });
    await retryChange(kept!);
    await replay();
    expect(calls.map((call) => call.commandId)).toEqual(['cmd-lost01', 'cmd-lost01']);
    expect(stored.size).toBe(1);
    expect(await readChanges()).toEqual([]);
  });

  it('given a 409, then the change is refused with the reason, its dependants wait, and discarding drops both', async () => {
    await queueChange(
      'cmd-create2',
      '/tasks/create',
      { kind: 'form', fields: [['title', 'x']] },
      {
        label: 'Crear tarea',
        preview: 'x',
        target,
        createdIdAt: ['task', 'id'],
      },
    );
    await queueChange(
      'cmd-reply2',
      '/tasks/addInteraction',
      { kind: 'json', value: { task_id: { parent: 'cmd-create2' } } },
      {
        label: 'Responder',
        preview: 'hola',
        target,
        dependsOn: 'cmd-create2',
      },
    );
    await close('cmd-other3');
    answer = (call) =>
      call.path === '/tasks/create'
        ? json(409, { code: 409, message: 'La tarea ya fue cerrada por otra persona.' })
        : json(200, { code: 200 });
    await replay();
    expect(calls.map((call) => call.commandId)).toEqual(['cmd-create2', 'cmd-other3']);
    const [refused, waiting] = await readChanges().then((all) => all.sort((a, b) => a.seq - b.seq));
    expect(refused).toMatchObject({ state: 'refused', refusal: 'La tarea ya fue cerrada por otra persona.' });
    expect(waiting).toMatchObject({ commandId: 'cmd-reply2', state: 'pending' });
    await discardChange(refused!);
    expect(await readChanges()).toEqual([]);
  });

  it('given offline, when a change is sent, then it is queued instead of failing; given no answer, it is queued with the same id', async () => {
    const sent = await sendOrQueue(
      '/tasks/close',
      { kind: 'json', value: { task_id: 't1' } },
      { label: 'Cerrar', preview: '', target },
      'cmd-offline',
    );
    expect(sent).toMatchObject({ queued: true, change: { commandId: 'cmd-offline' } });
    expect(calls).toEqual([]);
    await discardChange((await readChanges())[0]!);
    browser.onLine = true;
    try {
      answer = () => 'no answer';
      const lost = await sendOrQueue(
        '/tasks/close',
        { kind: 'json', value: { task_id: 't1' } },
        { label: 'Cerrar', preview: '', target },
        'cmd-noanswer',
      );
      expect(lost).toMatchObject({ queued: true, change: { commandId: 'cmd-noanswer' } });
    } finally {
      browser.onLine = false;
    }
  });
  // Last: its retry timer would otherwise replay the next test's queue.
  it('given a server error, when replayed, then the change waits its backoff and nothing younger overtakes it', async () => {
    await close('cmd-first1');
    await close('cmd-secnd2');
    answer = () => json(502, { message: 'Bad gateway' });
    await replay();
    expect(calls.map((call) => call.commandId)).toEqual(['cmd-first1']);
    expect((await readChanges()).map((change) => change.state)).toEqual(['pending', 'pending']);
  });
});
