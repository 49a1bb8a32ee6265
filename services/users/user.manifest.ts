import { userDirectoryProjection } from '../../projections/users/user-directory.projection';
import { userSessionsProjection } from '../../projections/users/user-sessions.projection';
import { USERS } from '../contracts/collections';
import { forbidden, notFound } from '../platform/domain-error';
import type { FeatureManifest } from '../platform/feature-manifest';
import { userAsOf } from './user.as-of';
import { userAggregate } from './user.decider';
import { userHistory } from './user.history';
import { userUpcasters } from './user.upcasters';

/** A user's past is for administrators and the user. */
export const userManifest: FeatureManifest = {
  type: 'user',
  aggregate: userAggregate,
  readable: async (reads, actor, id) => {
    if (!actor.administrator && actor.id !== id) throw forbidden();
    if (!(await reads.collection(USERS).get(id))) throw notFound('El usuario no existe.');
    return null;
  },
  history: userHistory,
  asOf: userAsOf,
  projections: [userDirectoryProjection, userSessionsProjection],
  upcasters: userUpcasters,
};
