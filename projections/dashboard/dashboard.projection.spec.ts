import { items } from '../../services/manifests';
import {
  additionalAccepted,
  additionalCreated,
  paymentStatusApproved,
  paymentStatusCreated,
} from '../../test/support/additional-events';
import { projectionSpec, stored } from '../../test/support/projection-spec';
import { type TaskCreatedData, taskCreatedData } from '../../test/support/task-events';
import { DASHBOARD_DAYS, DASHBOARD_ITEMS, DASHBOARD_TOTALS, dashboardProjection } from './dashboard.projection';

// Alone: it folds the items it counts itself.
const given = projectionSpec(dashboardProjection(items.dashboards));

// Noon in Santiago (UTC−3 in November).
const MONDAY = '2026-11-16T15:00:00.000Z';
const FRIDAY = '2026-11-20T15:00:00.000Z';
const seconds = (iso: string) => Date.parse(iso) / 1000;

const taskCreated = (taskId: string, fields: Partial<TaskCreatedData> = {}, at = MONDAY) =>
  stored(
    'TaskCreated',
    taskCreatedData({
      taskId,
      projectId: 'p1',
      number: 1,
      title: 'Cota de losa',
      codeId: 1,
      responsibleId: 'beto',
      createdBy: 'ana',
      ...fields,
    }),
    at,
    'ana',
  );
const taskClosed = (taskId: string, at = FRIDAY) => stored('TaskClosed', { taskId, projectId: 'p1' }, at, 'ana');
const taskModified = (taskId: string, changes: object, at = FRIDAY) =>
  stored('TaskModified', { taskId, projectId: 'p1', changes }, at, 'ana');

/** The day sums without the audience's keys and ids, which the other tests name. */
const day = (id: string, fields: Record<string, unknown>) => ({
  _id: `p1:tasks:*:${id}`,
  day: id,
  created: 0,
  created_s: 0,
  solved: 0,
  solved_created_s: 0,
  red_at: [],
  ...fields,
});

describe('dashboard projection (sums per audience and Chile day)', () => {
  it('counts a task on the day it was created, and its light turning red 7 days into its wait', async () => {
    const redAt = Date.parse(MONDAY) + 6.95 * 86_400_000;
    await given([taskCreated('t1')]).thenDocuments(DASHBOARD_DAYS, [
      day('2026-11-16', { created: 1, created_s: seconds(MONDAY) }),
      day('2026-11-23', { red_at: [redAt] }),
    ]);
  });

  it('moves a closed task to solved on its close day, and takes its red light out', async () => {
    const events = [taskCreated('t1'), taskClosed('t1')];
    await given(events).thenDocuments(DASHBOARD_DAYS, [
      day('2026-11-16', { created: 1, created_s: seconds(MONDAY) }),
      day('2026-11-20', { solved: 1, solved_created_s: seconds(MONDAY) }),
    ]);
    await given(events).thenDocuments(DASHBOARD_TOTALS, [
      {
        _id: 'p1:tasks:*',
        keys: ['p1:tasks:*'],
        created: 1,
        created_s: seconds(MONDAY),
        solved: 1,
        solved_created_s: seconds(MONDAY),
        red_days: [],
        red_counts: [],
        money: [],
      },
    ]);
  });

  it('counts an RDI raised from a task as an RDI of its own, beside the task', async () => {
    const rdiCreated = stored(
      'RdiCreated',
      {
        rdiId: 'r1',
        projectId: 'p1',
        number: 1,
        createdBy: 'ana',
        title: 'Armadura de losa',
        description: '',
        priority: 2,
        specialties: [],
        subject: { id: 1001, name: 'Hormigones' },
        criticalDate: null,
        copyTo: [],
        reminder: { days: [], repeatable: false },
        taskId: 't1',
        fileIds: [],
      },
      MONDAY,
      'ana',
    );
    const docs = await given([taskCreated('t1'), rdiCreated]).documents(DASHBOARD_ITEMS);
    expect(docs.map((doc) => [doc._id, (doc.item as { kind: string }).kind])).toEqual([
      ['r1', 'rdi'],
      ['t1', 'task'],
    ]);
  });

  it('moves the red day when the critical date comes nearer', async () => {
    const docs = await given([taskCreated('t1'), taskModified('t1', { criticalDate: '2026-11-18' })]).documents(
      DASHBOARD_DAYS,
    );
    // The day after the critical date starts at 03:00 UTC.
    expect(docs.map((doc) => [doc.day, doc.red_at])).toEqual([
      ['2026-11-16', []],
      ['2026-11-19', [Date.parse('2026-11-19T03:00:00.000Z')]],
    ]);
  });

  it('takes a deleted task out of every sum', async () => {
    const events = [taskCreated('t1'), stored('TaskDeleted', { taskId: 't1', projectId: 'p1' }, FRIDAY, 'ana')];
    for (const collection of [DASHBOARD_DAYS, DASHBOARD_TOTALS, DASHBOARD_ITEMS]) {
      await given(events).thenDocuments(collection, []);
    }
  });

  it("keeps a private task in its own audience, found by its creator's and its responsible's keys", async () => {
    const privateTask = given([taskCreated('t1', { private: true })]);
    const totals = await privateTask.documents(DASHBOARD_TOTALS);
    expect(totals.map((doc) => [doc._id, doc.keys, doc.red_days])).toEqual([
      ['p1:tasks:ana,beto', ['p1:tasks:ana', 'p1:tasks:beto'], ['2026-11-23']],
    ]);
    const days = await privateTask.documents(DASHBOARD_DAYS);
    expect(days.map((doc) => doc._id)).toEqual(['p1:tasks:ana,beto:2026-11-16', 'p1:tasks:ana,beto:2026-11-23']);
  });

  it('leaves possible additionals out: they are the Adicionales screen’s', async () => {
    await given([taskCreated('t1', { possibleAdditional: true, codeId: 2 })]).thenDocuments(DASHBOARD_DAYS, []);
  });

  it('adds an accepted additional’s total and what approved Estados de Pago pay of it, per currency', async () => {
    const events = [
      additionalCreated('a1', 1),
      additionalAccepted('a1'),
      paymentStatusCreated('ps1', ['a1'], { progress: 5000, amount: 61_728, base: 123_456 }),
      paymentStatusApproved('ps1', { progress: 5000, amount: 61_728 }),
    ];
    await given(events).thenDocuments(DASHBOARD_TOTALS, [
      {
        _id: 'p1:additionals:*',
        keys: ['p1:additionals:*'],
        created: 1,
        created_s: Date.parse('2026-11-02T12:00:00.000Z') / 1000,
        solved: 1,
        solved_created_s: Date.parse('2026-11-02T12:00:00.000Z') / 1000,
        red_days: [],
        red_counts: [],
        money: [{ currency_id: 2, accepted: 123_456, paid: 61_728 }],
      },
    ]);
    const days = await given(events).documents(DASHBOARD_DAYS);
    expect(days.map((doc) => [doc._id, doc.created, doc.solved])).toEqual([
      ['p1:additionals:*:2026-11-02', 1, 0],
      ['p1:additionals:*:2026-11-03', 0, 1],
    ]);
  });
});
