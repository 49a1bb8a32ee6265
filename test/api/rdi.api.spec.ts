import ExcelJS from 'exceljs';
import { fieldErrors } from '../support/api-answers';
import { demoProjectStage } from '../support/demo-stage';
import { projectForm } from '../support/fixtures';
import { outboxTo } from '../support/outbox';

type Rdi = Record<string, unknown> & { id: string; number: number; status: number };

describe('RDI API', () => {
  const stage = demoProjectStage();
  let oldProjectId: string;
  beforeAll(async () => {
    const { projects } = stage;
    oldProjectId = projects[1]!.id;
    expect(projects[0]!.rdi_close_system.new_system).toBe(true);
    const switched = await stage.server.call(
      '/project/setRdiCloseSystem',
      { project_id: oldProjectId, new_system: false },
      stage.admin,
    );
    expect(switched.status).toBe(200);
  });

  const rdiForm = (overrides: Record<string, string | number> = {}) => ({
    project_id: stage.projectId,
    title: 'Diámetro de armadura en losa',
    description: '<p>¿Qué diámetro lleva la armadura de la losa del piso 3?</p>',
    especialidades: JSON.stringify([2]),
    subject_id: 1,
    priority: 2,
    critical_date: '2026-12-20',
    reminder: JSON.stringify([1]),
    reminder_repeatable: 'true',
    ...overrides,
  });
  const create = async (overrides: Record<string, string | number> = {}, token = stage.jefe) => {
    const answer = await stage.server.form('/rdi/create', rdiForm(overrides), token);
    expect(answer.status).toBe(200);
    return answer.body.rdi as Rdi;
  };
  const detail = (rdiId: string, token = stage.jefe) => stage.server.call('/rdi/get', { rdi_id: rdiId }, token);
  const reply = (rdiId: string, token: string, isResponse: boolean) =>
    stage.server.form(
      '/rdi/addInteraction',
      { rdi_id: rdiId, message: '<p>Ø12 a 20 cm</p>', is_response: String(isResponse) },
      token,
    );
  const approve = (rdiId: string, approval: number, token: string, newStatus = true) =>
    stage.server.call('/rdi/setApprovalCheck', { rdi_id: rdiId, approval, new_status: newStatus }, token);

  it('creates RDI numbered consecutively per project, with an inline file, and shows the detail', async () => {
    const note = Buffer.from('Plano E-301\n');
    const answer = await stage.server.form('/rdi/create', rdiForm(), stage.jefe, {
      'files[]': { name: 'nota.txt', content: note, type: 'text/plain' },
    });
    expect(answer.status).toBe(200);
    const first = answer.body.rdi as Rdi;
    expect(first).toMatchObject({
      title: 'Diámetro de armadura en losa',
      status: 1,
      priority: 2,
      new_system: true,
      specialties: [{ id: 2, name: 'Pavimentos', specialty: { name: 'Pavimentos' } }],
      subject: { id: 1, name: 'Estructura metálica' },
      created_by_user: { id: 'demo-jefe-ot', name: 'Javiera Soto' },
      response_status: 1,
      responsable_user: { job_type_id: 4, name: 'ITO', mine: false },
      waiting_status: 0,
      waitingtime: 0,
      lightstatus: 0,
      approval_checks: [],
      interactions: [],
      official_interactions: [],
      task_relation: null,
      user_reminders: [{ day_number: 1, repeatable: true }],
    });
    expect((first.attachments as Array<{ file: { name: string } }>).map((entry) => entry.file.name)).toEqual([
      'nota.txt',
    ]);
    const second = await create();
    expect(second.number).toBe(first.number + 1);
  });

  it('e-mails a copy to each address in copy_to, with the link to the RDI', async () => {
    const copyTo = JSON.stringify([{ email: 'calculista@estructuras.cl', name: '' }]);
    const rdi = await create({ title: 'Traslapo de armaduras', copy_to: copyTo });
    const copies = await outboxTo(stage, 'calculista@estructuras.cl');
    expect(copies).toHaveLength(1);
    expect(copies[0]?.subject).toMatch(new RegExp(`^\\[.+\\] Copia de RDI Nº ${rdi.number}: Traslapo de armaduras$`));
    expect(copies[0]!.text).toContain('Javiera Soto te envió una copia de la RDI');
    expect(copies[0]!.text).toContain('¿Qué diámetro lleva la armadura de la losa del piso 3?');
    expect(copies[0]!.text).toContain(`${stage.server.config.publicUrl}/rdi?rdi=${rdi.id}`);
  });

  it('takes files under 100 000 bytes with the creation, and only under 1000 with a reply', async () => {
    const sheet = { name: 'cubicacion.txt', content: Buffer.alloc(60_000, 'armadura;12;20\n'), type: 'text/plain' };
    const created = await stage.server.form('/rdi/create', rdiForm(), stage.jefe, { 'files[]': sheet });
    expect(created.status).toBe(200);
    const rdi = created.body.rdi as Rdi;
    expect((rdi.attachments as Array<{ file: { size: number } }>).map((entry) => entry.file.size)).toEqual([60_000]);
    const reply = await stage.server.form(
      '/rdi/addInteraction',
      { rdi_id: rdi.id, message: '<p>Adjunto</p>', is_response: 'false' },
      stage.jefe,
      { 'files[]': sheet },
    );
    expect(reply.status).toBe(413);
  });

  it('takes larger files through the upload center (types 3 and 4) from whoever may interact', async () => {
    const rdi = await create();
    const big = Buffer.alloc(5000, 'a');
    const upload = (fields: Record<string, string | number>, token: string) =>
      stage.server.form('/files/upload', { project_id: stage.projectId, ...fields }, token, {
        file: { name: 'memoria.txt', content: big, type: 'text/plain' },
      });
    expect((await upload({ type: 3, rdi_id: rdi.id }, stage.ito)).status).toBe(200);
    const answered = await reply(rdi.id, stage.ito, false);
    const interactionId = (answered.body.interaction as { id: string }).id;
    expect((await upload({ type: 4, rdi_id: rdi.id, rdi_interaction_id: interactionId }, stage.ito)).status).toBe(200);
    expect((await upload({ type: 4, rdi_id: rdi.id, rdi_interaction_id: 'otra' }, stage.ito)).status).not.toBe(200);
    const shown = (await detail(rdi.id)).body.rdi as {
      attachments: Array<{ file: { name: string } }>;
      interactions: Array<{ attachments: Array<{ file: { name: string } }> }>;
    };
    expect(shown.attachments.map((entry) => entry.file.name)).toEqual(['memoria.txt']);
    expect(shown.interactions[0]!.attachments.map((entry) => entry.file.name)).toEqual(['memoria.txt']);
  });

  it('answers a reply with its interaction and the RDI’s head, and an approval with the head', async () => {
    const rdi = await create();
    const answered = await reply(rdi.id, stage.ito, true);
    expect(answered.status).toBe(200);
    expect(answered.body.interaction).toMatchObject({ is_response: true, user: { id: 'demo-ito' }, attachments: [] });
    expect(answered.body.rdi).not.toHaveProperty('interactions');
    expect(answered.body.rdi).not.toHaveProperty('official_interactions');
    const approved = await approve(rdi.id, 1, stage.jefe);
    expect(approved.status).toBe(200);
    const { interactions, official_interactions, ...head } = (await detail(rdi.id)).body.rdi as Rdi;
    expect(approved.body.rdi).toEqual(head);
    expect(interactions).toEqual([answered.body.interaction]);
    expect(official_interactions).toEqual([answered.body.interaction]);
  });

  it('refuses a form without specialties, subject or description, in Spanish per field', async () => {
    const answer = await stage.server.form(
      '/rdi/create',
      { project_id: stage.projectId, title: '', description: '<p></p>', especialidades: '[]' },
      stage.jefe,
    );
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer)).toMatchObject({
      title: 'Campo requerido',
      especialidades: 'Campo requerido',
      subject_id: 'Campo requerido',
      description: 'Por favor escribe una descripción. Este campo no puede estar vacio.',
    });
  });

  it('adds a typed subject to the project subjects, once', async () => {
    const first = await create({ subject_id: '', new_subject: 'Moldajes trepantes' } as Record<string, string>);
    expect(first.subject).toEqual({ id: 1001, name: 'Moldajes trepantes' });
    const again = await create({ subject_id: '', new_subject: 'moldajes TREPANTES' } as Record<string, string>);
    expect(again.subject).toEqual({ id: 1001, name: 'Moldajes trepantes' });
    const subjects = (
      await stage.server.call('/project/getProjectSubjects', { project_id: stage.projectId }, stage.ito)
    ).body.subjects as Array<{ id: number; name: string }>;
    expect(subjects.filter((subject) => subject.name === 'Moldajes trepantes')).toEqual([
      { id: 1001, name: 'Moldajes trepantes' },
    ]);
  });

  it('runs the three approvals: refusals with the spec messages, the reset, and the finish', async () => {
    const rdi = await create();
    expect((await approve(rdi.id, 1, stage.jefe)).body.message).toBe(
      'No hay respuesta oficial, no se puede modificar estado de finalización',
    );
    const answered = await reply(rdi.id, stage.ito, true);
    expect(answered.status).toBe(200);
    expect(answered.body.rdi).toMatchObject({ response_status: 2, waiting_status: 1 });
    expect((answered.body.interaction as { is_response: boolean }).is_response).toBe(true);
    expect(await approve(rdi.id, 1, stage.ito)).toMatchObject({
      status: 403,
      body: { message: 'No eres el creador de esta RDI' },
    });
    expect(await approve(rdi.id, 2, stage.ito)).toMatchObject({
      status: 403,
      body: { message: 'En el proyecto de esta RDI no eres un usuario Jefe OT' },
    });
    expect(await approve(rdi.id, 3, stage.jefe)).toMatchObject({
      status: 403,
      body: { message: 'En el proyecto de esta RDI no eres un usuario ITO' },
    });
    expect(await approve(rdi.id, 3, stage.terreno)).toMatchObject({
      status: 403,
      body: { message: 'No posees permisos para cerrar RDIs' },
    });
    expect((await approve(rdi.id, 1, stage.jefe)).status).toBe(200);
    expect(await approve(rdi.id, 1, stage.jefe, false)).toMatchObject({
      status: 403,
      body: { message: 'No puedes retirar la aprobación.' },
    });
    expect((await approve(rdi.id, 2, stage.jefe)).body.rdi).toMatchObject({
      approval_checks: [{ approval: 1 }, { approval: 2 }],
    });
    // A new official response (the Jefe OT's) clears them and hands the answer back to the ITO.
    const again = await reply(rdi.id, stage.jefe, true);
    expect(again.body.rdi).toMatchObject({ approval_checks: [], response_status: 1 });
    for (const [slot, token] of [
      [1, stage.jefe],
      [2, stage.jefe],
    ] as const)
      expect((await approve(rdi.id, slot, token)).status).toBe(200);
    const finished = (await approve(rdi.id, 3, stage.ito)).body.rdi as Rdi;
    expect(finished).toMatchObject({ status: 3, waiting_status: 2, responsable_user: null });
    expect(finished.approval_checks).toEqual([
      expect.objectContaining({ approval: 1, user: { id: 'demo-jefe-ot', name: 'Javiera Soto' }, job_type: 2 }),
      expect.objectContaining({ approval: 2, user_id: 'demo-jefe-ot' }),
      expect.objectContaining({ approval: 3, user: { id: 'demo-ito', name: 'Ignacio Toro' }, job_type: 4 }),
    ]);
    expect(finished.ended_at).toEqual(expect.any(String));
    expect((await reply(rdi.id, stage.ito, false)).body.message).toBe('La RDI está finalizada.');
    expect((await stage.server.call('/rdi/close', { rdi_id: rdi.id }, stage.jefe)).status).toBe(409);
  });

  it('closes on the old system with the typed message first, and refuses approvals there', async () => {
    const rdi = await create({ project_id: oldProjectId, especialidades: JSON.stringify([1]) });
    expect(await approve(rdi.id, 1, stage.jefe)).toMatchObject({ status: 409 });
    expect(await stage.server.call('/rdi/close', { rdi_id: rdi.id }, stage.terreno)).toMatchObject({
      status: 403,
      body: { message: 'No posees permisos para cerrar RDIs' },
    });
    const closed = await stage.server.call(
      '/rdi/close',
      { rdi_id: rdi.id, message: '<p>Resuelto en terreno</p>' },
      stage.jefe,
    );
    expect(closed.status).toBe(200);
    const body = (await detail(rdi.id)).body.rdi as Rdi;
    expect(body.status).toBe(3);
    expect((body.interactions as Array<{ message: string }>).map((entry) => entry.message)).toEqual([
      '<p>Resuelto en terreno</p>',
      'RDI cerrada por usuario',
    ]);
    const onNew = await create();
    expect(await stage.server.call('/rdi/close', { rdi_id: onNew.id }, stage.jefe)).toMatchObject({ status: 409 });
  });

  it('modifies, marks as seen, and deletes only by the creator', async () => {
    const rdi = await create();
    const updated = await stage.server.call(
      '/rdi/update',
      { id: rdi.id, priority: 3, critical_date: '2026-12-24', subscribe_status: true, subscribe_status_mail: true },
      stage.jefe,
    );
    expect(updated.body.rdi).toMatchObject({
      priority: 3,
      critical_date: '2026-12-24',
      user_subscribed: { subscribed: true, by_email: true },
    });
    expect((await stage.server.call('/rdi/setSeenStatus', { rdi_id: rdi.id, status: 1 }, stage.ito)).status).toBe(200);
    expect((await detail(rdi.id, stage.ito)).body.rdi).toMatchObject({ seen_by_me: 1 });
    expect(await stage.server.call('/rdi/delete', { rdi_id: rdi.id }, stage.ito)).toMatchObject({
      status: 403,
      body: { message: 'Solo el creador puede eliminar la RDI.' },
    });
    expect((await stage.server.call('/rdi/delete', { rdi_id: rdi.id }, stage.jefe)).status).toBe(200);
    expect((await detail(rdi.id)).status).toBe(404);
  });

  it('answers 404 «La RDI no existe.» to someone outside the RDI project, as for an id that never was', async () => {
    const created = await stage.server.form('/project/create', projectForm({ internal_id: 'OB-7718' }), stage.admin);
    const otherProject = (created.body.project as { id: string }).id;
    const rdi = await create({ project_id: otherProject, especialidades: JSON.stringify([1]) }, stage.admin);
    const notFound = { status: 404, body: { code: 404, message: 'La RDI no existe.' } };
    expect(await detail(rdi.id, stage.ito)).toMatchObject(notFound);
    expect(await detail('no-existe', stage.ito)).toMatchObject(notFound);
    // The other calls that read one RDI answer alike: nothing tells a real id from a random one.
    for (const id of [rdi.id, 'no-existe']) {
      for (const [path, body] of [
        ['/rdi/setSeenStatus', { rdi_id: id, status: 1 }],
        ['/rdi/update', { id, priority: 3 }],
        ['/rdi/delete', { rdi_id: id }],
        ['/rdi/setApprovalCheck', { rdi_id: id, approval: 3, new_status: true }],
        ['/rdi/sendByEmail', { rdi_id: id, emails: [{ email: 'alguien@example.com' }] }],
      ] as const) {
        expect([path, await stage.server.call(path, body, stage.ito)]).toMatchObject([path, notFound]);
      }
    }
    expect((await detail(rdi.id, stage.admin)).status).toBe(200);
  });

  it('keeps a finished RDI: a record its creator may no longer delete (409)', async () => {
    const rdi = await create({ project_id: oldProjectId, especialidades: JSON.stringify([1]) });
    expect((await stage.server.call('/rdi/close', { rdi_id: rdi.id }, stage.jefe)).status).toBe(200);
    expect(await stage.server.call('/rdi/delete', { rdi_id: rdi.id }, stage.jefe)).toMatchObject({
      status: 409,
      body: { message: 'La RDI está finalizada: no se puede eliminar.' },
    });
    expect((await detail(rdi.id)).body.rdi).toMatchObject({ id: rdi.id, status: 3 });
  });

  it('lists pending and finished RDI with filters, order, total and the approval strip; graphs per specialty', async () => {
    const structural = await create({ especialidades: JSON.stringify([2, 3]), title: 'Pasada de ducto eléctrico' });
    await reply(structural.id, stage.ito, true);
    const list = (body: Record<string, unknown>) =>
      stage.server
        .call('/rdi/list', { project_id: stage.projectId, status: 1, ...body }, stage.ito)
        .then((answer) => answer.body);
    const pending = await list({});
    expect(pending).toMatchObject({ status: 1, new_system: true });
    expect(pending.total_rdi).toBe((pending.rdi as unknown[]).length);
    expect((pending.rdi as Rdi[])[0]!.id).toBe(structural.id);
    const oldest = await list({ order: 4 });
    expect((oldest.rdi as Rdi[])[0]!.number).toBeLessThan(structural.number);
    const electric = await list({ filtered_specialties: [3] });
    expect((electric.rdi as Rdi[]).map((rdi) => rdi.id)).toEqual([structural.id]);
    const jefeTurn = await list({ filtered_responsable: [2] });
    expect((jefeTurn.rdi as Rdi[]).map((rdi) => rdi.id)).toContain(structural.id);
    expect((jefeTurn.rdi as Rdi[]).every((rdi) => rdi.response_status === 2)).toBe(true);
    expect((await list({ filtered_subjects: [1001] })).total_rdi).toBe(2);
    const finished = await list({ status: 3 });
    expect((finished.rdi as Rdi[]).every((rdi) => rdi.status === 3)).toBe(true);
    expect((finished.rdi as Rdi[]).some((rdi) => (rdi.approval_checks as unknown[]).length === 3)).toBe(true);
    const graphs = (await stage.server.call('/rdi/getGraphData', { project_id: stage.projectId }, stage.ito)).body as {
      specialties: string[];
      rdis_count: number[];
      rdis_pending: number[];
      rdis_ended: number[];
      time_average: number[];
    };
    expect(graphs.specialties).toEqual(['Estructura metálica', 'Pavimentos', 'Climatización']);
    expect(graphs.rdis_count[2]).toBe(1);
    expect(graphs.rdis_pending[1]! + graphs.rdis_ended[1]!).toBe(graphs.rdis_count[1]);
    expect(graphs.rdis_ended[1]).toBeGreaterThanOrEqual(1);
    expect(graphs.time_average[1]).toBe(0);
  });

  it('exports a real workbook', async () => {
    const url = String(
      (await stage.server.call('/exports/exportStatusRdiByProject', { project_id: stage.projectId }, stage.jefe)).body
        .url,
    );
    const response = await fetch(`${stage.server.url}${url}`);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const rows = workbook.getWorksheet('RDI')!.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]!.slice(1, 4)).toEqual(['Nº', 'Título', 'Especialidades']);
    expect(rows.map((row) => row[2])).toContain('Pasada de ducto eléctrico');
  });

  it('links an RDI created from a task both ways', async () => {
    const task = await stage.server.form(
      '/tasks/create',
      {
        project_id: stage.projectId,
        title: 'Interferencia de ducto con viga',
        code_id: 1,
        description: '<p>El ducto choca con la viga V-12</p>',
        responsable: 'demo-ito',
        participants: JSON.stringify(['demo-terreno']),
      },
      stage.jefe,
    );
    const taskId = (task.body.task as { id: string }).id;
    const answer = await stage.server.form(
      '/rdi/create',
      rdiForm({ task_id: taskId, title: 'Ducto y viga V-12' }),
      stage.jefe,
    );
    expect(answer.status).toBe(200);
    const rdi = answer.body.rdi as Rdi;
    expect(rdi.task_relation).toMatchObject({ task: { id: taskId, title: 'Interferencia de ducto con viga' } });
    expect(answer.body.task).toMatchObject({ id: taskId, rdi_relation: { rdi: { id: rdi.id, number: rdi.number } } });
    const taskDetail = (await stage.server.call('/tasks/get', { task_id: taskId }, stage.ito)).body.task;
    expect(taskDetail).toMatchObject({ rdi_relation: { rdi: { id: rdi.id, title: 'Ducto y viga V-12' } } });
    const twice = await stage.server.form('/rdi/create', rdiForm({ task_id: taskId }), stage.jefe);
    expect(twice).toMatchObject({ status: 409, body: { message: 'La tarea ya tiene una RDI asociada.' } });
  });

  it('refuses to send a private task to RDI before anything is written, and says so in its detail', async () => {
    const task = await stage.server.form(
      '/tasks/create',
      {
        project_id: stage.projectId,
        title: 'Cubicación privada de moldajes',
        code_id: 1,
        description: '<p>Solo para la jefa y el ITO</p>',
        responsable: 'demo-ito',
        participants: JSON.stringify(['demo-ito']),
        private: 'true',
      },
      stage.jefe,
    );
    expect(task.body).toMatchObject({ code: 200 });
    const taskId = (task.body.task as { id: string }).id;
    const privateTask = 'La tarea es privada: hazla pública antes de enviarla a RDI.';
    const taskDetail = async () => (await stage.server.call('/tasks/get', { task_id: taskId }, stage.jefe)).body.task;
    expect(await taskDetail()).toMatchObject({ can: { send_to_rdi: false }, why_not: { send_to_rdi: privateTask } });
    const before = await create({ title: 'RDI antes del envío' });
    const note = { 'files[]': { name: 'moldajes.txt', content: Buffer.from('m2;120\n'), type: 'text/plain' } };
    const refused = await stage.server.form(
      '/rdi/create',
      rdiForm({ task_id: taskId, title: 'Cubicación privada de moldajes', new_subject: 'Moldajes' }),
      stage.jefe,
      note,
    );
    expect(refused).toMatchObject({ status: 409, body: { code: 409, message: privateTask } });
    // No number, subject, file nor RDI was taken: the next RDI follows the one before.
    const after = await create({ title: 'RDI después del envío' });
    expect(after.number).toBe(before.number + 1);
    const { subjects } = (
      await stage.server.call('/project/getProjectSubjects', { project_id: stage.projectId }, stage.jefe)
    ).body as {
      subjects: Array<{ name: string }>;
    };
    expect(subjects.map((subject) => subject.name)).not.toContain('Moldajes');
    const found = await stage.server.call(
      '/general/search',
      { project_id: stage.projectId, search: 'moldajes' },
      stage.ito,
    );
    expect(found.body.rdis).toEqual([]);
    expect(await taskDetail()).toMatchObject({ rdi_relation: null });

    // Made public, it is sent.
    expect((await stage.server.call('/tasks/update', { id: taskId, private: false }, stage.jefe)).status).toBe(200);
    expect(await taskDetail()).toMatchObject({ can: { send_to_rdi: true }, why_not: { send_to_rdi: null } });
    const sent = await stage.server.form(
      '/rdi/create',
      rdiForm({ task_id: taskId, title: 'Moldajes' }),
      stage.jefe,
      note,
    );
    expect(sent.status).toBe(200);
    expect(await taskDetail()).toMatchObject({ can: { send_to_rdi: false }, why_not: { send_to_rdi: null } });
  });

  it('searches tasks and RDI of the project, keeping private tasks private', async () => {
    await stage.server.form(
      '/tasks/create',
      {
        project_id: stage.projectId,
        title: 'Cubicación privada de hormigón',
        code_id: 1,
        description: '<p>Solo para la jefa</p>',
        responsable: 'demo-jefe-ot',
        participants: JSON.stringify(['demo-jefe-ot']),
        private: 'true',
      },
      stage.terreno,
    );
    await create({ title: 'Hormigón de la losa del piso 4' });
    const search = (token: string) =>
      stage.server
        .call('/general/search', { project_id: stage.projectId, search: 'hormigón' }, token)
        .then((answer) => answer.body);
    const forJefe = await search(stage.jefe);
    expect((forJefe.tasks as Array<{ title: string }>).map((task) => task.title)).toContain(
      'Cubicación privada de hormigón',
    );
    expect((forJefe.rdis as Array<{ title: string }>).map((rdi) => rdi.title)).toContain(
      'Hormigón de la losa del piso 4',
    );
    expect(forJefe.rdis).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ number: expect.any(Number), description: expect.any(String), seen_by_me: null }),
      ]),
    );
    const forIto = await search(stage.ito);
    expect((forIto.tasks as Array<{ title: string }>).map((task) => task.title)).not.toContain(
      'Cubicación privada de hormigón',
    );
    const similar = await stage.server.call(
      '/general/searchSimilar',
      { project_id: stage.projectId, search: 'losa hormigón piso' },
      stage.ito,
    );
    expect((similar.body.rdis as Array<{ title: string }>).map((rdi) => rdi.title)).toContain(
      'Hormigón de la losa del piso 4',
    );
  });

  // Last: it grants Pedro Rojas end_rdi in the project, which the approvals test above refuses him.
  it('ends the dead end of a creator without end_rdi: why, who is awaited, and a grant from the RDI (issue 31)', async () => {
    const rdi = await create({}, stage.terreno);
    expect((await reply(rdi.id, stage.ito, true)).status).toBe(200);
    expect((await approve(rdi.id, 2, stage.jefe)).status).toBe(200);
    expect((await approve(rdi.id, 3, stage.ito)).status).toBe(200);
    const seenBy = async (token: string) => (await detail(rdi.id, token)).body.rdi as Rdi;

    expect(await seenBy(stage.terreno)).toMatchObject({
      status: 1,
      can: { approve: [], grant_end_rdi_to_creator: false },
      why_not: { approve: { 1: 'Necesitas el permiso Cerrar RDIs para aprobar como creador.' } },
      responsable_user: { name: 'Creador (Pedro Rojas)', mine: true },
    });
    expect((await approve(rdi.id, 1, stage.terreno)).body.message).toBe('No posees permisos para cerrar RDIs');
    // The Jefe OT may not edit permissions in the demo company; the administrator may.
    expect(await seenBy(stage.jefe)).toMatchObject({
      can: { approve: [], grant_end_rdi_to_creator: false },
      why_not: { approve: {} },
      responsable_user: { job_type_id: null, name: 'Creador (Pedro Rojas)', mine: false },
    });
    expect((await seenBy(stage.admin)).can).toMatchObject({ grant_end_rdi_to_creator: true });

    const grant = (token: string) =>
      stage.server.call(
        '/user/grantCapabilityByUserProject',
        { user_id: 'demo-terreno', project_id: stage.projectId, capability: 'end_rdi' },
        token,
      );
    expect(await grant(stage.jefe)).toMatchObject({
      status: 403,
      body: { message: 'No tienes permiso para cambiar permisos de usuarios.' },
    });
    const granted = await grant(stage.admin);
    expect(granted.status).toBe(200);
    expect((granted.body.user_project as { capabilities: string[] }).capabilities).toEqual(
      expect.arrayContaining(['view_rdi', 'create_rdi', 'interact_rdi', 'end_rdi']),
    );
    expect((await seenBy(stage.admin)).can).toMatchObject({ grant_end_rdi_to_creator: false });
    expect(await seenBy(stage.terreno)).toMatchObject({ can: { approve: [1] }, why_not: { approve: {} } });
    expect((await approve(rdi.id, 1, stage.terreno)).body.rdi).toMatchObject({ status: 3, responsable_user: null });
  });
});
