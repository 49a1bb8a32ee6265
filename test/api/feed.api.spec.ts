import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FeedEnvelope } from '../../services/platform/feed/feed-family';
import { type JsonSchema, validate } from '../../services/platform/feed/json-schema';
import { projectsOf } from '../support/listed-projects';
import { startTestServer, type TestServer } from '../support/test-server';

const ERP_KEY = 'erp-0123456789abcdef';
const BI_KEY = 'bi-fedcba9876543210';
const env = { FEED_KEYS: `erp:${ERP_KEY},bi:${BI_KEY}` };

interface Page {
  events: FeedEnvelope[];
  next: number;
}

describe('feed API: integration events for company systems', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'faena-feed-'));
  let server: TestServer;
  let jefe: string;
  let projectId: string;
  beforeAll(async () => {
    server = await startTestServer({ env, dataDir });
    ({ jefe } = await server.demoTokens());
    const projects = await projectsOf(server, jefe);
    projectId = projects[0]!.id;
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = async (path: string, headers: Record<string, string> = { authorization: `Bearer ${ERP_KEY}` }) => {
    const response = await fetch(`${server.url}/api${path}`, { headers });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const page = async (query: string, key = ERP_KEY) => {
    const answer = await get(`/feed?${query}`, { 'x-feed-key': key });
    expect(answer.status).toBe(200);
    return answer.body as unknown as Page;
  };
  /** Every event after `after`, `limit` at a time: the pages a consumer would read. */
  const readAll = async (after: number, limit: number, filter = '') => {
    const events: FeedEnvelope[] = [];
    let cursor = after;
    for (;;) {
      const { events: more, next } = await page(`after=${cursor}&limit=${limit}${filter}`);
      events.push(...more);
      if (next === cursor) return { events, next };
      cursor = next;
    }
  };
  const createTask = async (fields: Record<string, string | number> = {}) => {
    const answer = await server.form(
      '/tasks/create',
      {
        project_id: projectId,
        title: 'Detalle de escalera',
        priority: 2,
        code_id: 1,
        description: '<p>¿Cuál es la huella de la escalera?</p>',
        responsable: 'demo-ito',
        participants: JSON.stringify(['demo-terreno']),
        ...fields,
      },
      jefe,
    );
    expect(answer.status).toBe(200);
    return (answer.body.task as { id: string }).id;
  };

  it('answers only a consumer key, never a user token; a feed key opens no user call', async () => {
    const refused = { status: 401, body: { code: 401, message: 'Clave de feed no válida.' } };
    expect(await get('/feed', {})).toMatchObject(refused);
    expect(await get('/feed', { authorization: 'Bearer otra-clave-cualquiera' })).toMatchObject(refused);
    expect(await get('/feed', { authorization: `Bearer ${jefe}` })).toMatchObject(refused);
    expect(await get('/feed/schemas', { 'x-feed-key': jefe })).toMatchObject(refused);
    expect((await get('/feed?limit=1', { authorization: `Bearer ${BI_KEY}` })).status).toBe(200);
    expect((await server.call('/project/getProjectsByUser', {}, ERP_KEY)).status).toBe(401);
    expect((await get('/feed?limit=0')).status).toBe(400);
  });

  it('pages in log order with no gap and no duplicate, also across a restart on the same data', async () => {
    const whole = await readAll(0, 1000);
    expect(whole.events.length).toBeGreaterThan(5);
    const positions = whole.events.map((event) => event.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(new Set(whole.events.map((event) => event.id)).size).toBe(whole.events.length);
    // Nothing new: the cursor stays.
    expect(await page(`after=${whole.next}`)).toEqual({ code: 200, events: [], next: whole.next });

    const firstPages = await page('after=0&limit=3');
    expect(firstPages.events).toEqual(whole.events.slice(0, 3));
    await server.close();
    server = await startTestServer({ env, dataDir });
    ({ jefe } = await server.demoTokens());
    const taskId = await createTask({ title: 'Después del reinicio' });
    const rest = await readAll(firstPages.next, 2);
    expect([...firstPages.events, ...rest.events].map((event) => event.id)).toEqual([
      ...whole.events.map((event) => event.id),
      ...rest.events.slice(whole.events.length - 3).map((event) => event.id),
    ]);
    expect(rest.events.slice(whole.events.length - 3)).toEqual([
      expect.objectContaining({
        type: 'task.created',
        version: 1,
        stream: `task-${taskId}`,
        project_id: projectId,
        actor: 'demo-jefe-ot',
        data: expect.objectContaining({ task_id: taskId, title: 'Después del reinicio' }),
      }),
    ]);
  });

  it("filters one project's events, the same ones and in the same order as the whole feed", async () => {
    const whole = await readAll(0, 1000);
    const ofProject = await readAll(0, 4, `&project_id=${projectId}`);
    expect(ofProject.events.length).toBeGreaterThan(0);
    expect(ofProject.events).toEqual(whole.events.filter((event) => event.project_id === projectId));
    expect((await readAll(0, 10, '&project_id=no-existe')).events).toEqual([]);
  });

  it('never publishes a private task, and withdraws a task made private with nothing after', async () => {
    const start = (await readAll(0, 1000)).next;
    const hidden = await createTask({ private: 'true', title: 'Secreto' });
    const open = await createTask({ title: 'Abierta' });
    await server.form('/tasks/addInteraction', { task_id: open, message: 'Antes de ocultar' }, jefe);
    expect((await server.call('/tasks/update', { id: open, private: true }, jefe)).status).toBe(200);
    await server.form('/tasks/addInteraction', { task_id: open, message: 'Ya privada' }, jefe);
    expect((await server.call('/tasks/update', { id: open, private: false }, jefe)).status).toBe(200);
    await server.form('/tasks/addInteraction', { task_id: open, message: 'Pública de nuevo' }, jefe);
    await server.form('/tasks/addInteraction', { task_id: hidden, message: 'Secreto también' }, jefe);

    const { events } = await readAll(start, 2);
    const text = JSON.stringify(events);
    expect(text).not.toContain(hidden);
    expect(text).not.toMatch(/Secreto|Ya privada|Pública de nuevo/);
    expect(events.filter((event) => event.stream === `task-${open}`).map((event) => event.type)).toEqual([
      'task.created',
      'task.interaction_added',
      'task.withdrawn',
    ]);
  });

  it('publishes a JSON Schema per type and version, and every event read validates against its own', async () => {
    const answer = await get('/feed/schemas');
    expect(answer.status).toBe(200);
    const schemas = answer.body.events as Array<{ type: string; version: number; topic: string; schema: JsonSchema }>;
    expect(schemas.map((s) => s.type)).toEqual(expect.arrayContaining(['task.created', 'project.created']));
    const envelope = answer.body.envelope as JsonSchema;
    for (const event of (await readAll(0, 1000)).events) {
      const own = schemas.find((s) => s.type === event.type && s.version === event.version);
      expect([event.type, own ? validate(own.schema, event.data) : 'no schema']).toEqual([event.type, []]);
      expect(validate(envelope, event)).toEqual([]);
    }
  });
});
