import ExcelJS from 'exceljs';
import { FixedClock } from '../../services/platform/clock/clock.port';
import { eventually } from '../support/eventually';
import { listenLive } from '../support/live-listener';
import { appendEvents, type Happened, type TaskCreatedData, taskCreatedData, taskEvent } from '../support/task-events';
import { startTestServer, type TestServer } from '../support/test-server';

const P = 'demo-aromos';
const JEFE = 'demo-jefe-ot';
const ITO = 'demo-ito';
const TERRENO = 'demo-terreno';
/** Noon in Santiago. */
const NOW = new Date('2026-11-24T15:00:00.000Z');

const created = (
  fields: Partial<TaskCreatedData> & Pick<TaskCreatedData, 'taskId' | 'number' | 'title' | 'responsibleId'>,
  by: string,
  at: string,
): Happened =>
  taskEvent(
    {
      type: 'TaskCreated',
      data: taskCreatedData({ projectId: P, description: '<p>Detalle</p>', createdBy: by, ...fields }),
    },
    by,
    at,
  );
const of = (taskId: string) => ({ taskId, projectId: P });

/** 55 plain tasks, numbers 6 to 60: Terreno asks, the Jefe OT answers. */
const FILLERS = Array.from({ length: 55 }, (_, i) =>
  created(
    { taskId: `f${i + 6}`, number: i + 6, title: 'Revisión de terminaciones', responsibleId: JEFE },
    TERRENO,
    `2026-11-24T12:${String(i).padStart(2, '0')}:00.000Z`,
  ),
);

const HISTORY: Happened[] = [
  created(
    {
      taskId: 't1',
      number: 1,
      title: 'Cota de losa eje B',
      responsibleId: ITO,
      codeId: 1,
      criticalDate: '2026-11-25',
      checklist: [{ id: 'k1', description: 'Medir' }],
    },
    JEFE,
    '2026-11-10T15:00:00.000Z',
  ),
  taskEvent(
    {
      type: 'TaskInteractionAdded',
      data: {
        ...of('t1'),
        interactionId: 'i1',
        authorId: ITO,
        message: 'La cota es +3,20',
        isResponse: true,
        fileIds: [],
      },
    },
    ITO,
    '2026-11-21T15:00:00.000Z',
  ),
  taskEvent(
    { type: 'TaskSeenStatusSet', data: { ...of('t1'), userId: ITO, status: 1 } },
    ITO,
    '2026-11-21T15:00:00.000Z',
  ),
  created(
    {
      taskId: 't2',
      number: 2,
      title: 'Humedad en muro del subterráneo',
      description: '<p>Se observa humedad bajo la cota del radier</p>',
      responsibleId: JEFE,
      priority: 3,
      codeId: 2,
    },
    ITO,
    '2026-11-20T15:00:00.000Z',
  ),
  created(
    {
      taskId: 't3',
      number: 3,
      title: 'Multa por atraso del subcontrato',
      responsibleId: ITO,
      priority: 2,
      private: true,
    },
    JEFE,
    '2026-11-22T15:00:00.000Z',
  ),
  created(
    { taskId: 't4', number: 4, title: 'Cota de fundación', responsibleId: ITO, priority: 2, codeId: 1 },
    TERRENO,
    '2026-11-23T12:00:00.000Z',
  ),
  taskEvent(
    {
      type: 'TaskInteractionAdded',
      data: {
        ...of('t4'),
        interactionId: 'i2',
        authorId: ITO,
        message: 'Consulta cerrada por usuario',
        isResponse: false,
        fileIds: [],
      },
    },
    ITO,
    '2026-11-23T20:00:00.000Z',
  ),
  taskEvent({ type: 'TaskClosed', data: of('t4') }, ITO, '2026-11-23T20:00:00.000Z'),
  created(
    { taskId: 't5', number: 5, title: 'Sueldos de la cuadrilla', responsibleId: TERRENO, private: true },
    JEFE,
    '2026-11-23T13:00:00.000Z',
  ),
  taskEvent({ type: 'TaskClosed', data: of('t5') }, TERRENO, '2026-11-24T14:00:00.000Z'),
  ...FILLERS,
];

type Card = Record<string, unknown> & { number: number };

describe('task listings API (lists, Mis Tareas, by user, similar items, export), private tasks kept private', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer({ clock: new FixedClock(NOW) });
    tokens[JEFE] = await server.login('jefe.ot@faena.cl');
    tokens[ITO] = await server.login('ito@faena.cl');
    tokens[TERRENO] = await server.login('terreno@faena.cl');
    await appendEvents(server, HISTORY);
  });
  afterAll(() => server.close());

  const call = async (path: string, body: Record<string, unknown>, as: string) => {
    const answer = await server.call(path, { project_id: P, ...body }, tokens[as]);
    expect(answer).toEqual({ status: 200, body: expect.objectContaining({ code: 200 }) });
    return answer.body as Record<string, unknown> & { data: unknown; total?: number; total_tasks?: number };
  };
  const list = async (body: Record<string, unknown>, as = JEFE) => {
    const answer = await call('/tasks/list', { status: 1, ...body }, as);
    return { ...answer, numbers: (answer.data as Card[]).map((task) => task.number) };
  };
  const numbers = (cards: unknown) => (cards as Card[]).map((task) => task.number);

  it('pages the project listing 50 at a time, newest first by default, with its counts', async () => {
    const first = await list({});
    expect(first).toMatchObject({ status: 1, count: 2, total_tasks: 58 });
    expect(first.numbers).toHaveLength(50);
    expect(first.numbers.slice(0, 3)).toEqual([60, 59, 58]);
    const second = await list({ page: 2 });
    expect(second.numbers).toEqual([10, 9, 8, 7, 6, 3, 2, 1]);
    expect((await list({ status: 3 })).numbers).toEqual([5, 4]);
  });

  it('never lists a private task to anyone but its creator and responsible, in pages or totals', async () => {
    const terreno = [...(await list({}, TERRENO)).numbers, ...(await list({ page: 2 }, TERRENO)).numbers];
    expect(terreno).not.toContain(3);
    expect((await list({}, TERRENO)).total_tasks).toBe(57);
    expect((await list({ search: 'multa' }, TERRENO)).total_tasks).toBe(0);
    expect((await list({ search: 'multa' }, ITO)).numbers).toEqual([3]);
    expect((await list({ status: 3 }, ITO)).numbers).toEqual([4]);
    expect((await list({ status: 3 }, TERRENO)).numbers).toEqual([5, 4]);
  });

  it('filters by responsible, creator and code, and orders by priority and number both ways', async () => {
    const byIto = { filtered_resp_users: [ITO] };
    expect((await list({ ...byIto, order: 1 })).numbers).toEqual([3, 1]);
    expect((await list({ ...byIto, order: 2 })).numbers).toEqual([1, 3]);
    expect((await list({ ...byIto, order: 3 })).numbers).toEqual([3, 1]);
    expect((await list({ ...byIto, order: 4 })).numbers).toEqual([1, 3]);
    expect((await list(byIto, TERRENO)).numbers).toEqual([1]);
    expect((await list({ filtered_creator_users: [ITO] })).numbers).toEqual([2]);
    expect((await list({ filtered_creator_users: [JEFE], filtered_resp_users: [ITO, JEFE] })).numbers).toEqual([3, 1]);
    expect((await list({ filtered_code_ids: [1, 2] })).numbers).toEqual([2, 1]);
    expect((await list({ order: 1 })).numbers.slice(0, 3)).toEqual([2, 3, 60]);
  });

  it('searches by the starts of the words of the title or number, without minding accents or case', async () => {
    expect((await list({ search: 'COTA' })).numbers).toEqual([1]);
    expect((await list({ search: 'cota', status: 3 })).numbers).toEqual([4]);
    expect((await list({ search: 'subterraneo' })).numbers).toEqual([2]);
    // A number, or the numbers it begins.
    expect((await list({ search: '2' })).numbers).toEqual([29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 2]);
    expect((await list({ search: '60' })).numbers).toEqual([60]);
    // Every word begins a word of the title, in any order; other characters are no pattern.
    expect((await list({ search: 'eje cot (' })).numbers).toEqual([1]);
    expect((await list({ search: 'ota' })).numbers).toEqual([]);
  });

  it('answers each card with its people, jobs, code, seen marks, waiting and light at the clock’s now', async () => {
    const [card] = (await list({ search: 'losa' })).data as Card[];
    expect(card).toMatchObject({
      id: 't1',
      number: 1,
      title: 'Cota de losa eje B',
      description: 'Detalle',
      status: 1,
      private: false,
      created_by_user: { id: JEFE, name: expect.any(String) },
      userjob: { userjobtype: { name: 'Jefe OT' } },
      responsable: ITO,
      responsablejob: { userjobtype: { name: 'ITO' } },
      code: { id: 1, sku: expect.any(String), specialties: expect.any(String) },
      checklist: { total: 1, completed: 0 },
      seen: 1,
      seen_by_me: null,
      // Answered officially on the 21st: the creator has had it 3 days; the critical date is tomorrow.
      waiting_status: 1,
      waitingtime: 3,
      lightstatus: 1,
      near_deadline: true,
      critical_date: '2026-11-25',
    });
    const [asIto] = (await list({ search: 'losa' }, ITO)).data as Card[];
    expect(asIto?.seen_by_me).toBe(1);
    const [ended] = (await list({ status: 3, search: 'fundacion' })).data as Card[];
    expect(ended).toMatchObject({ status: 3, waiting_status: 2, ended_at: '2026-11-23T20:00:00.000Z', lightstatus: 0 });
  });

  it('fills the Mis Tareas columns, 10 a page, each in its own default order', async () => {
    expect(await call('/tasks/listPending', {}, ITO)).toMatchObject({ total: 2 });
    expect(numbers((await call('/tasks/listPending', {}, ITO)).data)).toEqual([1, 3]);
    expect(numbers((await call('/tasks/listPending', { order: 1 }, ITO)).data)).toEqual([3, 1]);
    expect(numbers((await call('/tasks/listPending', { order: 3 }, ITO)).data)).toEqual([3, 1]);
    expect(numbers((await call('/tasks/listCreated', {}, ITO)).data)).toEqual([2]);
    expect(numbers((await call('/tasks/listEnded', {}, ITO)).data)).toEqual([4]);
    expect(numbers((await call('/tasks/listEnded', {}, TERRENO)).data)).toEqual([5, 4]);
    const pending = await call('/tasks/listPending', { page: 6 }, JEFE);
    expect(pending.total).toBe(56);
    expect(numbers(pending.data)).toEqual([55, 56, 57, 58, 59, 60]);
    expect(numbers((await call('/tasks/listCreated', { order: 2 }, JEFE)).data)).toEqual([3, 1]);
    expect(numbers((await call('/tasks/listCreated', { search: 'multa' }, JEFE)).data)).toEqual([3]);
  });

  it('groups pending tasks by responsible with the indicators of the last 5 days, private ones only for their readers', async () => {
    const entries = (as: string) =>
      call('/tasks/listByUser', {}, as).then(
        (body) => body.data as Array<{ user: { id: string }; total: number; tasks: Card[]; indicators: unknown }>,
      );
    const forTerreno = await entries(TERRENO);
    const itoCard = forTerreno.find((entry) => entry.user.id === ITO)!;
    expect(itoCard).toMatchObject({ total: 1, indicators: { solution_speed: 0.2, waiting_time: 3 } });
    expect(numbers(itoCard.tasks)).toEqual([1]);
    const jefeCard = forTerreno.find((entry) => entry.user.id === JEFE)!;
    expect(jefeCard.total).toBe(56);
    expect(numbers(jefeCard.tasks)).toEqual([2, 60, 59, 58, 57, 56, 55, 54, 53, 52]);
    // Terreno closed the private task 5 today: only its creator and Terreno count it.
    expect(forTerreno.find((entry) => entry.user.id === TERRENO)).toBeUndefined();
    const forJefe = await entries(JEFE);
    expect(forJefe.find((entry) => entry.user.id === ITO)).toMatchObject({
      total: 2,
      indicators: { solution_speed: 0.2, waiting_time: 2.5 },
    });
    const onePage = await call('/tasks/listByUser', { user_id: JEFE, page: 6 }, TERRENO);
    expect(numbers((onePage.data as Array<{ tasks: Card[] }>)[0]!.tasks)).toEqual([11, 10, 9, 8, 7, 6]);
  });

  it('finds similar tasks by title, or title and description, best match first, never a private one of others', async () => {
    const similar = async (search: string, as: string, exclude_description = false) =>
      call('/general/searchSimilar', { search, exclude_description }, as);
    const both = await similar('cota de la losa', TERRENO);
    expect(both.rdis).toEqual([]);
    expect(numbers(both.tasks)).toEqual([1, 4, 2]);
    expect((both.tasks as Card[])[0]).toEqual({
      id: 't1',
      number: 1,
      title: 'Cota de losa eje B',
      description: 'Detalle',
      snippet: 'Detalle',
      seen_by_me: null,
    });
    expect(numbers((await similar('cota de la losa', TERRENO, true)).tasks)).toEqual([1, 4]);
    expect(numbers((await similar('multa por atraso', TERRENO)).tasks)).toEqual([]);
    expect(numbers((await similar('multa por atraso', ITO)).tasks)).toEqual([3]);
  });

  it('exports the tasks a user may see to a real workbook through a short signed link', async () => {
    const rows = async (as: string) => {
      const url = String((await call('/exports/exportTasksByProject', {}, as)).url);
      const response = await fetch(`${server.url}${url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('spreadsheetml');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await response.arrayBuffer());
      const sheet = workbook.getWorksheet('Tareas')!;
      return sheet.getSheetValues().filter(Boolean) as unknown[][];
    };
    const forTerreno = await rows(TERRENO);
    expect(forTerreno[0]!.slice(1, 4)).toEqual(['Nº', 'Título', 'Código']);
    expect(forTerreno).toHaveLength(1 + 59);
    expect(forTerreno.map((row) => row[2])).not.toContain('Multa por atraso del subcontrato');
    expect((await rows(JEFE)).map((row) => row[2])).toContain('Multa por atraso del subcontrato');
  });

  it('writes dates as real date cells in Chile’s time, in the one Chilean format', async () => {
    const url = String((await call('/exports/exportTasksByProject', {}, JEFE)).url);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await fetch(`${server.url}${url}`)).arrayBuffer());
    const sheet = workbook.getWorksheet('Tareas')!;
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['Creada', 'Fecha crítica', 'Finalizada']));
    const rowOf = (title: string) => {
      const found: ExcelJS.Row[] = [];
      sheet.eachRow((row) => row.getCell(2).value === title && found.push(row));
      return found[0]!;
    };
    const [created, critical, finished] = [9, 10, 11];

    // Given a task created at 15:00 UTC, noon in Santiago, with a critical date.
    const open = rowOf('Cota de losa eje B');
    // Then its cells are dates (Excel's, with no time zone) reading Chile's wall clock, not text.
    expect(open.getCell(created).value).toEqual(new Date(Date.UTC(2026, 10, 10, 12, 0)));
    expect(open.getCell(created).numFmt).toBe('dd-mm-yyyy hh:mm');
    expect(open.getCell(critical).value).toEqual(new Date(Date.UTC(2026, 10, 25)));
    expect(open.getCell(critical).numFmt).toBe('dd-mm-yyyy');
    expect(open.getCell(finished).value).toBeNull();

    // Given a task finished at 20:00 UTC: 17:00 in Santiago.
    const closed = rowOf('Cota de fundación');
    expect(closed.getCell(finished).value).toEqual(new Date(Date.UTC(2026, 10, 23, 17, 0)));
    expect(closed.getCell(finished).numFmt).toBe('dd-mm-yyyy hh:mm');
    expect(closed.getCell(critical).value).toBeNull();
  });

  it('drops a deleted task from every list', async () => {
    await appendEvents(server, [
      taskEvent({ type: 'TaskDeleted', data: of('f60') }, TERRENO, '2026-11-24T14:30:00.000Z'),
    ]);
    expect((await list({})).total_tasks).toBe(57);
    expect((await call('/tasks/listCreated', {}, TERRENO)).total).toBe(54);
  });

  it('refuses a member without the capability (403), and answers 404 for a project the user is not in', async () => {
    const missing = await server.call('/tasks/list', { project_id: 'no-such', status: 1 }, tokens[TERRENO]);
    expect(missing.status).toBe(404);
    await appendEvents(
      server,
      [
        {
          event: {
            type: 'ProjectMemberCapabilitiesSet',
            data: { projectId: P, userId: TERRENO, capabilities: ['interact_tasks'] },
          },
          by: 'demo-admin',
          at: '2026-11-24T14:40:00.000Z',
        },
      ],
      `membership-${P}-${TERRENO}-test`,
    );
    const refused = await server.call('/tasks/list', { project_id: P, status: 1 }, tokens[TERRENO]);
    expect(refused).toMatchObject({
      status: 403,
      body: { message: 'No tienes permiso para ver el listado de tareas.' },
    });
    const personal = await server.call('/tasks/listPending', { project_id: P }, tokens[TERRENO]);
    expect(personal).toMatchObject({ status: 403, body: { message: 'No tienes permiso para ver tareas.' } });
    expect((await server.call('/tasks/list', { project_id: P, status: 2 }, tokens[JEFE])).status).toBe(400);
  });

  it('pushes a private task live only to its creator and responsible, a public one to every member', async () => {
    const listen = (as: string) =>
      listenLive(server.url, tokens[as]!, (change) => (change.kind === 'task' ? change.id : undefined));
    const ito = await listen(ITO);
    const terreno = await listen(TERRENO);
    await appendEvents(server, [
      created(
        { taskId: 't61', number: 61, title: 'Reclamo del mandante', responsibleId: ITO, private: true },
        JEFE,
        '2026-11-24T14:50:00.000Z',
      ),
      created(
        { taskId: 't62', number: 62, title: 'Acceso de camiones', responsibleId: ITO },
        JEFE,
        '2026-11-24T14:51:00.000Z',
      ),
    ]);
    await eventually(() => ito.heard.includes('t62') && terreno.heard.includes('t62'), Boolean);
    expect(ito.heard).toEqual(expect.arrayContaining(['t61', 't62']));
    expect(terreno.heard).toContain('t62');
    expect(terreno.heard).not.toContain('t61');
    ito.close();
    terreno.close();
  });
});
