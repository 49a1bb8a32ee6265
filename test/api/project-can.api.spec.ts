import { PROJECT_CAPABILITIES, type ProjectCapability } from '../../services/contracts/capabilities';
import type { ProjectCan } from '../../services/contracts/project';
import { startTestServer, type TestServer } from '../support/test-server';

/** Which capability each action of the project's `can` follows. */
const FOLLOWS: Record<keyof ProjectCan, ProjectCapability> = {
  create_task: 'create_tasks',
  assign_any_responsible: 'assign_responsable_task',
  export_tasks: 'view_tasks_listing',
  create_rdi: 'create_rdi',
  view_rdi: 'view_rdi',
  create_additional: 'create_rdi',
  create_possible_additional: 'create_tasks',
  view_additionals: 'view_additionals',
  add_model: 'add_forge_model',
  assign_main_model: 'assign_main_model',
  delete_model: 'delete_forge_model',
  edit_status_board: 'end_rdi',
};
const ACTIONS = Object.keys(FOLLOWS) as Array<keyof ProjectCan>;

/** The project's answer says what the caller may do there, as the commands then decide. */
describe("the project's answer: what the caller may do in it", () => {
  let server: TestServer;
  let admin: string;
  let jefe: string;
  let terreno: string;
  const project = 'demo-aromos';
  const target = { user_id: 'demo-terreno', project_id: project };

  beforeAll(async () => {
    server = await startTestServer();
    ({ admin, jefe, terreno } = await server.demoTokens());
  });
  afterAll(() => server.close());

  const grant = async (capabilities: readonly ProjectCapability[]) =>
    expect((await server.call('/user/setCapabilitiesByUserProject', { ...target, capabilities }, admin)).status).toBe(
      200,
    );
  const canOf = async (token: string) =>
    (await server.call('/project/getProjectByID', { project_id: project }, token)).body.can as ProjectCan;
  const createTask = (token: string) =>
    server.form(
      '/tasks/create',
      {
        project_id: project,
        title: 'Cota',
        priority: 2,
        code_id: 1,
        description: '<p>¿Cota?</p>',
        responsable: 'demo-terreno',
        participants: JSON.stringify(['demo-ito']),
      },
      token,
    );

  it('follows each capability the member holds, and none they lack', async () => {
    await grant(PROJECT_CAPABILITIES);
    expect(await canOf(terreno)).toEqual(Object.fromEntries(ACTIONS.map((action) => [action, true])));

    await grant([]);
    expect(await canOf(terreno)).toEqual(Object.fromEntries(ACTIONS.map((action) => [action, false])));
    expect((await createTask(terreno)).status).toBe(403);

    for (const action of ACTIONS) {
      await grant([FOLLOWS[action]]);
      const can = await canOf(terreno);
      expect(ACTIONS.filter((other) => can[other])).toEqual(
        ACTIONS.filter((other) => FOLLOWS[other] === FOLLOWS[action]),
      );
    }
  });

  it('offers no creation nor model change in a closed project, as its commands refuse them', async () => {
    await grant(PROJECT_CAPABILITIES);
    const closed = await server.call('/project/closeProject', { project_id: project, reason: 'Paralización' }, jefe);
    expect(closed.status).toBe(200);

    expect(await canOf(terreno)).toEqual({
      create_task: false,
      assign_any_responsible: true,
      export_tasks: true,
      create_rdi: false,
      view_rdi: true,
      create_additional: false,
      create_possible_additional: false,
      view_additionals: true,
      add_model: false,
      assign_main_model: false,
      delete_model: true,
      edit_status_board: false,
    });
    expect((await createTask(terreno)).body).toMatchObject({ error: 'project.closed' });

    await server.call('/project/openProject', { project_id: project, reason: 'Reanudación' }, jefe);
    expect((await canOf(terreno)).create_task).toBe(true);
  });
});
