import { TokenService } from '../../services/auth/token.service';
import { demoStage } from '../support/demo-stage';
import { userForm } from '../support/fixtures';
import { postNewTask } from '../support/task-requests';

type TaskDetail = { id: string; status: number; bell_status: number | null; can: Record<string, unknown> };

/** What a detail answers in `can` is what its commands then allow (STYLE.md: the client reads, never copies). */
describe('item details: what the reader may do, as the calls then decide', () => {
  const stage = demoStage();
  const project = 'demo-aromos';

  const createTask = (token: string, fields: Record<string, string | number> = {}) =>
    postNewTask<TaskDetail>(stage.server, token, {
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
    (await stage.server.call('/tasks/get', { task_id: taskId }, token)).body.task as TaskDetail;

  it("offers 'Finalizar' to the creator of a private task without end_tasks, who then ends it", async () => {
    const target = { user_id: 'demo-terreno', project_id: project };
    const held = (await stage.server.call('/user/getCapabilitiesByUserProject', target, stage.admin)).body
      .user_project as {
      capabilities: string[];
    };
    const capabilities = held.capabilities.filter((capability) => capability !== 'end_tasks');
    expect(
      (await stage.server.call('/user/setCapabilitiesByUserProject', { ...target, capabilities }, stage.admin)).status,
    ).toBe(200);

    const open = await createTask(stage.terreno);
    expect((await detail(open.id, stage.terreno)).can.end).toBe(false);
    expect((await stage.server.call('/tasks/close', { task_id: open.id }, stage.terreno)).status).toBe(403);

    const own = await createTask(stage.terreno, { private: 'true' });
    expect((await detail(own.id, stage.terreno)).can).toMatchObject({ end: true, change_private: true, delete: true });
    expect((await stage.server.call('/tasks/close', { task_id: own.id }, stage.terreno)).status).toBe(200);
    const ended = await detail(own.id, stage.terreno);
    expect(ended.status).toBe(3);
    expect(ended.can).toMatchObject({ end: false, delete: false, interact: false });
  });

  it('shows the bell to an administrator outside the project, whose ring is then kept', async () => {
    const created = await stage.server.form(
      '/user/create',
      userForm({
        name: 'Amalia Ortega',
        email: 'amalia.ortega@faena.cl',
        default_job: 1,
        // Of another project only: no job in this one.
        project_id: JSON.stringify(['demo-lo-aguirre']),
      }),
      stage.admin,
    );
    expect(created.status).toBe(200);
    const administrator = stage.server.app
      .get(TokenService)
      .issue((created.body.user as { id: string }).id).access_token;

    const task = await createTask(stage.jefe);
    expect((await detail(task.id, administrator)).can.bell).toBe(true);
    expect(
      (await stage.server.call('/tasks/setBellStatus', { task_id: task.id, status: 1 }, administrator)).status,
    ).toBe(200);
    expect((await detail(task.id, administrator)).bell_status).toBe(1);
    // A job without the bell (spec 4: 3, 4 and 6) sees none on another's task, and may not ring it.
    expect((await detail(task.id, stage.terreno)).can.bell).toBe(false);
    expect(
      (await stage.server.call('/tasks/setBellStatus', { task_id: task.id, status: 1 }, stage.terreno)).status,
    ).toBe(403);
  });
});
