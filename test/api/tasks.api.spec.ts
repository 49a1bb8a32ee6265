import { fieldErrors } from '../support/api-answers';
import { demoProjectStage } from '../support/demo-stage';
import { eventually } from '../support/eventually';
import { PNG_1X1 } from '../support/fixtures';
import { listenLive } from '../support/live-listener';
import { outboxTo } from '../support/outbox';

type Task = Record<string, unknown> & { id: string; number: number; status: number };

/** A live listener signed in with `token`: the ids of the tasks and files it heard change. */
const listenForTasks = (url: string, token: string) =>
  listenLive(url, token, (change) => (change.kind === 'task' || change.kind === 'file' ? change.id : undefined));

describe('tasks API: writes and detail', () => {
  const stage = demoProjectStage();

  const taskForm = (overrides: Record<string, string | number> = {}) => ({
    project_id: stage.projectId,
    title: 'Detalle de escalera',
    priority: 2,
    code_id: 1,
    description: '<p>¿Cuál es la huella de la escalera?</p>',
    responsable: 'demo-ito',
    participants: JSON.stringify(['demo-terreno']),
    subtareas: JSON.stringify([{ title: 'Revisar plano', date_added: '2026-11-24' }]),
    reminder: JSON.stringify([0, 4]),
    reminder_repeatable: 'true',
    critical_date: '2026-12-15',
    ...overrides,
  });

  /** A multipart form with several files under one field name. */
  async function send(
    path: string,
    fields: Record<string, string | number>,
    token: string,
    files: Array<{ name: string; content: Buffer }> = [],
    headers: Record<string, string> = {},
  ) {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, String(value));
    for (const file of files) data.append('files[]', new Blob([new Uint8Array(file.content)]), file.name);
    const response = await fetch(`${stage.server.url}/api${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...headers },
      body: data,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  const create = async (fields: Record<string, string | number> = {}, token = stage.jefe) => {
    const answer = await send('/tasks/create', taskForm(fields), token);
    expect(answer.status).toBe(200);
    return answer.body.task as Task;
  };
  const detail = (taskId: string, token = stage.jefe) => stage.server.call('/tasks/get', { task_id: taskId }, token);

  it('lists the task codes', async () => {
    const response = await fetch(`${stage.server.url}/api/tasks/getTasksRestrictionsCodes`, {
      headers: { authorization: `Bearer ${stage.jefe}` },
    });
    const body = (await response.json()) as { task_codes: Array<{ id: number; sku: string; specialties: string }> };
    expect(body.task_codes[0]).toEqual({ id: 1, sku: 'ARQ-01', specialties: 'Arquitectura' });
  });

  it('creates a task with inline files, participants and checklist, and shows every part in its detail', async () => {
    const note = Buffer.from('Medidas: 28 cm de huella\n');
    const answer = await send('/tasks/create', taskForm(), stage.jefe, [
      { name: 'medidas.txt', content: note },
      { name: 'punto.png', content: PNG_1X1 },
    ]);
    expect(answer.status).toBe(200);
    const task = answer.body.task as Task;
    expect(task).toMatchObject({
      title: 'Detalle de escalera',
      priority: 2,
      status: 1,
      project_id: stage.projectId,
      code: { id: 1, sku: 'ARQ-01', specialties: 'Arquitectura' },
      created_by: 'demo-jefe-ot',
      created_by_user: { id: 'demo-jefe-ot', name: 'Javiera Soto' },
      responsable: 'demo-ito',
      responsable_user: { id: 'demo-ito', name: 'Ignacio Toro' },
      participants: [{ id: 'demo-terreno', name: 'Pedro Rojas', basic_info: { avatar: null } }],
      checklists: [{ description: 'Revisar plano', completed: false }],
      critical_date: '2026-12-15',
      private: false,
      seen_by_me: null,
      prev_seen_by_me: null,
      user_reminders: [
        { day_number: 0, repeatable: true },
        { day_number: 4, repeatable: true },
      ],
      user_subscribed: { subscribed: false, by_email: false },
    });
    const attachments = task.attachments as Array<{
      file: { name: string; pathmedia: { path: string; mimetype: string } };
    }>;
    expect(attachments.map((entry) => [entry.file.name, entry.file.pathmedia.mimetype])).toEqual([
      ['medidas.txt', 'text/plain'],
      ['punto.png', 'image/png'],
    ]);
    const opened = await fetch(
      attachments[0]!.file.pathmedia.path.startsWith('http')
        ? attachments[0]!.file.pathmedia.path
        : `${stage.server.url}${attachments[0]!.file.pathmedia.path}`,
    );
    expect(Buffer.from(await opened.arrayBuffer())).toEqual(note);
  });

  it('answers each refused field with its own message', async () => {
    const answer = await send(
      '/tasks/create',
      {
        project_id: stage.projectId,
        description: '<p> </p>',
        participants: '[]',
        reminder: '[9]',
        priority: 5,
        critical_date: '2026-13-40',
        copy_to: '{"x":1}',
      },
      stage.jefe,
    );
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer)).toMatchObject({
      title: 'Campo requerido',
      code_id: 'Campo requerido',
      responsable: 'Campo requerido',
      description: 'Por favor escribe una descripción. Este campo no puede estar vacio.',
      reminder: 'Los días del recordatorio deben ser números del 0 al 6 (JSON).',
      priority: 'La prioridad debe ser 1, 2 o 3.',
      critical_date: 'La fecha crítica debe ser una fecha AAAA-MM-DD entre 1900 y 2200.',
      copy_to: 'La lista de copia debe ser una lista JSON de correos y nombres.',
    });
    const task = await create();
    const empty = await send('/tasks/addInteraction', { task_id: task.id, message: '<p></p>' }, stage.jefe);
    expect(empty.body.errors).toEqual([
      { field: 'message', message: 'Por favor escribe un mensaje. Este campo no puede estar vacio.' },
    ]);
    const large = await send('/tasks/create', taskForm(), stage.jefe, [
      { name: 'grande.txt', content: Buffer.alloc(1000, 'a') },
    ]);
    expect(large.status).toBe(413);
  });

  it('refuses with 403 what the capabilities or the roles do not allow', async () => {
    // Profesional de Terreno (job 3): no change of responsible, no reply in others' tasks.
    const own = await create({ responsable: 'demo-jefe-ot' }, stage.terreno);
    const change = await stage.server.call(
      '/tasks/changeResponsable',
      { task_id: own.id, user_id: 'demo-terreno' },
      stage.terreno,
    );
    expect(change).toMatchObject({
      status: 403,
      body: { message: 'No tienes permiso para cambiar responsables de tareas.' },
    });
    const task = await create({ participants: JSON.stringify(['demo-jefe-ot']) });
    expect(await send('/tasks/addInteraction', { task_id: task.id, message: 'Hola' }, stage.terreno)).toMatchObject({
      status: 403,
      body: { message: 'No tienes permiso para participar en tareas de otros.' },
    });
    expect(await stage.server.call('/tasks/delete', { task_id: task.id }, stage.ito)).toMatchObject({
      status: 403,
      body: { message: 'Solo el creador puede eliminar la tarea.' },
    });
    expect(await stage.server.call('/tasks/update', { id: task.id, private: true }, stage.terreno)).toMatchObject({
      status: 403,
      body: { message: 'Solo el creador o el responsable pueden cambiar la privacidad de la tarea.' },
    });
    const changed = await stage.server.call(
      '/tasks/changeResponsable',
      { task_id: task.id, user_id: 'demo-terreno' },
      stage.jefe,
    );
    expect(changed.status).toBe(200);
    expect((changed.body.task as Task).responsable).toBe('demo-terreno');
  });

  it('hides a private task from everyone but its creator and responsible', async () => {
    const created = await send('/tasks/create', taskForm({ private: 'true', responsable: 'demo-ito' }), stage.jefe, [
      { name: 'privado.txt', content: Buffer.from('solo para dos') },
    ]);
    const task = created.body.task as Task & { attachments: Array<{ id: string }> };
    expect((await detail(task.id, stage.ito)).status).toBe(200);
    const fileIds = { attachments: [task.attachments[0]!.id] };
    expect((await stage.server.call('/files/getUrls', fileIds, stage.ito)).status).toBe(200);
    expect((await stage.server.call('/files/getUrls', fileIds, stage.terreno)).status).toBe(404);
    for (const token of [stage.terreno, stage.admin]) {
      expect(await detail(task.id, token)).toMatchObject({ status: 404, body: { message: 'La tarea no existe.' } });
      const reply = await send('/tasks/addInteraction', { task_id: task.id, message: 'Hola' }, token);
      expect(reply.status).toBe(404);
    }
  });

  it('asks a public task for participants, and takes a private one without them or adding any', async () => {
    const publicWithout = await send('/tasks/create', taskForm({ participants: '[]' }), stage.jefe);
    expect(publicWithout.status).toBe(400);
    expect(fieldErrors(publicWithout)).toEqual({ participants: 'Campo requerido' });
    const { participants: _unused, ...withoutParticipants } = taskForm({ private: 'true' });
    const secret = await send('/tasks/create', withoutParticipants, stage.jefe);
    expect(secret.status).toBe(200);
    const task = secret.body.task as Task;
    expect(task).toMatchObject({ private: true, participants: [] });
    const added = await stage.server.call(
      '/tasks/addParticipants',
      { task_id: task.id, participants: ['demo-terreno'] },
      stage.jefe,
    );
    expect(added).toMatchObject({
      status: 400,
      body: { message: 'Una tarea privada no tiene participantes: sólo la ven su creador y su responsable.' },
    });
    expect((await detail(task.id)).body.task).toMatchObject({ can: { add_participants: false, interact: true } });
    expect((await detail(task.id, stage.terreno)).status).toBe(404);
  });

  it('pushes a private task and its files to its responsible only', async () => {
    const [responsible, other] = await Promise.all([
      listenForTasks(stage.server.url, stage.ito),
      listenForTasks(stage.server.url, stage.terreno),
    ]);
    const note = [{ name: 'nota.txt', content: Buffer.from('Reservado\n') }];
    // The private one first: once the other listener hears the open one, it would have heard it.
    const hidden = (await send('/tasks/create', taskForm({ private: 'true' }), stage.jefe, note)).body.task as Task;
    const open = (await send('/tasks/create', taskForm(), stage.jefe, note)).body.task as Task;
    const [hiddenFile, openFile] = [hidden, open].map((task) => (task.attachments as Array<{ id: string }>)[0]!.id);
    await eventually(
      () => responsible.heard.includes(hiddenFile!) && other.heard.includes(open.id) && other.heard.includes(openFile!),
      Boolean,
    );
    expect(responsible.heard).toEqual(expect.arrayContaining([open.id, hidden.id, openFile, hiddenFile]));
    expect(other.heard).toEqual(expect.arrayContaining([open.id, openFile]));
    expect(other.heard).not.toContain(hidden.id);
    expect(other.heard).not.toContain(hiddenFile);
    responsible.close();
    other.close();
  });

  it('e-mails a copy to each address in copy_to, once per request, with the link to the task', async () => {
    const copyTo = JSON.stringify([{ email: 'oficina.tecnica@constructora.cl', name: 'Oficina técnica' }]);
    const headers = { 'x-command-id': 'copia-tarea-0001' };
    const fields = taskForm({ title: 'Cota de losa', copy_to: copyTo });
    const first = await send('/tasks/create', fields, stage.jefe, [], headers);
    await send('/tasks/create', fields, stage.jefe, [], headers);
    const task = first.body.task as Task;
    const copies = await outboxTo(stage, 'oficina.tecnica@constructora.cl');
    expect(copies).toHaveLength(1);
    expect(copies[0]?.subject).toMatch(new RegExp(`^\\[.+\\] Copia de Tarea Nº ${task.number}: Cota de losa$`));
    expect(copies[0]!.text).toContain('Javiera Soto te envió una copia de la tarea');
    expect(copies[0]!.text).toContain('¿Cuál es la huella de la escalera?');
    expect(copies[0]!.text).toContain(`${stage.server.config.publicUrl}/consultas?task=${task.id}`);
    const refused = await send('/tasks/create', { ...fields, private: 'true' }, stage.jefe);
    expect(refused).toMatchObject({
      status: 400,
      body: { message: 'Copia a: una tarea privada no se envía por correo a otras personas.' },
    });
  });

  it('numbers tasks one after another, also when ten are created at once', async () => {
    const before = (await create()).number;
    const tasks = await Promise.all(Array.from({ length: 10 }, () => create()));
    const numbers = tasks.map((task) => task.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, index) => before + 1 + index));
    // A refused creation takes no number.
    expect((await send('/tasks/create', taskForm({ responsable: 'nadie' }), stage.jefe)).status).toBe(400);
    expect((await create()).number).toBe(before + 11);
  });

  it('runs a creation once per X-Command-Id', async () => {
    const headers = { 'x-command-id': 'crear-tarea-0001' };
    const first = await send('/tasks/create', taskForm(), stage.jefe, [], headers);
    const again = await send('/tasks/create', taskForm(), stage.jefe, [], headers);
    expect(again.body).toEqual(first.body);
    const next = await create();
    expect(next.number).toBe((first.body.task as Task).number + 1);
  });

  it('answers a repeated reply with the same interaction and the task’s head as it is now, and adds it once', async () => {
    const task = await create();
    const headers = { 'x-command-id': 'respuesta-repetida-0001' };
    const reply = { task_id: task.id, message: 'Revisar la armadura' };
    const first = await send('/tasks/addInteraction', reply, stage.jefe, [], headers);
    await send('/tasks/addInteraction', { task_id: task.id, message: 'Otra respuesta' }, stage.jefe);
    const again = await send('/tasks/addInteraction', reply, stage.jefe, [], headers);
    expect(again.status).toBe(200);
    expect(again.body.interaction).toEqual(first.body.interaction);
    const { interactions, ...head } = (await detail(task.id)).body.task as Task & {
      interactions: Array<{ message: string }>;
    };
    expect(again.body.task).toEqual(head);
    const messages = interactions.map((interaction) => interaction.message);
    expect(messages.filter((message) => message === 'Revisar la armadura')).toHaveLength(1);
    expect(messages).toContain('Otra respuesta');
  });

  it('answers a command with the task’s head, whose size does not grow with the thread', async () => {
    const task = await create();
    const answerBytes = async (message: string) => {
      const reply = await send('/tasks/addInteraction', { task_id: task.id, message }, stage.jefe);
      expect(reply.status).toBe(200);
      expect(reply.body.task).not.toHaveProperty('interactions');
      expect(reply.body.interaction).toMatchObject({ message, user: { id: 'demo-jefe-ot' }, attachments: [] });
      return JSON.stringify(reply.body.task).length;
    };
    const early = await answerBytes('Primera revisión');
    for (let reply = 0; reply < 20; reply += 1) await answerBytes(`Revisión ${reply}`);
    // The version's digits aside (2 → 22), the same size: twenty more replies are not in it.
    expect(await answerBytes('Última revisión')).toBeLessThanOrEqual(early + 2);
    const modified = await stage.server.call('/tasks/update', { id: task.id, priority: 3 }, stage.jefe);
    expect(modified.status).toBe(200);
    const { interactions, ...head } = (await detail(task.id)).body.task as Task & { interactions: unknown[] };
    expect(modified.body.task).toEqual(head);
    expect(head).toMatchObject({ priority: 3 });
    expect(interactions).toHaveLength(22);
  });

  it('closes with the closing interaction, then refuses replies; seen and bell stay allowed', async () => {
    const task = await create();
    const reply = await send(
      '/tasks/addInteraction',
      { task_id: task.id, message: '<p>Ver plano</p>', is_response: 'true' },
      stage.ito,
      [{ name: 'nota.txt', content: Buffer.from('huella 28') }],
    );
    expect(reply.status).toBe(200);
    expect(reply.body.interaction).toMatchObject({
      message: '<p>Ver plano</p>',
      is_response: true,
      user: { id: 'demo-ito' },
    });
    expect(
      (reply.body.interaction as { attachments: Array<{ file: { name: string } }> }).attachments[0]!.file.name,
    ).toBe('nota.txt');
    expect(
      (await stage.server.call('/tasks/setSeenStatus', { task_id: task.id, status: 1 }, stage.terreno)).status,
    ).toBe(200);
    expect((await stage.server.call('/tasks/close', { task_id: task.id }, stage.jefe)).status).toBe(200);
    const closed = (await detail(task.id, stage.terreno)).body.task as Task & {
      interactions: Array<{ message: string; seen_by: unknown[] }>;
    };
    expect(closed.status).toBe(3);
    expect(closed.ended_at).toEqual(expect.any(String));
    expect(closed.interactions.map((entry) => entry.message)).toEqual([
      '<p>Ver plano</p>',
      'Consulta cerrada por usuario',
    ]);
    expect(closed.interactions[0]!.seen_by).toEqual([{ id: 'demo-terreno', name: 'Pedro Rojas' }]);
    const late = await send('/tasks/addInteraction', { task_id: task.id, message: 'Otra' }, stage.jefe);
    expect(late).toMatchObject({ status: 409, body: { message: 'La tarea está finalizada.' } });
    expect(
      (await stage.server.call('/tasks/setSeenStatus', { task_id: task.id, status: 2 }, stage.terreno)).status,
    ).toBe(200);
    expect(((await detail(task.id, stage.terreno)).body.task as Task).prev_seen_by_me).toBe(1);
    expect((await stage.server.call('/tasks/setBellStatus', { task_id: task.id, status: 1 }, stage.jefe)).status).toBe(
      200,
    );
  });

  it('keeps a finished task: a record its creator may no longer delete (409)', async () => {
    const task = await create();
    expect((await stage.server.call('/tasks/close', { task_id: task.id }, stage.jefe)).status).toBe(200);
    expect(await stage.server.call('/tasks/delete', { task_id: task.id }, stage.jefe)).toMatchObject({
      status: 409,
      body: { code: 409, message: 'La tarea está finalizada: no se puede eliminar.' },
    });
    expect((await detail(task.id)).body.task).toMatchObject({ id: task.id, status: 3 });
  });

  it('takes an upload center file (type 1) once the task exists, from whoever may interact', async () => {
    const upload = (taskId: string, token: string) =>
      stage.server.form('/files/upload', { type: 1, project_id: stage.projectId, task_id: taskId }, token, {
        file: { name: 'plano.png', content: PNG_1X1, type: 'image/png' },
      });
    expect((await upload('no-existe', stage.jefe)).status).toBe(404);
    const task = await create();
    expect((await upload(task.id, stage.ito)).status).toBe(200);
    const attachments = ((await detail(task.id)).body.task as { attachments: Array<{ file: { name: string } }> })
      .attachments;
    expect(attachments.map((entry) => entry.file.name)).toEqual(['plano.png']);
  });
});
