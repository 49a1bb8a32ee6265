import { items } from '../../services/manifests';
import { ITO_JOB, JEFE_OT_JOB } from '../../services/organisation/job-types';
import { projectionSpec, stored } from '../../test/support/projection-spec';
import { BALL_ITEMS, BALL_TOTALS, ballInCourtProjection } from './ball-in-court.projection';

const given = projectionSpec(ballInCourtProjection(items.ballRules));
const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T12:00:00.000Z`;
const DAY_MS = 86_400_000;
const s = (day: number) => Date.parse(at(day)) / 1000;

const task = (taskId: string, fields: { private?: boolean; responsibleId?: string } = {}, day = 2) =>
  stored(
    'TaskCreated',
    { taskId, projectId: 'p1', createdBy: 'ana', responsibleId: 'beto', private: false, ...fields },
    at(day),
    'ana',
  );
const answered = (taskId: string, day: number) =>
  stored(
    'TaskInteractionAdded',
    {
      taskId,
      projectId: 'p1',
      interactionId: `i${day}`,
      authorId: 'beto',
      message: 'Listo',
      isResponse: true,
      fileIds: [],
    },
    at(day),
    'beto',
  );
const closed = (taskId: string, day: number) => stored('TaskClosed', { taskId, projectId: 'p1' }, at(day), 'ana');
const rdi = (rdiId: string, day: number) => stored('RdiCreated', { rdiId, projectId: 'p1', createdBy: 'ana' }, at(day));
const itoAnswered = (rdiId: string, day: number) =>
  stored(
    'RdiInteractionAdded',
    {
      rdiId,
      projectId: 'p1',
      interactionId: 'x',
      authorId: 'iris',
      authorJobTypeId: ITO_JOB,
      message: 'R',
      isResponse: true,
      fileIds: [],
    },
    at(day),
  );

const person = (id: string) => ({ user_id: id, job_type_id: null });
const side = (job: number) => ({ user_id: null, job_type_id: job });

describe('the project totals of who held the ball', () => {
  it('sums ended turns per holder and keeps running ones as a count and the sum of their starts', async () => {
    await given([
      task('t1'),
      answered('t1', 4),
      closed('t1', 5),
      task('t2', {}, 3),
      rdi('r1', 2),
      itoAnswered('r1', 6),
    ]).thenDocuments(BALL_TOTALS, [
      {
        _id: 'p1:rdi:*',
        keys: ['p1:rdi:*'],
        parties: [
          { holder: side(ITO_JOB), closed_ms: 4 * DAY_MS, open: 0, open_since_s: 0 },
          { holder: side(JEFE_OT_JOB), closed_ms: 0, open: 1, open_since_s: s(6) },
        ],
      },
      {
        _id: 'p1:tasks:*',
        keys: ['p1:tasks:*'],
        parties: [
          { holder: person('beto'), closed_ms: 2 * DAY_MS, open: 1, open_since_s: s(3) },
          { holder: person('ana'), closed_ms: 1 * DAY_MS, open: 0, open_since_s: 0 },
        ],
      },
    ]);
  });

  it('keeps a private task’s turns apart for its two people, and moves them when it is made public', async () => {
    const secret = [task('t1'), task('t2', { private: true }, 4)];
    const totals = async (events: ReturnType<typeof task>[]) =>
      (await given(events).documents(BALL_TOTALS)).map(({ _id, keys }) => ({ _id, keys }));
    expect(await totals(secret)).toEqual([
      { _id: 'p1:tasks:*', keys: ['p1:tasks:*'] },
      { _id: 'p1:tasks:ana,beto', keys: ['p1:tasks:ana', 'p1:tasks:beto'] },
    ]);
    const madePublic = stored('TaskModified', { taskId: 't2', projectId: 'p1', changes: { private: false } }, at(5));
    const [everyone, ...rest] = await given([...secret, madePublic]).documents(BALL_TOTALS);
    expect(rest).toEqual([]);
    expect(everyone).toMatchObject({ parties: [{ holder: person('beto'), open: 2, open_since_s: s(2) + s(4) }] });
  });

  it('takes a deleted item out, and leaves no empty document', async () => {
    const deleted = stored('TaskDeleted', { taskId: 't1', projectId: 'p1' }, at(3));
    await given([task('t1'), answered('t1', 2), deleted]).thenDocuments(BALL_TOTALS, []);
    await given([task('t1'), deleted]).thenDocuments(BALL_ITEMS, []);
  });
});
