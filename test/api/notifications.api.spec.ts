import { NOTIFICATION_ITEMS } from '../../projections/notifications/notification-items';
import { NOTIFICATION_PROJECTS, NOTIFICATIONS } from '../../projections/notifications/notifications.projection';
import { ProjectionEngine } from '../../projections/runtime/projection-engine';
import { allProjections } from '../../services/manifests';
import { EVENT_STORE, type EventStore } from '../../services/platform/event-store/event-store.port';
import { MemoryReadStore } from '../../services/platform/read-store/memory-read-store';
import { READ_STORE, type ReadStore } from '../../services/platform/read-store/read-store.port';
import { demoProjectStage } from '../support/demo-stage';
import { eventually } from '../support/eventually';
import { listenLive } from '../support/live-listener';
import { appendEvents, taskEvent } from '../support/task-events';
import { postNewTask, stairQuestionForm } from '../support/task-requests';

jest.setTimeout(60_000);

interface Notification {
  id: string;
  item_id: string;
  item_type: number;
  image: string | null;
  project_name: string;
  title: string;
  description: string;
  created_at: string;
}

/** A live listener signed in with `token`: the notification changes it heard, with whose they were. */
const listen = (url: string, token: string) =>
  listenLive(url, token, (change) => (change.kind === 'notification' ? change : undefined));

describe('notifications API: who hears of what, and reading them', () => {
  const stage = demoProjectStage();
  let taskId: string;
  let taskNumber: number;

  const inbox = async (token: string) => {
    const answer = await stage.server.call(
      '/notifications/getUserNotifications',
      { project_id: stage.projectId },
      token,
    );
    expect(answer.status).toBe(200);
    return answer.body as { notifications: Notification[]; total_count: number };
  };
  const about = async (token: string, itemId: string) =>
    (await inbox(token)).notifications.filter((notification) => notification.item_id === itemId);

  const createTask = (fields: Record<string, string> = {}) =>
    postNewTask(stage.server, stage.jefe, stairQuestionForm(stage.projectId, { priority: 2, ...fields }));
  const reply = (id: string, token: string, isResponse = true) =>
    stage.server.form(
      '/tasks/addInteraction',
      { task_id: id, message: 'Revisado en obra', is_response: String(isResponse) },
      token,
    );

  it('tells the responsible and the participants of a new task at once, live and to them only; never its creator', async () => {
    const [itoLive, terrenoLive] = await Promise.all([
      listen(stage.server.url, stage.ito),
      listen(stage.server.url, stage.terreno),
    ]);
    ({ id: taskId, number: taskNumber } = await createTask());

    expect(await about(stage.ito, taskId)).toEqual([
      {
        id: expect.any(String),
        item_id: taskId,
        item_type: 1,
        image: null,
        project_name: stage.projects[0]!.name,
        title: 'Detalle de escalera',
        description: `<b>Javiera Soto</b> te asignó la tarea Nº ${taskNumber}`,
        created_at: expect.any(String),
      },
    ]);
    expect((await about(stage.terreno, taskId)).map((n) => n.description)).toEqual([
      `<b>Javiera Soto</b> te agregó como participante en la tarea Nº ${taskNumber}`,
    ]);
    expect(await about(stage.jefe, taskId)).toEqual([]);

    await eventually(() => itoLive.heard.length > 0 && terrenoLive.heard.length > 0, Boolean);
    expect(itoLive.heard.length).toBeGreaterThan(0);
    expect(terrenoLive.heard.length).toBeGreaterThan(0);
    expect(itoLive.heard.every((change) => change.user_id === 'demo-ito')).toBe(true);
    expect(terrenoLive.heard.every((change) => change.user_id === 'demo-terreno')).toBe(true);
    itoLive.close();
    terrenoLive.close();
  });

  it('tells the creator and the participants of a reply, not its author', async () => {
    expect((await reply(taskId, stage.ito)).status).toBe(200);
    expect((await about(stage.jefe, taskId)).map((n) => n.description)).toEqual([
      `<b>Ignacio Toro</b> respondió la tarea Nº ${taskNumber}`,
    ]);
    expect((await about(stage.terreno, taskId)).map((n) => n.description)).toEqual([
      `<b>Ignacio Toro</b> respondió la tarea Nº ${taskNumber}`,
      `<b>Javiera Soto</b> te agregó como participante en la tarea Nº ${taskNumber}`,
    ]);
    expect((await about(stage.ito, taskId)).map((n) => n.description)).toEqual([
      `<b>Javiera Soto</b> te asignó la tarea Nº ${taskNumber}`,
    ]);
  });

  it('tells nothing of a private task to anyone but its creator and responsible, participants included', async () => {
    const hidden = await createTask({ private: 'true', title: 'Reservado' });
    expect(await about(stage.terreno, hidden.id)).toEqual([]);
    expect(await about(stage.ito, hidden.id)).toHaveLength(1);
    expect((await reply(hidden.id, stage.ito)).status).toBe(200);
    expect((await about(stage.jefe, hidden.id)).map((n) => n.description)).toEqual([
      `<b>Ignacio Toro</b> respondió la tarea Nº ${hidden.number}`,
    ]);
    expect(await about(stage.terreno, hidden.id)).toEqual([]);
  });

  it('tells the ITO of a new RDI', async () => {
    const answer = await stage.server.form(
      '/rdi/create',
      {
        project_id: stage.projectId,
        title: 'Diámetro de armadura',
        description: '<p>¿Qué diámetro?</p>',
        especialidades: JSON.stringify([1]),
        subject_id: 1,
        priority: 2,
      },
      stage.jefe,
    );
    expect(answer.status).toBe(200);
    const rdi = answer.body.rdi as { id: string; number: number };
    expect((await about(stage.ito, rdi.id)).map(({ item_type, description }) => ({ item_type, description }))).toEqual([
      { item_type: 2, description: `<b>Javiera Soto</b> creó la RDI Nº ${rdi.number}` },
    ]);
    expect(await about(stage.terreno, rdi.id)).toEqual([]);
  });

  it('lists the newest 50 unread, newest first, and counts them all', async () => {
    const at = (i: number) => new Date(Date.UTC(2030, 0, 1, 0, i)).toISOString();
    await appendEvents(
      stage.server,
      Array.from({ length: 51 }, (_, i) =>
        taskEvent(
          {
            type: 'TaskInteractionAdded',
            data: {
              taskId,
              projectId: stage.projectId,
              interactionId: `bulk-${i}`,
              authorId: 'demo-jefe-ot',
              message: `Nota ${i}`,
              isResponse: false,
              fileIds: [],
            },
          },
          'demo-jefe-ot',
          at(i),
        ),
      ),
    );
    const { notifications, total_count } = await inbox(stage.ito);
    expect(notifications).toHaveLength(50);
    expect(total_count).toBeGreaterThanOrEqual(53);
    expect(notifications[0]).toMatchObject({
      created_at: at(50),
      description: `<b>Javiera Soto</b> comentó la tarea Nº ${taskNumber}`,
    });
    const times = notifications.map((n) => n.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("marks one read, then several, and never someone else's", async () => {
    const before = await inbox(stage.ito);
    const [first] = before.notifications;
    const markOne = await stage.server.call('/notifications/markAsReaded', { id: first!.id }, stage.ito);
    expect(markOne).toEqual({ status: 200, body: { code: 200 } });
    const after = await inbox(stage.ito);
    expect(after.total_count).toBe(before.total_count - 1);
    expect(after.notifications.map((n) => n.id)).not.toContain(first!.id);

    const [jefeOwn] = (await inbox(stage.jefe)).notifications;
    const foreign = await stage.server.call('/notifications/markAsReaded', { id: jefeOwn!.id }, stage.ito);
    expect(foreign).toMatchObject({ status: 404, body: { message: 'La notificación no existe.' } });
    expect((await inbox(stage.jefe)).notifications.map((n) => n.id)).toContain(jefeOwn!.id);

    // 'Marcar todo como visto' sends every id listed; a page at a time empties the bell.
    for (let page = await inbox(stage.ito); page.total_count > 0; page = await inbox(stage.ito)) {
      const ids = page.notifications.map((n) => n.id);
      expect(
        (await stage.server.call('/notifications/markAsReaded', { ids: [...ids, jefeOwn!.id] }, stage.ito)).status,
      ).toBe(200);
    }
    expect(await inbox(stage.ito)).toEqual({ code: 200, notifications: [], total_count: 0 });
    expect((await inbox(stage.jefe)).notifications.map((n) => n.id)).toContain(jefeOwn!.id);
  });

  it('reads every notice of an item its reader opens, and only theirs of that item', async () => {
    const { id } = await createTask();
    expect((await reply(id, stage.terreno)).status).toBe(200);
    const other = await createTask({ title: 'Otra escalera' });
    // The ITO is told it was assigned, then that the participant replied: two notices of one task.
    expect((await about(stage.ito, id)).length).toBe(2);
    const opened = { item_type: 'task', item_id: id };
    expect(await stage.server.call('/notifications/markAsReaded', opened, stage.ito)).toEqual({
      status: 200,
      body: { code: 200 },
    });
    expect(await about(stage.ito, id)).toEqual([]);
    expect((await about(stage.ito, other.id)).length).toBe(1);
    expect((await about(stage.jefe, id)).length).toBe(1);
    // Opened again, or an item with nothing unread: nothing to read, no error.
    expect((await stage.server.call('/notifications/markAsReaded', opened, stage.ito)).status).toBe(200);
    expect(
      await stage.server.call('/notifications/markAsReaded', { item_type: 'carpeta', item_id: id }, stage.ito),
    ).toMatchObject({ status: 400, body: { errors: [{ field: 'item_type', message: 'Valor no válido' }] } });
  });

  it('refuses a read naming no notification, in Spanish', async () => {
    expect(await stage.server.call('/notifications/markAsReaded', {}, stage.ito)).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'id', message: 'Campo requerido' }] },
    });
    expect((await stage.server.call('/notifications/markAsReaded', { ids: [] }, stage.ito)).status).toBe(400);
  });

  it('tells nobody outside the project, and shows a former member no notifications of it', async () => {
    const removed = await stage.server.call(
      '/user/removeUserFromProject',
      { project_id: stage.projectId, user_id: 'demo-terreno' },
      stage.admin,
    );
    expect(removed.status).toBe(200);
    expect(
      await stage.server.call('/notifications/getUserNotifications', { project_id: stage.projectId }, stage.terreno),
    ).toMatchObject({
      status: 404,
      body: { message: 'El proyecto no existe.' },
    });
    // Still a participant of the task, but no longer a member: the next reply reaches the creator only.
    expect((await reply(taskId, stage.ito, false)).status).toBe(200);
    const reads = stage.server.app.get<ReadStore>(READ_STORE);
    const comments = await reads
      .collection(NOTIFICATIONS)
      .find({ item_key: `task:${taskId}`, action: `comentó la tarea Nº ${taskNumber}`, actor_id: 'demo-ito' });
    expect(comments.map((doc) => doc.user_id)).toEqual(['demo-jefe-ot']);
  });

  it('gives the same notifications and read states after a rebuild from the log', async () => {
    const live = stage.server.app.get<ReadStore>(READ_STORE);
    const fresh = new MemoryReadStore();
    await new ProjectionEngine(stage.server.app.get<EventStore>(EVENT_STORE), fresh, allProjections).rebuild();
    for (const name of [NOTIFICATIONS, NOTIFICATION_ITEMS, NOTIFICATION_PROJECTS]) {
      const rebuilt = await fresh.collection(name).find({}, { sort: { _id: 1 } });
      expect(rebuilt.length).toBeGreaterThan(0);
      expect(rebuilt).toEqual(await live.collection(name).find({}, { sort: { _id: 1 } }));
    }
    expect(await fresh.collection(NOTIFICATIONS).count({ user_id: 'demo-ito', read: true })).toBeGreaterThan(50);
  });
});
