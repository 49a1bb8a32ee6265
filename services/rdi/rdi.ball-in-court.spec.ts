import { stored } from '../../test/support/projection-spec';
import { ballTurns } from '../items/ball-in-court-rule';
import { ITO_JOB, JEFE_OT_JOB } from '../organisation/job-types';
import { rdiBallInCourt } from './rdi.ball-in-court';

const OF = { rdiId: 'r1', projectId: 'p1' };
const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T12:00:00.000Z`;
const ito = { user_id: null, job_type_id: ITO_JOB };
const jefe = { user_id: null, job_type_id: JEFE_OT_JOB };

const created = stored('RdiCreated', { ...OF, createdBy: 'ana' }, at(2), 'ana');
const answer = (authorJobTypeId: number | null, isResponse: boolean, day: number) =>
  stored(
    'RdiInteractionAdded',
    { ...OF, interactionId: `i${day}`, authorId: 'x', authorJobTypeId, message: 'Hola', isResponse, fileIds: [] },
    at(day),
    'x',
  );

describe('an RDI’s ball: the side its response_status names, while it is open', () => {
  it('waits for the ITO, passes to the Jefe OT with the ITO’s official response and back with the Jefe OT’s', () => {
    const events = [created, answer(ITO_JOB, true, 3), answer(JEFE_OT_JOB, true, 5)];
    expect(ballTurns(rdiBallInCourt, events)).toEqual([
      { holder: ito, from: at(2), to: at(3) },
      { holder: jefe, from: at(3), to: at(5) },
      { holder: ito, from: at(5), to: null },
    ]);
  });

  it('stays put with plain interactions and official responses by other jobs', () => {
    const events = [created, answer(ITO_JOB, false, 3), answer(5, true, 4), answer(null, true, 5)];
    expect(ballTurns(rdiBallInCourt, events)).toEqual([{ holder: ito, from: at(2), to: null }]);
  });

  it('is nobody’s once finished', () => {
    const finished = stored('RdiFinished', { ...OF, by: 'closing' }, at(6), 'ana');
    expect(ballTurns(rdiBallInCourt, [created, answer(ITO_JOB, true, 3), finished])).toEqual([
      { holder: ito, from: at(2), to: at(3) },
      { holder: jefe, from: at(3), to: at(6) },
    ]);
  });
});
