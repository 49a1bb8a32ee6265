import { postNew } from './item-requests';
import type { TestServer } from './test-server';

/** Creates a task through the API (`fields` as the task form sends them), which must succeed: the new task. */
export const postNewTask = <Task = { id: string; number: number }>(
  server: TestServer,
  token: string,
  fields: Record<string, string | number>,
) => postNew<Task>(server, '/tasks/create', 'task', token, fields);

/** The form of a plain new task: the Jefe OT asks the ITO about a stair's tread, Pedro (terreno) taking part. */
export const stairQuestionForm = (projectId: string, overrides: Record<string, string | number> = {}) => ({
  project_id: projectId,
  title: 'Detalle de escalera',
  priority: 1,
  code_id: 1,
  description: '<p>¿Cuál es la huella?</p>',
  responsable: 'demo-ito',
  participants: JSON.stringify(['demo-terreno']),
  ...overrides,
});

/** The form of a task the Jefe OT raises on site: the ITO to check a wall's anchorage, Pedro (terreno) taking part. */
export const wallAnchorageForm = (projectId: string, overrides: Record<string, string | number> = {}) => ({
  project_id: projectId,
  title: 'Verificar anclaje de muro',
  priority: 2,
  code_id: 1,
  description: 'Anclaje del muro del eje B.',
  responsable: 'demo-ito',
  participants: JSON.stringify(['demo-terreno']),
  ...overrides,
});
