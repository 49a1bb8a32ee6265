import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DASHBOARD_TOTALS } from '../../projections/dashboard/dashboard.projection';
import { allProjections } from '../../services/manifests';
import { startTestServer, type TestServer } from '../support/test-server';

const A = 'demo-aromos';
const B = 'demo-lo-aguirre';
const POISON = 'Tarea que el panel no sabe contar';
/** The dashboard the application runs, as the composition root built it. */
const dashboardProjection = allProjections.find((projection) => projection.name === 'dashboard')!;

/**
 * One bad event must not freeze a read model for everyone (issue 28): the dashboard as a release
 * with a bug folds, throwing on one task of project A after writing half of it.
 */
describe('an event a projection cannot fold (dead letters)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'faena-dead-letters-'));
  const { apply: fold, version } = dashboardProjection;
  let server: TestServer;
  let admin: string;
  let jefe: string;

  // Half-written before it throws: every project's totals wiped.
  const poisoned = jest.spyOn(dashboardProjection, 'apply').mockImplementation(async (event, store) => {
    if ((event.data as { title?: string }).title !== POISON) return fold(event, store);
    await store.collection(DASHBOARD_TOTALS).deleteMany({});
    throw new Error('Not a calendar day: +010000-01');
  });

  const open = async () => {
    server = await startTestServer({ dataDir });
    ({ admin, jefe } = await server.demoTokens());
  };
  beforeAll(open);
  afterAll(async () => {
    poisoned.mockRestore();
    dashboardProjection.version = version;
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const tasksCounted = async (projectId: string) => {
    const { status, body } = await server.call('/dashboard/getDashboard', { project_id: projectId }, jefe);
    expect(status).toBe(200);
    return (body.tareas as { total: number }).total;
  };
  const createTask = async (projectId: string, title: string) => {
    const { status, body } = await server.form(
      '/tasks/create',
      {
        project_id: projectId,
        title,
        priority: 2,
        code_id: 1,
        description: '<p>Revisar</p>',
        responsable: 'demo-ito',
        participants: JSON.stringify(['demo-terreno']),
      },
      jefe,
    );
    expect(status).toBe(200);
    return (body.task as { id: string }).id;
  };
  const health = async () => (await fetch(`${server.url}/api/health`)).json() as Promise<Record<string, unknown>>;

  let before: { a: number; b: number };
  let poisonId: string;

  it('is set aside in project A, and project B’s dashboard still moves', async () => {
    before = { a: await tasksCounted(A), b: await tasksCounted(B) };
    poisonId = await createTask(A, POISON);
    await createTask(B, 'Revisar pavimento del patio de maniobras');
    expect(await tasksCounted(B)).toBe(before.b + 1);
    // Nothing half-written: what the failed event wrote was put back.
    expect(await tasksCounted(A)).toBe(before.a);
  });

  it('makes /api/health say degraded, with the count (still 200: the other read models serve)', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      code: 200,
      status: 'degraded',
      degraded: [],
      dead_letters: { count: 1, projections: [{ name: 'dashboard', count: 1 }] },
    });
  });

  it('is listed to an administrator, the newest first, and to no one else', async () => {
    const refused = await server.call('/admin/deadLetters', {}, jefe);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Solo un administrador puede ver las cartas muertas de las proyecciones.');
    expect((await server.call('/admin/deadLetters', { limit: 0 }, admin)).status).toBe(400);

    const { status, body } = await server.call('/admin/deadLetters', { limit: 10 }, admin);
    expect(status).toBe(200);
    expect(body.dead_letters).toEqual([
      {
        id: expect.stringMatching(/^dashboard:\d+$/),
        projection: 'dashboard',
        version,
        position: expect.any(Number),
        stream: `task-${poisonId}`,
        event_type: 'TaskCreated',
        project_id: A,
        error: 'Not a calendar day: +010000-01',
        attempts: 3,
        occurred_at: expect.any(String),
        recorded_at: expect.any(String),
      },
    ]);
  });

  it('is folded by a rebuild once the projection is fixed, and A’s figures are right', async () => {
    // The fix ships as a new version of the projection; the embedded stack folds the log again at start.
    poisoned.mockRestore();
    dashboardProjection.version = version + 1;
    await server.close();
    await open();
    expect(await tasksCounted(A)).toBe(before.a + 1);
    expect(await tasksCounted(B)).toBe(before.b + 1);
    expect(await health()).toMatchObject({ status: 'ok', dead_letters: { count: 0, projections: [] } });
    expect((await server.call('/admin/deadLetters', {}, admin)).body.dead_letters).toEqual([]);
  });
});
