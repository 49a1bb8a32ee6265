import { BALL_ITEMS, BALL_TOTALS } from '../../projections/history/ball-in-court.projection';
import { ProjectionEngine } from '../../projections/runtime/projection-engine';
import type { BallInCourt, BallTotal } from '../../services/contracts/ball-in-court';
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
const created = (taskId: string, at: string, fields: Partial<Created> = {}): Happened =>
  taskEvent(
    {
      type: 'TaskCreated',
      data: taskCreatedData({
        taskId,
        projectId: P,
        number: 800 + Number(taskId.slice(1)),
        title: 'Encuentro de vigas',
        responsibleId: ITO,
        createdBy: JEFE,
        ...fields,
      }),
    },
    JEFE,
    at,
  );
const said = (taskId: string, authorId: string, isResponse: boolean, at: string): Happened =>
  taskEvent(
    {
      type: 'TaskInteractionAdded',
      data: {
        taskId,
        projectId: P,
        interactionId: `${taskId}-${at}`,
        authorId,
        message: '<p>Ok</p>',
        isResponse,
        fileIds: [],
      },
    },
    authorId,
    at,
  );

const ito = { user: { id: ITO, name: 'Ignacio Toro' }, job_type: { id: 4, name: 'ITO' } };
const jefe = { user: { id: JEFE, name: 'Javiera Soto' }, job_type: { id: 2, name: 'Jefe OT' } };
const itoSide = { user: null, job_type: { id: 4, name: 'ITO' } };
const jefeSide = { user: null, job_type: { id: 2, name: 'Jefe OT' } };

describe('who held the ball (history/ballInCourt)', () => {
  const tokens: Record<string, string> = {};
  const clock = new FixedClock(NOW);
  const stage = demoStage({ clock });

  beforeAll(() => {
    Object.assign(tokens, { [JEFE]: stage.jefe, [ITO]: stage.ito, [TERRENO]: stage.terreno });
  });

  const turns = (itemType: string, itemId: string, who = JEFE) =>
    stage.server.call('/history/ballInCourt', { item_type: itemType, item_id: itemId }, tokens[who]);
  const projectTotals = async (who: string) => {
    const { status, body } = await turns('project', P, who);
    expect(status).toBe(200);
    return (body as unknown as BallInCourt).totals;
  };
  const hoursOf = (totals: BallTotal[], party: object) =>
    totals.find((total) => JSON.stringify(total.party) === JSON.stringify(party))?.hours ?? 0;

  it('draws a task’s turns from its events, the running one counted until now, with totals in hours and days', async () => {
    await appendEvents(stage.server, [
      created('b1', '2026-11-20T15:00:00.000Z'),
      // The ITO answers officially after 12 hours: the Jefe OT, its creator, must act.
      said('b1', ITO, true, '2026-11-21T03:00:00.000Z'),
      // A plain comment by the ITO does not move the ball.
      said('b1', ITO, false, '2026-11-21T09:00:00.000Z'),
      // The creator answers 36 hours later: back to the ITO, for 48 hours until now.
      said('b1', JEFE, false, '2026-11-22T15:00:00.000Z'),
    ]);
    const { status, body } = await turns('task', 'b1', TERRENO);
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 200,
      intervals: [
        { party: ito, from: '2026-11-20T15:00:00.000Z', to: '2026-11-21T03:00:00.000Z', hours: 12 },
        { party: jefe, from: '2026-11-21T03:00:00.000Z', to: '2026-11-22T15:00:00.000Z', hours: 36 },
        { party: ito, from: '2026-11-22T15:00:00.000Z', to: null, hours: 48 },
      ],
      totals: [
        { party: ito, hours: 60, days: 2.5 },
        { party: jefe, hours: 36, days: 1.5 },
      ],
    });
  });

  it('keeps counting the running turn as the clock moves, and stops at the close', async () => {
    await appendEvents(stage.server, [created('b2', '2026-11-24T12:00:00.000Z')]);
    const held = async () => ((await turns('task', 'b2')).body as unknown as BallInCourt).totals[0]!.hours;
    expect(await held()).toBe(3);
    clock.set(new Date('2026-11-24T16:30:00.000Z'));
    try {
      expect(await held()).toBe(4.5);
      await appendEvents(stage.server, [
        taskEvent({ type: 'TaskClosed', data: { taskId: 'b2', projectId: P } }, JEFE, '2026-11-24T14:00:00.000Z'),
      ]);
      expect(await held()).toBe(2);
    } finally {
      clock.set(NOW);
    }
  });

  it('gives an RDI’s turns to the side that must answer, ITO or Jefe OT', async () => {
    clock.set(new Date('2026-11-20T15:00:00.000Z'));
    try {
      const rdi = await stage.server.form(
        '/rdi/create',
        {
          project_id: P,
          title: 'Anclaje de pilar',
          description: '<p>¿Qué anclaje?</p>',
          especialidades: '[2]',
          subject_id: 1,
          priority: 1,
        },
        tokens[TERRENO]!,
      );
      expect(rdi.status).toBe(200);
      const rdiId = (rdi.body.rdi as { id: string }).id;
      clock.set(new Date('2026-11-22T21:00:00.000Z'));
      const answered = await stage.server.form(
        '/rdi/addInteraction',
        { rdi_id: rdiId, message: '<p>Anclaje químico</p>', is_response: 'true' },
        tokens[ITO]!,
      );
      expect(answered.status).toBe(200);
      clock.set(NOW);
      const { body } = await turns('rdi', rdiId);
      expect(body).toMatchObject({
        intervals: [
          { party: itoSide, from: '2026-11-20T15:00:00.000Z', to: '2026-11-22T21:00:00.000Z', hours: 54 },
          { party: jefeSide, from: '2026-11-22T21:00:00.000Z', to: null, hours: 42 },
        ],
        totals: [
          { party: itoSide, hours: 54, days: 2.3 },
          { party: jefeSide, hours: 42, days: 1.8 },
        ],
      });
    } finally {
      clock.set(NOW);
    }
  });

  it('sums a project’s items by party; a private task only for its two people, a 404 to anyone else', async () => {
    const before: Record<string, BallTotal[]> = {
      [JEFE]: await projectTotals(JEFE),
      [TERRENO]: await projectTotals(TERRENO),
    };
    await appendEvents(stage.server, [
      created('b3', '2026-11-23T15:00:00.000Z', { private: true }),
      created('b4', '2026-11-24T05:00:00.000Z'),
    ]);
    const change = async (who: string) => {
      const after = await projectTotals(who);
      return Math.round((hoursOf(after, ito) - hoursOf(before[who]!, ito)) * 100) / 100;
    };
    expect(await change(TERRENO)).toBe(10);
    expect(await change(JEFE)).toBe(34);
    expect(await projectTotals(JEFE)).toEqual(
      expect.arrayContaining([{ party: jefeSide, hours: expect.any(Number), days: expect.any(Number) }]),
    );
    expect(await turns('task', 'b3', TERRENO)).toMatchObject({ status: 404, body: { code: 404 } });
    expect(await turns('task', 'b3', ITO)).toMatchObject({
      status: 200,
      body: { totals: [{ party: ito, hours: 24 }] },
    });
  });

  it('orders a project’s totals by the most held, with parties named as the app names them', async () => {
    const totals = await projectTotals(JEFE);
    expect(totals.map((total) => total.hours)).toEqual([...totals.map((total) => total.hours)].sort((a, b) => b - a));
    expect(totals).toEqual(
      expect.arrayContaining([expect.objectContaining({ party: ito }), expect.objectContaining({ party: jefe })]),
    );
  });

  it('answers 404 for another project’s items and 422 for items without turns', async () => {
    await appendEvents(stage.server, [created('b5', '2026-11-23T15:00:00.000Z', { projectId: 'elsewhere' })]);
    expect(await turns('task', 'b5')).toMatchObject({
      status: 404,
      body: { message: 'El elemento no existe o no tienes acceso a él.' },
    });
    expect(await turns('project', 'elsewhere')).toMatchObject({ status: 404 });
    expect(await turns('user', JEFE)).toMatchObject({
      status: 422,
      body: { code: 422, message: 'Este tipo de elemento no tiene turnos.' },
    });
    expect(await turns('order', 'b1')).toMatchObject({ status: 400 });
  });

  it('holds the same totals as a rebuild of the whole log', async () => {
    const live = stage.server.app.get<ReadStore>(READ_STORE);
    const fresh = new MemoryReadStore();
    await new ProjectionEngine(stage.server.app.get<EventStore>(EVENT_STORE), fresh, allProjections).rebuild();
    for (const collection of [BALL_ITEMS, BALL_TOTALS]) {
      const all = (store: ReadStore) => store.collection(collection).find({}, { sort: { _id: 1 } });
      const rebuilt = await all(fresh);
      expect(rebuilt.length).toBeGreaterThan(0);
      expect(await all(live)).toEqual(rebuilt);
    }
  });
});
