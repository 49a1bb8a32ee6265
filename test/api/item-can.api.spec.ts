import { TokenService } from '../../services/auth/token.service';
import { userForm } from '../support/fixtures';
import { postNewTask } from '../support/task-requests';
import { startTestServer, type TestServer } from '../support/test-server';

type TaskDetail = { id: string; status: number; bell_status: number | null; can: Record<string, unknown> };

/** What a detail answers in `can` is what its commands then allow (STYLE.md: the client reads, never copies). */
describe('item details: what the reader may do, as the calls then decide', () => {
  let server: TestServer;
  let admin: string;
  let jefe: string;
  let terreno: string;
  const project = 'demo-aromos';

  beforeAll(async () => {
    server = await startTestServer();
    ({ admin, jefe, terreno } = await server.demoTokens());
  });
  afterAll(() => server.close());

  const createTask = (token: string, fields: Record<string, string | number> = {}) =>
    postNewTask<TaskDetail>(server, token, {
      project_id: project,
      title: 'Cota de fundación',
      priority: 2,
      code_id: 1,
      description: '<p>¿A qué cota se funda el muro?</p>',
      responsable: 'demo-jefe-ot',
      participants: JSON.stringify(['demo-ito']),
      ...fields,
    });
  const detail = async (taskId: string, token: string) =>
    (await server.call('/tasks/get', { task_id: taskId }, token)).body.task as TaskDetail;

  it("offers 'Finalizar' to the creator of a private task without end_tasks, who then ends it", async () => {
    const target = { user_id: 'demo-terreno', project_id: project };
    const held = (await server.call('/user/getCapabilitiesByUserProject', target, admin)).body.user_project as {
      capabilities: string[];
    };
    const capabilities = held.capabilities.filter((capability) => capability !== 'end_tasks');
    expect((await server.call('/user/setCapabilitiesByUserProject', { ...target, capabilities }, admin)).status).toBe(
      200,
    );

    const open = await createTask(terreno);
    expect((await detail(open.id, terreno)).can.end).toBe(false);
    expect((await server.call('/tasks/close', { task_id: open.id }, terreno)).status).toBe(403);

    const own = await createTask(terreno, { private: 'true' });
    expect((await detail(own.id, terreno)).can).toMatchObject({ end: true, change_private: true, delete: true });
    expect((await server.call('/tasks/close', { task_id: own.id }, terreno)).status).toBe(200);
    const ended = await detail(own.id, terreno);
    expect(ended.status).toBe(3);
    expect(ended.can).toMatchObject({ end: false, delete: false, interact: false });
  });

  it('shows the bell to an administrator outside the project, whose ring is then kept', async () => {
    const created = await server.form(
      '/user/create',
      userForm({
        name: 'Amalia Ortega',
        email: 'amalia.ortega@faena.cl',
        default_job: 1,
        // Of another project only: no job in this one.
        project_id: JSON.stringify(['demo-lo-aguirre']),
      }),
      admin,
    );
    expect(created.status).toBe(200);
    const administrator = server.app.get(TokenService).issue((created.body.user as { id: string }).id).access_token;

    const task = await createTask(jefe);
    expect((await detail(task.id, administrator)).can.bell).toBe(true);
    expect((await server.call('/tasks/setBellStatus', { task_id: task.id, status: 1 }, administrator)).status).toBe(
      200,
    );
    expect((await detail(task.id, administrator)).bell_status).toBe(1);
    // A job without the bell (spec 4: 3, 4 and 6) sees none on another's task, and may not ring it.
    expect((await detail(task.id, terreno)).can.bell).toBe(false);
    expect((await server.call('/tasks/setBellStatus', { task_id: task.id, status: 1 }, terreno)).status).toBe(403);
  });
});
