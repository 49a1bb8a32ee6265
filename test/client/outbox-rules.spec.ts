import {
  afterRefusal,
  afterRetryableFailure,
  createdIdIn,
  dependantsOf,
  editableValue,
  nextToSend,
  outcomeOf,
  type QueuedChange,
  readyNow,
  retried,
  retryWait,
  withEditedField,
  withParentId,
} from '../../client/src/lib/outbox/outbox-rules';

const change = (commandId: string, seq: number, extra: Partial<QueuedChange> = {}): QueuedChange => ({
  commandId,
  seq,
  madeAt: '2026-11-28T12:00:00.000Z',
  path: '/tasks/close',
  body: { kind: 'json', value: { task_id: 't1' } },
  label: 'Cerrar tarea',
  preview: '',
  editableField: null,
  target: { type: 'task', id: 't1', projectId: 'p1' },
  dependsOn: null,
  createdIdAt: null,
  state: 'pending',
  attempts: 0,
  nextTryAt: 0,
  refusal: null,
  ...extra,
});

describe('the outbox: which change goes next', () => {
  it('given changes stored out of order, when replaying, then the oldest goes first', () => {
    expect(nextToSend([change('b', 2), change('a', 1)], 0)?.commandId).toBe('a');
  });

  it('given the oldest change is waiting out its backoff, when replaying, then nothing younger overtakes it', () => {
    expect(nextToSend([change('a', 1, { nextTryAt: 5_000 }), change('b', 2)], 1_000)).toBeNull();
    expect(nextToSend([change('a', 1, { nextTryAt: 5_000 }), change('b', 2)], 5_000)?.commandId).toBe('a');
  });

  it('given a reply to a task created offline, when the task is not yet stored, then the reply waits for it', () => {
    const task = change('create', 1, { path: '/tasks/create', createdIdAt: ['task', 'id'] });
    const reply = change('reply', 2, { dependsOn: 'create' });
    expect(nextToSend([reply, task], 0)?.commandId).toBe('create');
    expect(nextToSend([reply], 0)?.commandId).toBe('reply');
  });

  it('given a refused change, when replaying, then its dependants wait with it and the others go on', () => {
    const refused = change('create', 1, { state: 'refused', refusal: 'No tienes permiso.' });
    const photo = change('photo', 2, { dependsOn: 'create' });
    const reply = change('reply', 3, { dependsOn: 'photo' });
    const other = change('close', 4);
    const queue = [refused, photo, reply, other];
    expect(nextToSend(queue, 0)?.commandId).toBe('close');
    expect(dependantsOf('create', queue).map((c) => c.commandId)).toEqual(['photo', 'reply']);
  });

  it('given an empty queue or only refused changes, then nothing goes', () => {
    expect(nextToSend([], 0)).toBeNull();
    expect(nextToSend([change('a', 1, { state: 'refused' })], 0)).toBeNull();
  });
});

describe('the outbox: what an answer means', () => {
  it.each([
    [200, 'stored'],
    [0, 'retry'],
    [500, 'retry'],
    [502, 'retry'],
    [503, 'retry'],
    [401, 'retry'],
    [429, 'retry'],
    [400, 'refused'],
    [403, 'refused'],
    [404, 'refused'],
    [409, 'refused'],
  ] as const)('given status %i, then the change is %s', (status, outcome) => {
    expect(outcomeOf(status)).toBe(outcome);
  });
});

describe('the outbox: retries keep the command id', () => {
  it('given no answer, when the change fails, then it keeps its id and waits longer each time, up to a minute', () => {
    const once = afterRetryableFailure(change('a', 1), 10_000);
    const twice = afterRetryableFailure(once, 20_000);
    expect(once).toMatchObject({ commandId: 'a', attempts: 1, nextTryAt: 11_000, state: 'pending' });
    expect(twice).toMatchObject({ commandId: 'a', attempts: 2, nextTryAt: 22_000 });
    expect(retryWait(30)).toBe(60_000);
  });

  it('given the signal returns, then changes waiting out a backoff may go at once', () => {
    const waiting = change('a', 1, { nextTryAt: 99_000 });
    expect(readyNow([waiting, change('b', 2)])).toEqual([{ ...waiting, nextTryAt: 0 }]);
  });

  it('given a refusal, then the change keeps the reason, and retrying it sends the same id again', () => {
    const refused = afterRefusal(change('a', 1), 'La tarea ya está cerrada.');
    expect(refused).toMatchObject({ state: 'refused', refusal: 'La tarea ya está cerrada.' });
    const edited = { kind: 'json' as const, value: { task_id: 't2' } };
    expect(retried(refused, edited)).toMatchObject({ commandId: 'a', state: 'pending', refusal: null, body: edited });
  });
});

describe("the outbox: the parent's server id reaches its dependants", () => {
  it("given the task's answer, when its id is read, then it is found where the change says", () => {
    expect(createdIdIn({ task: { id: 'T-9' } }, ['task', 'id'])).toBe('T-9');
    expect(createdIdIn({ task: null }, ['task', 'id'])).toBeNull();
  });

  it('given a photo and a reply that refer to a task created offline, when it is stored, then they name its id', () => {
    const file = { blob: new Blob(['x']), name: 'foto.jpg' };
    const photo = change('photo', 2, {
      dependsOn: 'create',
      path: '/files/upload',
      body: {
        kind: 'form',
        fields: [
          ['task_id', { parent: 'create' }],
          ['file', file],
        ],
      },
      target: { type: 'task', id: 'create', projectId: 'p1' },
    });
    const reply = change('reply', 3, {
      dependsOn: 'create',
      body: { kind: 'json', value: { task_id: { parent: 'create' } } },
    });
    expect(withParentId(photo, 'create', 'T-9')).toMatchObject({
      dependsOn: null,
      body: {
        kind: 'form',
        fields: [
          ['task_id', 'T-9'],
          ['file', file],
        ],
      },
      target: { id: 'T-9' },
    });
    expect(withParentId(reply, 'create', 'T-9').body).toEqual({ kind: 'json', value: { task_id: 'T-9' } });
  });
});

describe("the outbox: 'Editar y reintentar'", () => {
  it('given a refused reply, when its message is corrected, then only that field changes', () => {
    const reply = change('reply', 1, {
      editableField: 'message',
      body: {
        kind: 'form',
        fields: [
          ['task_id', 't1'],
          ['message', 'hola'],
        ],
      },
    });
    expect(editableValue(reply)).toBe('hola');
    expect(withEditedField(reply, 'hola de nuevo')).toEqual({
      kind: 'form',
      fields: [
        ['task_id', 't1'],
        ['message', 'hola de nuevo'],
      ],
    });
    expect(editableValue(change('close', 2))).toBeNull();
  });
});
