import ExcelJS from 'exceljs';
import { demoStage } from '../support/demo-stage';

const P = 'demo-aromos';
const JEFE = 'demo-jefe-ot';
const ITO = 'demo-ito';
const TERRENO = 'demo-terreno';

type Task = Record<string, unknown> & { id: string; number: number; status: number };
type Listing = { data: Task[]; total_tasks: number };

describe('Possible additionals API (tasks flagged is_posible_additional)', () => {
  const stage = demoStage();
  const form = (overrides: Record<string, string | number> = {}) => ({
    project_id: P,
    title: 'Refuerzo de losa por nueva carga',
    description: '<p>La sala de máquinas pesa más de lo previsto</p>',
    priority: 2,
    responsable: ITO,
    participants: JSON.stringify([TERRENO]),
    critical_date: '2026-12-15',
    subtareas: JSON.stringify([{ title: 'Pedir memoria de cálculo', date_added: '2026-11-24' }]),
    is_posible_additional: 'true',
    ...overrides,
  });
  const create = async (overrides: Record<string, string | number> = {}, token = stage.jefe) => {
    const answer = await stage.server.form('/additionals/createAdditionalLikely', form(overrides), token);
    expect(answer.status).toBe(200);
    return answer.body.task as Task;
  };
  /** A query call made as the spec makes it: GET with its payload in the query. */
  const get = async (path: string, query: Record<string, string | string[]>, token: string) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      for (const entry of [value].flat()) params.append(key, entry);
    }
    const response = await fetch(`${stage.server.url}/api${path}?${params}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const listed = async (query: Record<string, string | string[]>, token: string) => {
    const answer = await get('/additionals/listAdditionalLikely', { project_id: P, ...query }, token);
    expect(answer.status).toBe(200);
    return answer.body as unknown as Listing;
  };
  const ids = (listing: { data: Task[] }) => listing.data.map((task) => task.id);

  it('creates one with a participant, a checklist and an inline file, as a task without a code', async () => {
    const note = { name: 'carga.txt', content: Buffer.from('Sala de máquinas: 4 t\n'), type: 'text/plain' };
    const answer = await stage.server.form('/additionals/createAdditionalLikely', form(), stage.jefe, {
      'files[]': note,
    });
    expect(answer.status).toBe(200);
    const task = answer.body.task as Task;
    expect(task).toMatchObject({
      title: 'Refuerzo de losa por nueva carga',
      is_posible_additional: true,
      status: 1,
      priority: 2,
      code: null,
      code_id: null,
      critical_date: '2026-12-15',
      created_by_user: { id: JEFE, name: 'Javiera Soto' },
      responsable: ITO,
      participants: [expect.objectContaining({ id: TERRENO })],
      checklists: [expect.objectContaining({ description: 'Pedir memoria de cálculo', completed: false })],
      rdi_relation: null,
    });
    expect((task.attachments as Array<{ file: { name: string } }>).map((entry) => entry.file.name)).toEqual([
      'carga.txt',
    ]);
    // Numbered with the project's tasks.
    const next = await create({ title: 'Cambio de tabiquería en piso 2' });
    expect(next.number).toBe(task.number + 1);
  });

  it('asks for the title, the responsible and the participants (spec 5), and no code', async () => {
    const answer = await stage.server.form(
      '/additionals/createAdditionalLikely',
      form({ title: '', responsable: '', participants: '[]' }),
      stage.jefe,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(
      expect.arrayContaining(['title', 'responsable'].map((field) => ({ field, message: 'Campo requerido' }))),
    );
    // Participants are asked of a public one once the form is whole (a private one has none).
    const alone = await stage.server.form(
      '/additionals/createAdditionalLikely',
      form({ participants: '[]' }),
      stage.jefe,
    );
    expect(alone).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'participants', message: 'Campo requerido' }] },
    });
    const coded = await stage.server.form('/additionals/createAdditionalLikely', form({ code_id: 1 }), stage.jefe);
    expect(coded.status).toBe(400);
  });

  it('lists them with creator and responsible filters, by GET query and by POST JSON alike', async () => {
    const byJefe = await create({ title: 'Ampliación de shaft' });
    const byTerreno = await create({ title: 'Muro adicional en bodega', responsable: JEFE }, stage.terreno);
    const mine = await listed({ filtered_creator_users: TERRENO }, stage.jefe);
    expect(ids(mine)).toContain(byTerreno.id);
    expect(ids(mine)).not.toContain(byJefe.id);
    expect(mine.total_tasks).toBe(mine.data.length);
    const card = mine.data.find((task) => task.id === byTerreno.id)!;
    expect(card).toMatchObject({
      number: byTerreno.number,
      priority: 2,
      private: false,
      seen: null,
      seen_by_me: null,
      created_by: TERRENO,
      created_by_user: { id: TERRENO },
      userjob: { userjobtype: { name: expect.any(String) } },
      responsable: JEFE,
      responsable_user: { name: 'Javiera Soto' },
      responsablejob: { userjobtype: { name: 'Jefe OT' } },
      title: 'Muro adicional en bodega',
      critical_date: '2026-12-15',
      status: 1,
      lightstatus: expect.any(Number),
      waitingtime: expect.any(Number),
    });
    const toIto = await stage.server.call(
      '/additionals/listAdditionalLikely',
      { project_id: P, filtered_resp_users: [ITO], page: 1 },
      stage.jefe,
    );
    expect(toIto.status).toBe(200);
    const posted = toIto.body as unknown as Listing;
    expect(ids(posted)).toContain(byJefe.id);
    expect(ids(posted)).not.toContain(byTerreno.id);
    // Both filters, the GET with repeated keys: the Jefe OT's possible additionals to the ITO.
    const both = await listed({ filtered_creator_users: [JEFE, ITO], filtered_resp_users: [ITO] }, stage.jefe);
    expect(ids(both)).toEqual(ids(posted).filter((id) => both.data.some((task) => task.id === id)));
    expect(both.data.every((task) => task.created_by === JEFE && task.responsable === ITO)).toBe(true);
    const byNumber = await listed({ order: '4' }, stage.jefe);
    const numbers = byNumber.data.map((task) => task.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const refused = await get('/additionals/listAdditionalLikely', { project_id: P, status: '2' }, stage.jefe);
    expect(refused.status).toBe(400);
  });

  it('keeps a private one to its creator and responsible, in lists and in the detail', async () => {
    const secret = await create({ title: 'Presupuesto reservado', responsable: JEFE, private: 'true' }, stage.terreno);
    expect(ids(await listed({}, stage.jefe))).toContain(secret.id);
    expect(ids(await listed({}, stage.terreno))).toContain(secret.id);
    expect(ids(await listed({}, stage.ito))).not.toContain(secret.id);
    const hidden = await get('/additionals/getAdditionalLikely', { additional_likely_id: secret.id }, stage.ito);
    expect(hidden).toMatchObject({ status: 404, body: { message: 'El posible adicional no existe.' } });
  });

  it('answers one by id (GET and POST), and no ordinary task', async () => {
    const created = await create({ title: 'Impermeabilización de jardinera' });
    const byGet = await get('/additionals/getAdditionalLikely', { additional_likely_id: created.id }, stage.ito);
    expect(byGet.status).toBe(200);
    expect(byGet.body.task).toMatchObject({ id: created.id, is_posible_additional: true });
    const byPost = await stage.server.call(
      '/additionals/getAdditionalLikely',
      { additional_likely_id: created.id },
      stage.ito,
    );
    expect(byPost.body.task).toEqual(byGet.body.task);
    const task = await stage.server.form(
      '/tasks/create',
      { ...form({ title: 'Consulta común' }), is_posible_additional: 'false', code_id: 1 },
      stage.jefe,
    );
    const ordinary = (task.body.task as Task).id;
    const missing = await get('/additionals/getAdditionalLikely', { additional_likely_id: ordinary }, stage.jefe);
    expect(missing.status).toBe(404);
  });

  it('closes with the note «Posible adicional cerrado por usuario», then lists it as finished', async () => {
    const created = await create({ title: 'Baranda adicional en escalera' });
    const replied = await stage.server.form(
      '/tasks/addInteraction',
      { task_id: created.id, message: '<p>Cotizando</p>', is_response: 'false' },
      stage.ito,
    );
    expect(replied.status).toBe(200);
    expect((await stage.server.call('/tasks/close', { task_id: created.id }, stage.jefe)).status).toBe(200);
    const { task } = (
      await stage.server.call('/additionals/getAdditionalLikely', { additional_likely_id: created.id }, stage.jefe)
    ).body as { task: Task & { interactions: Array<{ message: string }> } };
    expect(task.status).toBe(3);
    expect(task.interactions.map((interaction) => interaction.message)).toEqual([
      '<p>Cotizando</p>',
      'Posible adicional cerrado por usuario',
    ]);
    expect(ids(await listed({ status: '3' }, stage.jefe))).toContain(created.id);
    expect(ids(await listed({ status: '1' }, stage.jefe))).not.toContain(created.id);
    // Left out, the status is both: finished ones show with their chip.
    const all = await listed({}, stage.jefe);
    expect(all.data.find((entry) => entry.id === created.id)).toMatchObject({ status: 3 });
  });

  it('stays out of every Consultas list and count, and is still found by the search', async () => {
    const created = await create({ title: 'Losa colaborante extraordinaria' });
    const tasksList = await stage.server.call('/tasks/list', { project_id: P, status: 1 }, stage.jefe);
    const consultas = tasksList.body as unknown as Listing;
    expect(ids(consultas)).not.toContain(created.id);
    expect(consultas.data.every((task) => task.code !== null)).toBe(true);
    for (const path of ['/tasks/listCreated', '/tasks/listPending']) {
      const column = (
        await stage.server.call(path, { project_id: P }, path === '/tasks/listCreated' ? stage.jefe : stage.ito)
      ).body;
      expect(ids(column as unknown as Listing)).not.toContain(created.id);
    }
    const byUser = (await stage.server.call('/tasks/listByUser', { project_id: P }, stage.jefe)).body.data as Array<{
      user: { id: string };
      total: number;
      tasks: Task[];
    }>;
    const itoEntry = byUser.find((entry) => entry.user.id === ITO);
    expect(itoEntry?.tasks.map((task) => task.id) ?? []).not.toContain(created.id);
    expect(itoEntry?.total ?? 0).toBe(itoEntry?.tasks.length ?? 0);
    const exported = await stage.server.call('/exports/exportTasksByProject', { project_id: P }, stage.jefe);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await fetch(`${stage.server.url}${String(exported.body.url)}`)).arrayBuffer());
    const titles = (workbook.getWorksheet('Tareas')!.getSheetValues().filter(Boolean) as unknown[][]).map(
      (row) => row[2],
    );
    expect(titles).toContain('Consulta común');
    expect(titles).not.toContain('Losa colaborante extraordinaria');
    const search = await stage.server.call('/general/search', { project_id: P, search: 'colaborante' }, stage.ito);
    expect((search.body.tasks as Task[]).map((task) => task.id)).toEqual([created.id]);
  });

  it("'Enviar a RDI' links the RDI and the possible additional both ways", async () => {
    const created = await create({ title: 'Sobrecimiento adicional' });
    const rdi = await stage.server.form(
      '/rdi/create',
      {
        project_id: P,
        title: 'Sobrecimiento adicional',
        description: '<p>¿Se aprueba el sobrecimiento?</p>',
        especialidades: JSON.stringify([2]),
        subject_id: 1,
        task_id: created.id,
      },
      stage.jefe,
    );
    expect(rdi.status).toBe(200);
    const { id, number } = rdi.body.rdi as Task;
    expect(rdi.body.rdi).toMatchObject({ task_relation: { task: { id: created.id, number: created.number } } });
    const again = await get('/additionals/getAdditionalLikely', { additional_likely_id: created.id }, stage.ito);
    expect(again.body.task).toMatchObject({ rdi_relation: { rdi: { id, number, title: 'Sobrecimiento adicional' } } });
  });
});
