import { PROJECT_CAPABILITIES, type ProjectCapability } from '../../services/contracts/capabilities';
import type { ProjectCan } from '../../services/contracts/project';
import { demoStage } from '../support/demo-stage';

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
  const stage = demoStage();
  const project = 'demo-aromos';
  const target = { user_id: 'demo-terreno', project_id: project };

  const grant = async (capabilities: readonly ProjectCapability[]) =>
    expect(
      (await stage.server.call('/user/setCapabilitiesByUserProject', { ...target, capabilities }, stage.admin)).status,
    ).toBe(200);
  const canOf = async (token: string) =>
    (await stage.server.call('/project/getProjectByID', { project_id: project }, token)).body.can as ProjectCan;
  const createTask = (token: string) =>
    stage.server.form(
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
    expect(await canOf(stage.terreno)).toEqual(Object.fromEntries(ACTIONS.map((action) => [action, true])));

    await grant([]);
    expect(await canOf(stage.terreno)).toEqual(Object.fromEntries(ACTIONS.map((action) => [action, false])));
    expect((await createTask(stage.terreno)).status).toBe(403);

    for (const action of ACTIONS) {
      await grant([FOLLOWS[action]]);
      const can = await canOf(stage.terreno);
      expect(ACTIONS.filter((other) => can[other])).toEqual(
        ACTIONS.filter((other) => FOLLOWS[other] === FOLLOWS[action]),
      );
    }
  });

  it('offers no creation nor model change in a closed project, as its commands refuse them', async () => {
    await grant(PROJECT_CAPABILITIES);
    const closed = await stage.server.call(
      '/project/closeProject',
      { project_id: project, reason: 'Paralización' },
      stage.jefe,
    );
    expect(closed.status).toBe(200);

    expect(await canOf(stage.terreno)).toEqual({
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
    expect((await createTask(stage.terreno)).body).toMatchObject({ error: 'project.closed' });

    await stage.server.call('/project/openProject', { project_id: project, reason: 'Reanudación' }, stage.jefe);
    expect((await canOf(stage.terreno)).create_task).toBe(true);
  });
});
