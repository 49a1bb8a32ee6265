import ExcelJS from 'exceljs';
import { demoStage } from '../support/demo-stage';
import { outboxTo } from '../support/outbox';

type Additional = Record<string, unknown> & {
  id: string;
  number: number;
  code: string;
  status: number;
  response_status: number | null;
};
type Revision = Record<string, unknown> & {
  id: string;
  revision: number;
  attachments: Array<{ file: { name: string } }>;
};
type Detail = Additional & { revisions: Revision[] };

/** The project the tests write in: no demo additionals there, so its lists hold only what they create. */
const PROJECT = 'demo-lo-aguirre';

describe('Additionals API', () => {
  const stage = demoStage();

  const creationForm = (overrides: Record<string, string | number> = {}) => ({
    project_id: PROJECT,
    title: 'Losa adicional en sala de bombas',
    type: 1,
    code: 'AD-001',
    description: '<p>Se requiere una losa de 20 cm sobre la sala de bombas.</p>',
    especialidades: JSON.stringify([1, 2]),
    copy_to: JSON.stringify([]),
    currency_id: 1,
    direct_cost: '1000000.10',
    general_expenses: '150000.20',
    utility: '100000',
    reminder: JSON.stringify([0, 3]),
    reminder_repeatable: 'true',
    ...overrides,
  });
  const create = async (overrides: Record<string, string | number> = {}, token = stage.jefe) => {
    const answer = await stage.server.form('/additionals/create', creationForm(overrides), token);
    expect(answer.body).toMatchObject({ code: 200 });
    return answer.body as { additional: { id: string; code: string }; additional_revision: { id: string } };
  };
  const detail = (additionalId: string, token = stage.jefe) =>
    stage.server.call('/additionals/getAdditionalByID', { additional_id: additionalId }, token);
  const shown = async (additionalId: string, token = stage.jefe) =>
    (await detail(additionalId, token)).body.additional as Detail;
  const revise = (additionalId: string, token: string, fields: Record<string, string | number> = {}) =>
    stage.server.form(
      '/additionals/addRevision',
      {
        additional_id: additionalId,
        currency_id: 1,
        direct_cost: '1200000',
        general_expenses: '150000',
        utility: '100000.5',
        description: '<p>Se ajusta la cubicación.</p>',
        ...fields,
      },
      token,
    );
  /** Asking to annul (3) says why. */
  const ANNULMENT_REASON = 'La partida está en el contrato base.';
  const changeStatus = (additionalId: string, newStatus: number, token: string, reason?: string) =>
    stage.server.call(
      '/additionals/changeStatus',
      {
        additional_id: additionalId,
        new_status: newStatus,
        reason: reason ?? (newStatus === 3 ? ANNULMENT_REASON : undefined),
      },
      token,
    );
  const get = async (path: string, query: string, token: string) => {
    const response = await fetch(`${stage.server.url}/api${path}?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('creates an additional with an inline file, numbered per project, and shows its detail', async () => {
    const before = await get('/additionals/getLastAdditionalData', `project_id=${PROJECT}`, stage.jefe);
    expect(before.body).toMatchObject({ code: 200, last_additional: null, suggested_code: '' });
    const note = { name: 'cubicacion.txt', content: Buffer.from('losa;20;m3\n'), type: 'text/plain' };
    const answer = await stage.server.form('/additionals/create', creationForm(), stage.jefe, { 'files[]': note });
    expect(answer.status).toBe(200);
    const { additional, additional_revision: revision } = answer.body as {
      additional: { id: string; code: string; number: number };
      additional_revision: { id: string };
    };
    expect(additional).toMatchObject({ code: 'AD-001', number: 1 });
    const created = await shown(additional.id);
    expect(created).toMatchObject({
      number: 1,
      code: 'AD-001',
      title: 'Losa adicional en sala de bombas',
      type: { id: 1, name: 'Obra Extraordinaria' },
      status: 1,
      statustext: 'Vigente',
      response_status: 1,
      // The ITO must respond: not the Jefe OT who reads it.
      my_turn: false,
      specialties: [
        { id: 1, name: 'Estructura metálica', specialty: { name: 'Estructura metálica' } },
        { id: 2, name: 'Pavimentos', specialty: { name: 'Pavimentos' } },
      ],
      last_revision: { id: revision.id, revision: 1, total_requested: 1250000.3, currency_info: { code: 'CLP' } },
      revisions_count: 1,
      total_progress: 0,
      total_amount: 0,
      approved_status: false,
      approved_status_change: null,
      lightstatus: 1,
      waitingtime: 0,
      userprojectjobtype: { job_type_id: 2 },
      ito_user: { id: 'demo-ito', name: 'Ignacio Toro' },
      created_by_user: { id: 'demo-jefe-ot', name: 'Javiera Soto' },
      project: { id: PROJECT, name: 'Ampliación Planta Lo Aguirre' },
      user_reminders: [
        { day_number: 0, repeatable: true },
        { day_number: 3, repeatable: true },
      ],
      from_task: null,
    });
    expect(created.revisions).toHaveLength(1);
    const viaGet = await get('/additionals/getAdditionalByID', `additional_id=${additional.id}`, stage.ito);
    expect(viaGet.body.additional).toMatchObject({ id: additional.id, userprojectjobtype: { job_type_id: 4 } });
    expect(created.revisions[0]).toMatchObject({
      revision: 1,
      direct_cost: 1000000.1,
      general_expenses: 150000.2,
      utility: 100000,
      total_requested: 1250000.3,
      created_by_user: { name: 'Javiera Soto' },
    });
    expect(created.revisions[0]!.attachments.map((entry) => entry.file.name)).toEqual(['cubicacion.txt']);
    const after = await get('/additionals/getLastAdditionalData', `project_id=${PROJECT}`, stage.ito);
    expect(after.body).toMatchObject({ last_additional: { number: 1, code: 'AD-001' }, suggested_code: 'AD-002' });
    const second = await create({ code: 'AD-002' });
    expect((await shown(second.additional.id)).number).toBe(2);
  });

  it('runs a creation once per X-Command-Id, file included', async () => {
    const headers = { 'x-command-id': 'crear-adicional-0001' };
    const file = { 'files[]': { name: 'nota.txt', content: Buffer.from('una vez'), type: 'text/plain' } };
    const send = () =>
      stage.server.form('/additionals/create', creationForm({ code: 'AD-X' }), stage.jefe, file, headers);
    const first = await send();
    const again = await send();
    expect(again.body).toEqual(first.body);
    const id = (first.body.additional as { id: string }).id;
    expect((await shown(id)).revisions[0]!.attachments).toHaveLength(1);
    const next = await create({ code: 'AD-Y' });
    expect((await shown(next.additional.id)).number).toBe((first.body.additional as { number: number }).number + 1);
  });

  it('takes amounts typed in Chile (thousands dots, decimal comma) beside the dot form, exactly', async () => {
    const { additional } = await create({
      code: 'AD-CL',
      direct_cost: '1.250.000,50',
      general_expenses: '150000,2',
      utility: '99.999',
    });
    const created = await shown(additional.id);
    expect(created.revisions[0]).toMatchObject({
      direct_cost: 1250000.5,
      general_expenses: 150000.2,
      utility: 99999,
      total_requested: 1499999.7,
    });
    expect((await revise(additional.id, stage.jefe, { direct_cost: '1250000.55', utility: '0,05' })).status).toBe(200);
    expect((await shown(additional.id)).revisions[1]).toMatchObject({ total_requested: 1400000.6 });
  });

  it('answers every wrong field of the creation form with its message', async () => {
    const answer = await stage.server.form(
      '/additionals/create',
      creationForm({ code: ' ', title: '', especialidades: '[]', direct_cost: '12,345', utility: '' }),
      stage.jefe,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { field: 'code', message: 'Campo requerido' },
      { field: 'especialidades', message: 'Campo requerido' },
      { field: 'title', message: 'Campo requerido' },
      { field: 'direct_cost', message: 'El monto puede tener 2 decimales, formato XXXXXX.XX' },
      { field: 'utility', message: 'Campo requerido' },
    ]);
    const revision = await revise((await create()).additional.id, stage.jefe, {
      description: '<p></p>',
      currency_id: 3,
    });
    expect(revision.status).toBe(400);
    expect(revision.body.errors).toEqual([
      { field: 'currency_id', message: 'Campo requerido' },
      { field: 'description', message: 'Por favor escribe una descripción. Este campo no puede estar vacio.' },
    ]);
  });

  it('takes revisions from the Jefe OT, refuses them to the ITO, and follows who must respond', async () => {
    const { additional } = await create();
    const refused = await revise(additional.id, stage.ito);
    expect(refused).toMatchObject({ status: 403, body: { message: 'Un usuario ITO no puede ingresar revisiones.' } });
    const note = { name: 'detalle.txt', content: Buffer.from('armadura'), type: 'text/plain' };
    const added = await stage.server.form(
      '/additionals/addRevision',
      {
        additional_id: additional.id,
        currency_id: 1,
        direct_cost: '1200000',
        general_expenses: '150000',
        utility: '100000.5',
        description: '<p>Se ajusta la cubicación.</p>',
      },
      stage.jefe,
      { 'files[]': note },
    );
    expect(added.status).toBe(200);
    const revisionId = (added.body.new_revision as { id: string }).id;
    const revised = await shown(additional.id);
    expect(revised).toMatchObject({
      revisions_count: 2,
      response_status: 1,
      last_revision: { id: revisionId, revision: 2, total_requested: 1450000.5 },
    });
    expect(revised.revisions.map((revision) => revision.revision)).toEqual([1, 2]);
    expect(revised.revisions[1]!.attachments.map((entry) => entry.file.name)).toEqual(['detalle.txt']);

    // Spec 4: an ITO asking to cancel asks to annul; then the Jefe OT must respond.
    const asked = await changeStatus(additional.id, 4, stage.ito);
    expect(asked.body.additional).toMatchObject({
      status: 3,
      statustext: 'Solicita Anular',
      response_status: 2,
      my_turn: false,
    });
    expect(await shown(additional.id, stage.jefe)).toMatchObject({ response_status: 2, my_turn: true });
    const accepted = await changeStatus(additional.id, 2, stage.ito);
    expect(accepted.body.additional).toMatchObject({
      status: 2,
      statustext: 'Aceptado',
      approved_status: true,
      response_status: null,
      approved_status_change: { created_at: expect.any(String) },
      ended_at: expect.any(String),
    });
    expect(await changeStatus(additional.id, 4, stage.jefe)).toMatchObject({
      status: 409,
      body: { message: 'El adicional está aceptado o cancelado: ya no admite cambios.' },
    });
    expect((await revise(additional.id, stage.jefe)).status).toBe(409);
  });

  it('leaves acceptance to the ITO: the Jefe OT who proposed it may ask to annul or cancel, never accept', async () => {
    const { additional } = await create();
    const onlyIto = { status: 403, body: { code: 403, message: 'Solo el ITO puede aceptar un adicional.' } };
    expect(await changeStatus(additional.id, 2, stage.jefe)).toMatchObject(onlyIto);
    expect(await revise(additional.id, stage.jefe, { new_status: 2 })).toMatchObject(onlyIto);
    expect(await shown(additional.id)).toMatchObject({ status: 1, revisions_count: 1, can: { accept: false } });
    expect(await shown(additional.id, stage.ito)).toMatchObject({ can: { accept: true } });
    // Asking to annul stays the Jefe OT's, with its reason; the ITO still may accept then.
    expect(await changeStatus(additional.id, 3, stage.jefe, '  ')).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'reason', message: 'Indica el motivo para anular el adicional.' }] },
    });
    expect((await changeStatus(additional.id, 3, stage.jefe, ` ${ANNULMENT_REASON}\n`)).body.additional).toMatchObject({
      status: 3,
      annulment_reason: ANNULMENT_REASON,
    });
    expect(await shown(additional.id, stage.ito)).toMatchObject({
      can: { accept: true },
      annulment_reason: ANNULMENT_REASON,
    });
    const history = await stage.server.call(
      '/history/get',
      { item_type: 'additional', item_id: additional.id },
      stage.ito,
    );
    expect((history.body.events as Array<{ summary: string }>).at(-1)!.summary).toBe(
      `Javiera Soto (Jefe OT) cambió el estado a Solicita Anular: «${ANNULMENT_REASON}»`,
    );
  });

  it('lists with filters and order, through GET query parameters and a POST body alike', async () => {
    const increase = await create({ type: 2, especialidades: JSON.stringify([3]), title: 'Aumento de radier' });
    const ended = await create({ type: 3, title: 'Disminución de pavimento' });
    await changeStatus(ended.additional.id, 2, stage.ito);
    const post = (body: Record<string, unknown>) =>
      stage.server.call('/additionals/list', { project_id: PROJECT, ...body }, stage.ito).then((answer) => answer.body);
    const all = await post({});
    expect(all.total_additional).toBe((all.additional as unknown[]).length);
    expect((all.additional as Additional[])[0]!.id).toBe(ended.additional.id);
    const oldest = await post({ order: 4 });
    expect((oldest.additional as Additional[])[0]!.number).toBe(1);
    const types = await post({ filtered_types: [2] });
    expect((types.additional as Additional[]).map((entry) => entry.id)).toEqual([increase.additional.id]);
    const viaGet = await get(
      '/additionals/list',
      `project_id=${PROJECT}&filtered_types=2&statuses=1&statuses=3&page=1`,
      stage.ito,
    );
    expect(viaGet.status).toBe(200);
    expect((viaGet.body.additional as Additional[]).map((entry) => entry.id)).toEqual([increase.additional.id]);
    const bySpecialty = await get('/additionals/list', `project_id=${PROJECT}&filtered_specialties=[3]`, stage.ito);
    expect((bySpecialty.body.additional as Additional[]).map((entry) => entry.id)).toEqual([increase.additional.id]);
    const accepted = await post({ statuses: [2] });
    expect((accepted.additional as Additional[]).every((entry) => entry.status === 2)).toBe(true);
    expect((accepted.additional as Additional[]).map((entry) => entry.id)).toContain(ended.additional.id);
    const itoTurn = await post({ filtered_responsable: [1] });
    expect((itoTurn.additional as Additional[]).every((entry) => entry.response_status === 1)).toBe(true);
    expect((await post({ filtered_responsable: [2], statuses: [1] })).total_additional).toBe(0);
  });

  it("keeps each reader's seen mark, edits, and lets only the creator delete", async () => {
    const { additional } = await create();
    expect(
      (await stage.server.call('/additionals/setSeenStatus', { additional_id: additional.id, status: 1 }, stage.ito))
        .status,
    ).toBe(200);
    await stage.server.call('/additionals/setSeenStatus', { additional_id: additional.id, status: 2 }, stage.ito);
    expect(await shown(additional.id, stage.ito)).toMatchObject({ seen_by_me: { seen_status: 2 }, prev_seen_by_me: 1 });
    expect(await shown(additional.id, stage.jefe)).toMatchObject({ seen_by_me: null });
    const updated = await stage.server.call(
      '/additionals/update',
      {
        id: additional.id,
        priority: 3,
        critical_date: '2026-12-24',
        subscribe_status: true,
        subscribe_status_mail: true,
        reminder: [4],
        reminder_repeatable: false,
      },
      stage.jefe,
    );
    expect(updated.body.additional).toMatchObject({
      priority: 3,
      critical_date: '2026-12-24',
      user_subscribed: { subscribed: true, by_email: true },
      user_reminders: [{ day_number: 4, repeatable: false }],
    });
    expect(await stage.server.call('/additionals/delete', { additional_id: additional.id }, stage.ito)).toMatchObject({
      status: 403,
      body: { message: 'Solo el creador puede eliminar el adicional.' },
    });
    expect((await stage.server.call('/additionals/delete', { additional_id: additional.id }, stage.jefe)).status).toBe(
      200,
    );
    expect((await detail(additional.id)).status).toBe(404);
  });

  it('is raised from a possible additional of the project, and refuses any other task', async () => {
    const taskForm = (possible: boolean) => ({
      project_id: PROJECT,
      title: 'Posible aumento de fundaciones',
      code_id: 1,
      description: '<p>El suelo no es el del estudio.</p>',
      responsable: 'demo-jefe-ot',
      participants: JSON.stringify(['demo-ito']),
      is_posible_additional: String(possible),
    });
    const possible = (await stage.server.form('/tasks/create', taskForm(true), stage.jefe)).body.task as {
      id: string;
      number: number;
    };
    const plain = (await stage.server.form('/tasks/create', taskForm(false), stage.jefe)).body.task as { id: string };
    const { additional } = await create({ task_id: possible.id });
    expect((await shown(additional.id)).from_task).toEqual({
      id: possible.id,
      number: possible.number,
      title: 'Posible aumento de fundaciones',
    });
    expect(
      await stage.server.form('/additionals/create', creationForm({ task_id: plain.id }), stage.jefe),
    ).toMatchObject({
      status: 400,
      body: { message: 'La tarea no es un posible adicional de este proyecto.' },
    });
  });

  it('takes larger files through the upload center (types 5 and 6)', async () => {
    const { additional, additional_revision: revision } = await create();
    const big = Buffer.alloc(5000, 'a');
    const upload = (fields: Record<string, string | number>, token: string) =>
      stage.server.form('/files/upload', { project_id: PROJECT, ...fields }, token, {
        file: { name: 'memoria.txt', content: big, type: 'text/plain' },
      });
    expect((await upload({ type: 5, additional_id: additional.id }, stage.jefe)).status).toBe(200);
    const ids = { additional_id: additional.id, additional_revision_id: revision.id };
    expect((await upload({ type: 6, ...ids }, stage.jefe)).status).toBe(200);
    expect((await upload({ type: 6, ...ids, additional_revision_id: 'otra' }, stage.jefe)).status).not.toBe(200);
    // The field professional may read it but neither revise it nor created it.
    expect((await upload({ type: 5, additional_id: additional.id }, stage.terreno)).status).not.toBe(200);
    const first = (await shown(additional.id)).revisions[0]!;
    expect(first.attachments.map((entry) => entry.file.name)).toEqual(['memoria.txt', 'memoria.txt']);
  });

  it('e-mails a copy to each address in copy_to', async () => {
    const copyTo = JSON.stringify([{ email: 'mandante@inmobiliaria.cl', name: 'Mandante' }]);
    const { additional } = await create({ title: 'Cierre perimetral adicional', copy_to: copyTo });
    const copies = await outboxTo(stage, 'mandante@inmobiliaria.cl');
    expect(copies).toHaveLength(1);
    expect(copies[0]!.subject).toMatch(/^\[[^\]]+\] Copia de Adicional Nº \d+: Cierre perimetral adicional$/);
    expect(copies[0]!.text).toContain(`/adicionales?additional=${additional.id}`);
  });

  it('exports a real workbook', async () => {
    await create({ title: 'Muro de contención' });
    const url = String(
      (await stage.server.call('/exports/exportAdditionalsByProject', { project_id: PROJECT }, stage.jefe)).body.url,
    );
    const response = await fetch(`${stage.server.url}${url}`);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const rows = workbook.getWorksheet('Adicionales')!.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]!.slice(1, 5)).toEqual(['Nº', 'Código', 'Título', 'Tipo']);
    const wall = rows.find((row) => row[3] === 'Muro de contención')!;
    expect(wall.slice(10, 12)).toEqual(['CLP', 1250000.3]);
  });

  it('answers statistics per type and status, per week and the mean response days, and the module light', async () => {
    const statistics = await get('/additionals/getStatistics', `project_id=${PROJECT}`, stage.ito);
    expect(statistics.status).toBe(200);
    const body = statistics.body as {
      by_type_and_status: Array<{
        type: number;
        status: number;
        currency_id: number;
        count: number;
        total_requested: number;
      }>;
      per_week: Array<{ week: string; created: number; solved: number }>;
      average_response_days: number;
    };
    const list = await stage.server.call('/additionals/list', { project_id: PROJECT }, stage.ito);
    const count = body.by_type_and_status.reduce((sum, entry) => sum + entry.count, 0);
    expect(count).toBe(list.body.total_additional);
    expect(body.by_type_and_status).toContainEqual(
      expect.objectContaining({
        type: 1,
        status: 2,
        statustext: 'Aceptado',
        currency_id: 1,
        count: 1,
        total_requested: 1450000.5,
      }),
    );
    expect(body.per_week).toHaveLength(1);
    expect(body.per_week[0]!.week).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${body.per_week[0]!.week}T12:00:00Z`).getUTCDay()).toBe(1);
    expect(body.per_week[0]!.created).toBe(count);
    expect(body.per_week[0]!.solved).toBe(2);
    expect(body.average_response_days).toBe(0);
    expect((await stage.server.call('/additionals/getModuleStatus', { project_id: PROJECT }, stage.ito)).body).toEqual({
      code: 200,
      status: 0,
    });
  });

  it('refuses a member without view_additionals (403) and answers 404 outside the project', async () => {
    const { additional } = await create();
    const { body } = await stage.server.call(
      '/user/getCapabilitiesByUserProject',
      { user_id: 'demo-terreno', project_id: PROJECT },
      stage.admin,
    );
    const capabilities = (body.user_project as { capabilities: string[] }).capabilities;
    const revoked = await stage.server.call(
      '/user/setCapabilitiesByUserProject',
      {
        user_id: 'demo-terreno',
        project_id: PROJECT,
        capabilities: capabilities.filter((capability) => capability !== 'view_additionals'),
      },
      stage.admin,
    );
    expect(revoked.status).toBe(200);
    expect(await stage.server.call('/additionals/list', { project_id: PROJECT }, stage.terreno)).toMatchObject({
      status: 403,
    });
    expect(await detail(additional.id, stage.terreno)).toMatchObject({
      status: 403,
      body: { message: 'No tienes permiso para ver este adicional.' },
    });
    expect(
      (await stage.server.call('/exports/exportAdditionalsByProject', { project_id: PROJECT }, stage.terreno)).status,
    ).toBe(403);
    expect((await stage.server.call('/additionals/getStatistics', { project_id: PROJECT }, stage.terreno)).status).toBe(
      403,
    );
    expect((await detail('no-existe', stage.ito)).status).toBe(404);
    expect((await stage.server.call('/additionals/list', { project_id: 'otro-proyecto' }, stage.ito)).status).toBe(404);
    await stage.server.call(
      '/user/setCapabilitiesByUserProject',
      { user_id: 'demo-terreno', project_id: PROJECT, capabilities },
      stage.admin,
    );
  });

  it('shows the demo additionals on first start', async () => {
    const demo = await stage.server.call('/additionals/list', { project_id: 'demo-aromos', order: 4 }, stage.jefe);
    expect(demo.body.total_additional).toBe(3);
    expect(demo.body.additional).toMatchObject([
      { number: 1, code: 'AD-001', status: 2, revisions_count: 2, last_revision: { currency_info: { code: 'UF' } } },
      { number: 2, code: 'AD-002', status: 1, response_status: 1, revisions_count: 1 },
      { number: 3, code: 'AD-003', status: 3, response_status: 2, revisions_count: 2 },
    ]);
  });

  it('answers where every peso came from, the private possible additional only to its readers', async () => {
    const likely = await stage.server.form(
      '/additionals/createAdditionalLikely',
      {
        project_id: PROJECT,
        title: 'Muro de contención adicional',
        description: '<p>El talud cedió con las lluvias.</p>',
        priority: 2,
        responsable: 'demo-ito',
        participants: JSON.stringify(['demo-terreno']),
        private: 'true',
      },
      stage.jefe,
    );
    expect(likely.body).toMatchObject({ code: 200 });
    const task = likely.body.task as { id: string; number: number };
    // 'Enviar a RDI' publishes the task: it goes public, and once sent its creator makes it private again.
    const privacy = (value: boolean) => stage.server.call('/tasks/update', { id: task.id, private: value }, stage.jefe);
    expect((await privacy(false)).status).toBe(200);
    const rdi = await stage.server.form(
      '/rdi/create',
      {
        project_id: PROJECT,
        title: 'Muro de contención adicional',
        description: '<p>¿Se aprueba el muro?</p>',
        especialidades: JSON.stringify([1]),
        subject_id: 1,
        task_id: task.id,
      },
      stage.jefe,
    );
    expect(rdi.status).toBe(200);
    expect((await privacy(true)).status).toBe(200);
    const { additional } = await create({ title: 'Muro de contención', task_id: task.id });
    expect((await changeStatus(additional.id, 2, stage.ito)).status).toBe(200);
    const paid = await stage.server.call(
      '/additionals/newPaymentStatus',
      { project_id: PROJECT, additionals_included: [additional.id], progress: 0.355, description: 'Avance muro' },
      stage.jefe,
    );
    expect(paid.status).toBe(200);

    const seen = (await shown(additional.id)) as Detail & Record<string, unknown>;
    expect(seen.payment_statuses).toMatchObject([{ number: 1, status: 1, progress: 0.355, amount: 443750.11 }]);
    expect(seen.lineage).toMatchObject({
      possible_additional: { id: task.id, number: task.number, title: 'Muro de contención adicional' },
      rdi: { id: (rdi.body.rdi as { id: string }).id, title: 'Muro de contención adicional' },
      revisions: [{ revision: 1, total_requested: 1250000.3 }],
      payment_statuses: [
        { number: 1, base: 1250000.3, progress: 0.355, amount: 443750.11, steps: [{ kind: 'created' }] },
      ],
    });
    const outsider = (await detail(additional.id, stage.admin)).body.additional as Record<string, unknown>;
    expect(outsider).toMatchObject({
      from_task: null,
      lineage: { possible_additional: null, revisions: [{ revision: 1 }] },
    });
  });
});
