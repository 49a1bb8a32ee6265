import { USER_SESSIONS } from '../../services/contracts/collections';
import { projectionSpec, stored } from '../../test/support/projection-spec';
import { userSessionsProjection } from './user-sessions.projection';

const given = projectionSpec(userSessionsProjection);

describe('user sessions projection', () => {
  it('keeps the session version of the latest replaced password of each user', () =>
    given([
      stored('UserSessionsEnded', { userId: 'u1', sessionVersion: 1 }, '2026-11-23T12:00:00.000Z'),
      stored('UserSessionsEnded', { userId: 'u2', sessionVersion: 1 }, '2026-11-23T13:00:00.000Z'),
      stored('UserSessionsEnded', { userId: 'u1', sessionVersion: 2 }, '2026-11-24T09:00:00.000Z'),
    ]).thenDocuments(USER_SESSIONS, [
      { _id: 'u1', id: 'u1', session_version: 2, ended_at: '2026-11-24T09:00:00.000Z' },
      { _id: 'u2', id: 'u2', session_version: 1, ended_at: '2026-11-23T13:00:00.000Z' },
    ]));
});
