import { items } from '../../services/manifests';
import { projectionSpec, stored } from '../../test/support/projection-spec';
import { REPORT_ACTIVITY, reportActivityProjection } from './report-activity.projection';

const given = projectionSpec(reportActivityProjection(items.factsOf('activity')));
// Monday 23 November 2026, 12:00 in Santiago; 22:30 of the same day is already the 24th in UTC.
const MONDAY_NOON = '2026-11-23T15:00:00.000Z';
const MONDAY_NIGHT = '2026-11-24T01:30:00.000Z';
const TUESDAY = '2026-11-24T15:00:00.000Z';
const task = { taskId: 't1', projectId: 'p1' };

describe('report activity projection', () => {
  it('keeps per project and Chile day what was created, answered and closed, and by whom', () =>
    given([
      stored('TaskCreated', task, MONDAY_NOON, 'ana'),
      stored('TaskInteractionAdded', { ...task, isResponse: false }, MONDAY_NOON, 'rita'),
      stored('TaskInteractionAdded', { ...task, isResponse: true }, MONDAY_NIGHT, 'rita'),
      stored('RdiFinished', { rdiId: 'r1', projectId: 'p1' }, TUESDAY, 'iris'),
      stored('AdditionalRevisionAdded', { additionalId: 'a1', projectId: 'p2', status: 1 }, TUESDAY, 'javi'),
      stored('AdditionalStatusChanged', { additionalId: 'a1', projectId: 'p2', status: 4 }, TUESDAY, 'ito'),
    ]).thenDocuments(REPORT_ACTIVITY, [
      {
        _id: 'p1:2026-11-23',
        project_id: 'p1',
        day: '2026-11-23',
        entries: [
          { at: MONDAY_NOON, item_type: 1, item_id: 't1', kind: 'created', actor_id: 'ana' },
          { at: MONDAY_NIGHT, item_type: 1, item_id: 't1', kind: 'answered', actor_id: 'rita' },
        ],
      },
      {
        _id: 'p1:2026-11-24',
        project_id: 'p1',
        day: '2026-11-24',
        entries: [{ at: TUESDAY, item_type: 2, item_id: 'r1', kind: 'closed', actor_id: 'iris' }],
      },
      {
        _id: 'p2:2026-11-24',
        project_id: 'p2',
        day: '2026-11-24',
        entries: [
          { at: TUESDAY, item_type: 3, item_id: 'a1', kind: 'answered', actor_id: 'javi' },
          { at: TUESDAY, item_type: 3, item_id: 'a1', kind: 'closed', actor_id: 'ito' },
        ],
      },
    ]));

  it("lets go of a project's days a week older than its newest, by the events' time", async () => {
    const docs = await given([
      stored('TaskCreated', task, '2026-11-10T15:00:00.000Z'),
      stored('TaskCreated', { taskId: 't2', projectId: 'p2' }, '2026-11-10T15:00:00.000Z'),
      stored('TaskCreated', { taskId: 't3', projectId: 'p1' }, '2026-11-17T15:00:00.000Z'),
      stored('TaskCreated', { taskId: 't4', projectId: 'p1' }, '2026-11-18T15:00:00.000Z'),
    ]).documents(REPORT_ACTIVITY);
    expect(docs.map((doc) => doc._id)).toEqual(['p1:2026-11-17', 'p1:2026-11-18', 'p2:2026-11-10']);
  });
});
