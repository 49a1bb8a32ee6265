import type { DailyReminder } from '../../services/contracts/reminders';
import { FixedClock } from '../../services/platform/clock/clock.port';
import { startTestServer, type TestServer } from '../support/test-server';

const PROJECT = 'demo-aromos';
// Tuesday 24 November 2026, 09:00 in Santiago: today's reminders are Tuesday's (weekday 1).
const NOW = new Date('2026-11-24T12:00:00Z');
const TUESDAY = 1;

describe("today's reminders (POST /notifications/getDailyReminders)", () => {
  let server: TestServer;
  let jefe: string;
  let ito: string;
  let terreno: string;
  beforeAll(async () => {
    server = await startTestServer({ clock: new FixedClock(NOW) });
    ({ jefe, ito, terreno } = await server.demoTokens());
  });
  afterAll(() => server.close());

  const createTask = async (title: string, days: number[], fields: Record<string, string> = {}, token = jefe) => {
    const created = await server.form(
      '/tasks/create',
      {
        project_id: PROJECT,
        title,
        priority: 1,
        code_id: 1,
        description: '<p>Revisar</p>',
        responsable: 'demo-ito',
        participants: JSON.stringify(['demo-terreno']),
        reminder: JSON.stringify(days),
        reminder_repeatable: 'true',
        ...fields,
      },
      token,
    );
    expect(created.body).toMatchObject({ code: 200 });
    return (created.body.task as { id: string; number: number }).id;
  };
  const remind = (taskId: string, days: number[], token: string) =>
    server.call('/tasks/update', { id: taskId, reminder: days, reminder_repeatable: true }, token);
  const todays = async (token: string, projectId = PROJECT) => {
    const answer = await server.call('/notifications/getDailyReminders', { project_id: projectId }, token);
    expect(answer.status).toBe(200);
    return answer.body.reminders as DailyReminder[];
  };

  it("answers the asking user's reminders whose weekday is today, with the item's title, project and creator", async () => {
    const today = await createTask('Recordar hoy', [TUESDAY]);
    await createTask('Recordar mañana', [TUESDAY + 1]);
    const created = await server.form(
      '/rdi/create',
      {
        project_id: PROJECT,
        title: 'RDI para hoy',
        description: '<p>¿Qué espesor?</p>',
        especialidades: JSON.stringify([1]),
        subject_id: 1,
        priority: 1,
        reminder: JSON.stringify([TUESDAY, 4]),
        reminder_repeatable: 'false',
      },
      jefe,
    );
    const rdiId = (created.body.rdi as { id: string }).id;

    const reminders = await todays(jefe);
    expect(reminders.map((reminder) => [reminder.item_type, reminder.reminderable.title])).toEqual([
      [1, 'Recordar hoy'],
      [2, 'RDI para hoy'],
    ]);
    expect(reminders[0]).toMatchObject({
      reminderable_id: today,
      item_type: 1,
      reminderable: {
        id: today,
        title: 'Recordar hoy',
        project: { name: 'Edificio Parque Los Aromos' },
        created_by_user_avatar: { name: 'Javiera Soto' },
      },
    });
    expect(reminders[1]!.reminderable_id).toBe(rdiId);
    // Each user's own: the ITO set none.
    expect(await todays(ito)).toEqual([]);
  });

  it("hides a private task's reminder from whoever may not read it, and a closed task's from everyone", async () => {
    const task = await createTask('Privada pronto', []);
    expect((await remind(task, [TUESDAY], terreno)).status).toBe(200);
    expect((await todays(terreno)).map((reminder) => reminder.reminderable_id)).toContain(task);
    // Made private: only its creator and responsible read it; the participant's reminder goes quiet.
    expect((await server.call('/tasks/update', { id: task, private: true }, jefe)).status).toBe(200);
    expect((await todays(terreno)).map((reminder) => reminder.reminderable_id)).not.toContain(task);
    expect((await remind(task, [TUESDAY], ito)).status).toBe(200);
    expect((await todays(ito)).map((reminder) => reminder.reminderable_id)).toContain(task);

    expect((await server.call('/tasks/close', { task_id: task }, jefe)).status).toBe(200);
    expect((await todays(ito)).map((reminder) => reminder.reminderable_id)).not.toContain(task);
  });

  it('is refused outside the project, as the project does not exist there', async () => {
    const outsider = await server.call('/notifications/getDailyReminders', { project_id: 'no-such-project' }, jefe);
    expect(outsider).toMatchObject({ status: 404, body: { message: 'El proyecto no existe.' } });
    const missing = await server.call('/notifications/getDailyReminders', {}, jefe);
    expect(missing.status).toBe(400);
  });
});
