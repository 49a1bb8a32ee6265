import { DASHBOARD_DAYS, DASHBOARD_ITEMS, DASHBOARD_TOTALS } from '../../projections/dashboard/dashboard.projection';
import { ProjectionEngine } from '../../projections/runtime/projection-engine';
import { allProjections } from '../../services/manifests';
import { FixedClock } from '../../services/platform/clock/clock.port';
import { EVENT_STORE, type EventStore } from '../../services/platform/event-store/event-store.port';
import { MemoryReadStore } from '../../services/platform/read-store/memory-read-store';
import { READ_STORE, type ReadStore } from '../../services/platform/read-store/read-store.port';
import type { TaskEvent } from '../../services/tasks/task.events';
import { demoStage } from '../support/demo-stage';
import { appendEvents, type Happened, taskCreatedData, taskEvent } from '../support/task-events';

const P = 'demo-aromos';
const JEFE = 'demo-jefe-ot';
const ITO = 'demo-ito';
const TERRENO = 'demo-terreno';
/** Tuesday 24 November 2026, noon in Santiago. */
const NOW = new Date('2026-11-24T15:00:00.000Z');

type Created = Extract<TaskEvent, { type: 'TaskCreated' }>['data'];
const created = (taskId: string, fields: Partial<Created>, at: string): Happened =>
  taskEvent(
    {
      type: 'TaskCreated',
      data: taskCreatedData({
        taskId,
        projectId: P,
        number: 900 + Number(taskId.slice(1)),
        title: 'Revisión del panel',
        responsibleId: ITO,
        createdBy: JEFE,
        ...fields,
      }),
    },
    JEFE,
    at,
  );
const closed = (taskId: string, at: string): Happened =>
  taskEvent({ type: 'TaskClosed', data: { taskId, projectId: P } }, JEFE, at);

interface Card {
  total: number;
  ended: number;
  pending: number;
  semaforo: number;
  created_by_week: Record<string, number>;
  solved_by_week: Record<string, number>;
}

describe('the dashboard’s figures (getDashboard, getDashboardRDI)', () => {
  const tokens: Record<string, string> = {};
  const clock = new FixedClock(NOW);
  const stage = demoStage({ clock });

  beforeAll(() => {
    Object.assign(tokens, { admin: stage.admin, [JEFE]: stage.jefe, [ITO]: stage.ito, [TERRENO]: stage.terreno });
  });

  const dashboard = async (who: string) => {
    const { status, body } = await stage.server.call('/dashboard/getDashboard', { project_id: P }, tokens[who]);
    expect(status).toBe(200);
    return body as unknown as { tareas: Card; adicionales: Card | null; avance: { time_percent: number | null } };
  };

  /** What the events changed in each card figure, for one reader. */
  const change = (before: Card, after: Card) => ({
    total: after.total - before.total,
    ended: after.ended - before.ended,
    pending: after.pending - before.pending,
    semaforo: after.semaforo - before.semaforo,
    created_S1: after.created_by_week.S1! - before.created_by_week.S1!,
    created_S2: after.created_by_week.S2! - before.created_by_week.S2!,
    created_S3: after.created_by_week.S3! - before.created_by_week.S3!,
    solved_S1: after.solved_by_week.S1! - before.solved_by_week.S1!,
  });

  it('moves the Tareas card with each task, a private one only for its creator and responsible', async () => {
    const readers = ['admin', JEFE, ITO, TERRENO];
    const before = await Promise.all(readers.map(dashboard));
    await appendEvents(stage.server, [
      // Waiting 14 days: red. Created in S3 (4 to 10 November).
      created('d1', {}, '2026-11-10T15:00:00.000Z'),
      // Private to the Jefe OT and the ITO, waiting 4 days: not red. S1.
      created('d2', { private: true }, '2026-11-20T15:00:00.000Z'),
      // Created in S2, closed yesterday: solved in S1.
      created('d3', {}, '2026-11-16T15:00:00.000Z'),
      closed('d3', '2026-11-23T15:00:00.000Z'),
    ]);
    const after = await Promise.all(readers.map(dashboard));
    const everyone = { total: 2, ended: 1, pending: 1, semaforo: 1, created_S3: 1, created_S2: 1, solved_S1: 1 };
    const [admin, jefe, ito, terreno] = readers.map((_, i) => change(before[i]!.tareas, after[i]!.tareas));
    expect(admin).toEqual({ ...everyone, created_S1: 0 });
    expect(terreno).toEqual({ ...everyone, created_S1: 0 });
    const withPrivate = { ...everyone, total: 3, pending: 2, created_S1: 1 };
    expect(jefe).toEqual(withPrivate);
    expect(ito).toEqual(withPrivate);
  });

  it('turns a task red when the clock passes its limit, with no event', async () => {
    await appendEvents(stage.server, [created('d4', { criticalDate: '2026-11-25' }, '2026-11-24T14:00:00.000Z')]);
    const before = (await dashboard(JEFE)).tareas.semaforo;
    clock.set(new Date('2026-11-26T03:00:00.000Z'));
    try {
      expect((await dashboard(JEFE)).tareas.semaforo).toBe(before + 1);
    } finally {
      clock.set(NOW);
    }
  });

  it('answers the RDI card to those with view_rdi, and none to a member without it', async () => {
    const { body } = await stage.server.call('/dashboard/getDashboardRDI', { project_id: P }, tokens[ITO]);
    expect(body.rdi).toMatchObject({ total: expect.any(Number), semaforo_rdis: expect.any(Number) });
    const { body: current } = await stage.server.call(
      '/user/getCapabilitiesByUserProject',
      { user_id: TERRENO, project_id: P },
      tokens.admin,
    );
    const capabilities = (current.user_project as { capabilities: string[] }).capabilities;
    const set = (list: string[]) =>
      stage.server.call(
        '/user/setCapabilitiesByUserProject',
        { user_id: TERRENO, project_id: P, capabilities: list },
        tokens.admin,
      );
    await set(capabilities.filter((capability) => capability !== 'view_rdi' && capability !== 'view_additionals'));
    try {
      const rdi = await stage.server.call('/dashboard/getDashboardRDI', { project_id: P }, tokens[TERRENO]);
      expect(rdi).toMatchObject({ status: 200, body: { rdi: null } });
      expect((await dashboard(TERRENO)).adicionales).toBeNull();
    } finally {
      await set(capabilities);
    }
  });

  it('answers 404 for a project the reader is not in, and the same to GET', async () => {
    const outside = await stage.server.call('/dashboard/getDashboard', { project_id: 'otro-proyecto' }, tokens[JEFE]);
    expect(outside.status).toBe(404);
    const response = await fetch(`${stage.server.url}/api/dashboard/getDashboard?project_id=${P}`, {
      headers: { authorization: `Bearer ${tokens[JEFE]}` },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { tareas: Card }).tareas.total).toBe((await dashboard(JEFE)).tareas.total);
  });

  it('holds the same sums as a rebuild of the whole log', async () => {
    const live = stage.server.app.get<ReadStore>(READ_STORE);
    const fresh = new MemoryReadStore();
    await new ProjectionEngine(stage.server.app.get<EventStore>(EVENT_STORE), fresh, allProjections).rebuild();
    for (const collection of [DASHBOARD_DAYS, DASHBOARD_ITEMS, DASHBOARD_TOTALS]) {
      const all = (store: ReadStore) => store.collection(collection).find({}, { sort: { _id: 1 } });
      const rebuilt = await all(fresh);
      expect(rebuilt.length).toBeGreaterThan(0);
      expect(await all(live)).toEqual(rebuilt);
    }
  });
});
