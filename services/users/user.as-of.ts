import { USERS, type UserDocument, userDirectoryProjection } from '../../projections/users/user-directory.projection';
import { notFound } from '../platform/domain-error';
import type { AsOfDeclaration } from '../platform/read-store/as-of-declaration';
import { publicUser } from './project-users.query';

/** A user's profile as it stood, as the users screen shows one (who may ask is the history's rule). */
export const userAsOf: AsOfDeclaration = {
  projections: [userDirectoryProjection],
  detail: async (reads, _reader, id) => {
    const user = await reads.collection<UserDocument>(USERS).get(id);
    if (!user) throw notFound('El usuario no existe.');
    return publicUser(user);
  },
};
