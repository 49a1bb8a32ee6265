import { items } from '../../services/manifests';
import { projectionSpec, stored } from '../../test/support/projection-spec';
import { REMINDERS, remindersProjection } from './reminders.projection';

const given = projectionSpec(remindersProjection(items.factsOf('reminders')));
const T0 = '2026-11-20T15:00:00.000Z';
const T1 = '2026-11-23T15:00:00.000Z';

const taskCreated = (days: number[]) =>
  stored('TaskCreated', { taskId: 't1', projectId: 'p1', createdBy: 'ana', reminder: { days, repeatable: true } }, T0);
const rdiCreated = stored(
  'RdiCreated',
  { rdiId: 'r1', projectId: 'p1', createdBy: 'ana', reminder: { days: [4], repeatable: false } },
  T0,
);
const additionalCreated = stored(
  'AdditionalCreated',
  {
    additionalId: 'a1',
    projectId: 'p1',
    createdBy: { userId: 'javi', jobTypeId: 2 },
    reminder: { days: [0], repeatable: true },
  },
  T0,
);

describe('reminders projection', () => {
  it("keeps the creator's reminder of each new task, RDI and additional, with when it was set", () =>
    given([taskCreated([1, 3]), rdiCreated, additionalCreated]).thenDocuments(REMINDERS, [
      {
        _id: '1:t1:ana',
        user_id: 'ana',
        project_id: 'p1',
        item_type: 1,
        item_id: 't1',
        days: [1, 3],
        repeatable: true,
        set_at: T0,
      },
      {
        _id: '2:r1:ana',
        user_id: 'ana',
        project_id: 'p1',
        item_type: 2,
        item_id: 'r1',
        days: [4],
        repeatable: false,
        set_at: T0,
      },
      {
        _id: '3:a1:javi',
        user_id: 'javi',
        project_id: 'p1',
        item_type: 3,
        item_id: 'a1',
        days: [0],
        repeatable: true,
        set_at: T0,
      },
    ]));

  it("keeps each user's own reminder as last set, and none without days", async () => {
    const docs = await given([
      taskCreated([]),
      stored('TaskReminderSet', { taskId: 't1', projectId: 'p1', userId: 'pablo', days: [2], repeatable: false }, T0),
      stored('TaskReminderSet', { taskId: 't1', projectId: 'p1', userId: 'pablo', days: [2, 4], repeatable: true }, T1),
      stored('TaskReminderSet', { taskId: 't1', projectId: 'p1', userId: 'rita', days: [2], repeatable: true }, T0),
      stored('TaskReminderSet', { taskId: 't1', projectId: 'p1', userId: 'rita', days: [], repeatable: false }, T1),
    ]).documents(REMINDERS);
    expect(docs).toEqual([expect.objectContaining({ _id: '1:t1:pablo', days: [2, 4], repeatable: true, set_at: T1 })]);
  });

  it('forgets the reminders of a deleted item, and only of that one', async () => {
    const docs = await given([
      taskCreated([1]),
      rdiCreated,
      stored('RdiReminderSet', { rdiId: 'r1', projectId: 'p1', userId: 'omar', days: [0], repeatable: true }, T1),
      stored('RdiDeleted', { rdiId: 'r1', projectId: 'p1' }, T1),
    ]).documents(REMINDERS);
    expect(docs.map((doc) => doc._id)).toEqual(['1:t1:ana']);
  });
});
