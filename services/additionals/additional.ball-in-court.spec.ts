import {
  additionalAccepted,
  additionalCreated,
  revision,
  revisionAdded,
  T0,
  T1,
  T2,
  T3,
} from '../../test/support/additional-events';
import { stored } from '../../test/support/projection-spec';
import { ballTurns } from '../items/ball-in-court-rule';
import { ITO_JOB, JEFE_OT_JOB } from '../organisation/job-types';
import { additionalBallInCourt } from './additional.ball-in-court';

const ito = { user_id: null, job_type_id: ITO_JOB };
const jefe = { user_id: null, job_type_id: JEFE_OT_JOB };

const requested = (status: 3 | 4, responseStatus: 1 | 2 | null, at: string) =>
  stored(
    'AdditionalStatusChanged',
    {
      additionalId: 'a1',
      projectId: 'p1',
      by: { userId: 'iris', jobTypeId: ITO_JOB },
      status,
      requested: status,
      responseStatus,
    },
    at,
    'iris',
  );

describe('an additional’s ball: the side its response_status names', () => {
  it('goes to the side each creation, revision and status change names, and to nobody once accepted', () => {
    const events = [
      additionalCreated('a1', 1),
      requested(3, 2, T1),
      revisionAdded('a1', revision('a1-r2', 2, [1, 2, 3]), 1, T2),
      additionalAccepted('a1', T3),
    ];
    expect(ballTurns(additionalBallInCourt, events)).toEqual([
      { holder: ito, from: T0, to: T1 },
      { holder: jefe, from: T1, to: T2 },
      { holder: ito, from: T2, to: T3 },
    ]);
  });

  it('keeps the turn running when a revision leaves it with the same side', () => {
    const events = [additionalCreated('a1', 1), revisionAdded('a1', revision('a1-r2', 2, [1, 2, 3]), 1, T1)];
    expect(ballTurns(additionalBallInCourt, events)).toEqual([{ holder: ito, from: T0, to: null }]);
  });
});
