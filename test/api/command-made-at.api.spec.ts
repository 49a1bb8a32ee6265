import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HistoryEvent } from '../../services/contracts/history';
import { FixedClock } from '../../services/platform/clock/clock.port';
import { demoStage } from '../support/demo-stage';
import { postNewTask, stairQuestionForm } from '../support/task-requests';

describe('X-Command-Made-At: a change made without signal, recorded beside the server’s time', () => {
  // 28 November 2026, 12:40 in Santiago: the server's time, fixed.
  const serverTime = '2026-11-28T15:40:00.000Z';
  const stage = demoStage({ clock: new FixedClock(new Date(serverTime)) });
  // Two hours and a half earlier, on site without signal.
  const madeOffline = '2026-11-28T13:15:03.120Z';

  const history = async (taskId: string) => {
    const answer = await stage.server.call('/history/get', { item_type: 'task', item_id: taskId }, stage.jefe);
    expect(answer.status).toBe(200);
    return answer.body.events as HistoryEvent[];
  };
  const reply = (taskId: string, message: string, headers: Record<string, string>) =>
    stage.server.form('/tasks/addInteraction', { task_id: taskId, message }, stage.jefe, undefined, headers);
  const newTask = (title: string) => postNewTask(stage.server, stage.jefe, stairQuestionForm('demo-aromos', { title }));

  it('shows when a reply was made on the device and when it reached the server; a replay lands once', async () => {
    const task = await newTask('Respuesta sin señal');
    const headers = { 'x-command-id': randomUUID(), 'x-command-made-at': madeOffline };
    expect((await reply(task.id, 'Medido en terreno: 28 cm', headers)).status).toBe(200);
    // The outbox did not hear the answer and sends it again, with the same id.
    expect((await reply(task.id, 'Medido en terreno: 28 cm', headers)).status).toBe(200);

    const read = await history(task.id);
    const replies = read.filter((event) => event.type === 'TaskInteractionAdded');
    expect(replies).toEqual([
      expect.objectContaining({ at: serverTime, made_at: madeOffline, summary: expect.stringContaining('28 cm') }),
    ]);
    // The task itself was created online: only the server's time.
    expect(read.find((event) => event.type === 'TaskCreated')).toMatchObject({ at: serverTime, made_at: null });
  });

  it('keeps quiet about a device time within a minute of the server’s', async () => {
    const task = await newTask('Respuesta con señal');
    const headers = { 'x-command-id': randomUUID(), 'x-command-made-at': '2026-11-28T15:39:30.000Z' };
    expect((await reply(task.id, 'Con señal', headers)).status).toBe(200);
    expect((await history(task.id)).find((event) => event.type === 'TaskInteractionAdded')).toMatchObject({
      at: serverTime,
      made_at: null,
    });
  });

  it.each([
    ['not a date', 'ayer en la tarde'],
    ['a number', '1795910103120'],
    ['in the future', '2026-11-28T16:00:00.000Z'],
    ['older than an outbox waits', '2026-10-01T12:00:00.000Z'],
  ])('refuses a device time %s with a 400 naming the header, and writes nothing', async (_, madeAt) => {
    const task = await newTask(`Hora inválida: ${madeAt}`);
    const before = await history(task.id);
    const headers = { 'x-command-id': randomUUID(), 'x-command-made-at': madeAt };
    const refused = await reply(task.id, 'No debe quedar', headers);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 400, errors: [{ field: 'X-Command-Made-At' }] });
    expect(refused.body.message).toContain('X-Command-Made-At');
    // A JSON call is refused the same way.
    const closed = await stage.server.call('/tasks/close', { task_id: task.id }, stage.jefe, headers);
    expect(closed.status).toBe(400);
    expect(await history(task.id)).toEqual(before);
  });

  it('creates no task from a multipart form with a bad device time; the corrected form creates it once', async () => {
    const form = stairQuestionForm('demo-aromos', { title: 'Tarea hecha sin señal' });
    const commandId = randomUUID();
    const send = (madeAt: string) =>
      stage.server.form(
        '/tasks/create',
        form,
        stage.jefe,
        {},
        { 'x-command-id': commandId, 'x-command-made-at': madeAt },
      );
    expect((await send('2026-12-01T10:00:00Z')).status).toBe(400);
    // Had the refusal written anything, this would be its repeat: an answer with no new task.
    const created = await send(madeOffline);
    expect(created.status).toBe(200);
    const task = created.body.task as { id: string; number: number };
    expect((await history(task.id)).find((event) => event.type === 'TaskCreated')).toMatchObject({
      at: serverTime,
      made_at: madeOffline,
    });
  });

  it('checks the device time of a streamed upload (the upload center) before it reads the file', async () => {
    const commandId = randomUUID();
    const upload = (madeAt: string) =>
      stage.server.form(
        '/files/upload',
        { type: 8, project_id: 'demo-aromos' },
        stage.jefe,
        {
          file: {
            name: 'Muro.ifc',
            content: readFileSync(join(__dirname, '../fixtures/muro.ifc')),
            type: 'text/plain',
          },
        },
        { 'x-command-id': commandId, 'x-command-made-at': madeAt },
      );
    const refused = await upload('28/11/2026 10:15');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errors: [{ field: 'X-Command-Made-At' }] });
    const stored = await upload(madeOffline);
    expect(stored.status).toBe(200);
    expect(stored.body.file).toMatchObject({ name: 'Muro.ifc' });
  });
});
