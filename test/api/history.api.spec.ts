import type { HistoryEvent } from '../../services/contracts/history';
import { demoStage } from '../support/demo-stage';
import { projectForm } from '../support/fixtures';

describe('history API: an item’s events as people read them', () => {
  const stage = demoStage();
  const projectId = 'demo-aromos';
  const history = (itemType: string, itemId: string, token: string) =>
    stage.server.call('/history/get', { item_type: itemType, item_id: itemId }, token);
  const events = async (itemType: string, itemId: string, token: string) => {
    const answer = await history(itemType, itemId, token);
    expect(answer.status).toBe(200);
    return answer.body.events as HistoryEvent[];
  };

  const createTask = async (fields: Record<string, string | number> = {}) => {
    const answer = await stage.server.form(
      '/tasks/create',
      {
        project_id: projectId,
        title: 'Huella de escalera',
        priority: 2,
        code_id: 1,
        description: '<p>¿Cuál es la huella?</p>',
        responsable: 'demo-ito',
        critical_date: '2026-12-15',
        participants: JSON.stringify(['demo-terreno']),
        subtareas: JSON.stringify([]),
        reminder: JSON.stringify([]),
        ...fields,
      },
      stage.jefe,
    );
    if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
    return (answer.body.task as { id: string }).id;
  };

  it('tells a task’s story oldest first: who did what, with the values before and after', async () => {
    const taskId = await createTask();
    expect(
      (await stage.server.call('/tasks/changeResponsable', { task_id: taskId, user_id: 'demo-terreno' }, stage.jefe))
        .status,
    ).toBe(200);
    expect((await stage.server.call('/tasks/close', { task_id: taskId }, stage.jefe)).status).toBe(200);

    const read = await events('task', taskId, stage.jefe);
    expect(read.map((event) => event.summary)).toEqual([
      'Javiera Soto (Jefe OT) creó la tarea Nº 1 «Huella de escalera»',
      'Javiera Soto (Jefe OT) cambió el responsable de Ignacio Toro a Pedro Rojas',
      'Javiera Soto (Jefe OT) comentó: «Consulta cerrada por usuario»',
      'Javiera Soto (Jefe OT) cerró la tarea',
    ]);
    expect(read[1]).toMatchObject({
      type: 'TaskResponsibleChanged',
      actor: { id: 'demo-jefe-ot', name: 'Javiera Soto', job: 'Jefe OT' },
      changes: [{ field: 'Responsable', before: 'Ignacio Toro', after: 'Pedro Rojas' }],
    });
    expect(read[0]!.changes).toContainEqual({ field: 'Fecha crítica', before: null, after: '15-12-2026' });
    expect(read.map((event) => event.position)).toEqual([...read.map((event) => event.position)].sort((a, b) => a - b));
    expect(Number.isNaN(Date.parse(read[0]!.at))).toBe(false);
  });

  it('shows each reader only their own marks (seen, subscription) on a shared item', async () => {
    const taskId = await createTask({ title: 'Marcas propias' });
    expect((await stage.server.call('/tasks/setSeenStatus', { task_id: taskId, status: 1 }, stage.ito)).status).toBe(
      200,
    );
    const seen = (token: string) =>
      events('task', taskId, token).then((read) => read.filter((event) => event.type === 'TaskSeenStatusSet'));
    expect(await seen(stage.ito)).toEqual([
      expect.objectContaining({ summary: 'Ignacio Toro (ITO) abrió la tarea', own_mark: true }),
    ]);
    expect(await seen(stage.jefe)).toEqual([]);
    // The changes of the item itself are no one's own mark.
    const created = (await events('task', taskId, stage.ito)).find((event) => event.type === 'TaskCreated');
    expect(created).toMatchObject({ own_mark: false });
  });

  it('refuses a private task’s history to anyone but its creator and responsible, as if it did not exist', async () => {
    const taskId = await createTask({ title: 'Privada', private: 'true', responsable: 'demo-ito' });
    expect(await history('task', taskId, stage.terreno)).toMatchObject({
      status: 404,
      body: { message: 'El elemento no existe o no tienes acceso a él.' },
    });
    expect((await history('task', taskId, stage.ito)).status).toBe(200);
  });

  it('refuses an RDI of a project the reader is not in', async () => {
    const created = await stage.server.form(
      '/project/create',
      projectForm({ internal_id: 'OB-HIST', name: 'Obra ajena' }),
      stage.admin,
    );
    expect(created.status).toBe(200);
    const otherProject = (created.body.project as { id: string }).id;
    const rdi = await stage.server.form(
      '/rdi/create',
      {
        project_id: otherProject,
        title: 'Armadura',
        description: '<p>¿Diámetro?</p>',
        especialidades: JSON.stringify([1]),
        subject_id: 1,
        priority: 1,
      },
      stage.admin,
    );
    expect(rdi.status).toBe(200);
    const rdiId = (rdi.body.rdi as { id: string }).id;
    expect((await history('rdi', rdiId, stage.jefe)).status).toBe(404);
    expect((await events('rdi', rdiId, stage.admin))[0]!.summary).toMatch(
      /^Administración Faena \(.+\) creó la RDI Nº 1 «Armadura»$/,
    );
    // The project's history includes who joined it, from the membership streams.
    const project = await events('project', otherProject, stage.admin);
    expect(project[0]!.summary).toMatch(/creó el proyecto «Obra ajena»$/);
    expect(project.map((event) => event.summary)).toContainEqual(
      expect.stringMatching(/agregó a Administración Faena al proyecto como /),
    );
  });

  it('shows a user’s history to administrators and to the user only', async () => {
    expect((await events('user', 'demo-ito', stage.admin))[0]!.summary).toMatch(/creó el usuario «Ignacio Toro»$/);
    expect((await history('user', 'demo-ito', stage.ito)).status).toBe(200);
    expect((await history('user', 'demo-ito', stage.jefe)).status).toBe(404);
  });

  it('refuses an unknown item type with a Spanish message naming the field', async () => {
    const answer = await history('tarea', 'x', stage.jefe);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      message:
        'El tipo de elemento debe ser uno de: project, user, company, task, rdi, additional, payment_status, site_book, site_book_entry.',
      errors: [expect.objectContaining({ field: 'item_type' })],
    });
  });
});
