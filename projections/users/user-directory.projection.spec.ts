import { projectionSpec, stored } from '../../test/support/projection-spec';
import { USERS, userDirectoryProjection } from './user-directory.projection';

const given = projectionSpec(userDirectoryProjection);
const created = stored('UserCreated', {
  userId: 'u1',
  name: 'Ana Pérez',
  email: 'ana@faena.cl',
  phone: '+56 9 1234 5678',
  address: 'Santiago',
  defaultJob: 4,
});

describe('user directory projection', () => {
  it('lists a created user in the shape the spec shows', () =>
    given([created]).thenDocuments(USERS, [
      {
        _id: 'u1',
        id: 'u1',
        name: 'Ana Pérez',
        email: 'ana@faena.cl',
        info: { phone: '+56 9 1234 5678', address: 'Santiago', avatar: null, default_job: 4 },
        created_at: '2026-11-23T12:00:00.000Z',
        version: created.revision,
      },
    ]));

  it('shows profile updates, and keeps the version of the last event of the user', () => {
    const tokenUsed = stored('PasswordTokenUsed', { userId: 'u1', tokenId: 't1' });
    return given([
      created,
      stored('UserProfileUpdated', {
        userId: 'u1',
        name: 'Ana P.',
        phone: '2',
        address: 'Ñuñoa',
        defaultJob: 2,
        avatar: 'users/u1/a.png',
      }),
      tokenUsed,
    ]).thenDocuments(USERS, [
      {
        _id: 'u1',
        id: 'u1',
        name: 'Ana P.',
        email: 'ana@faena.cl',
        info: { phone: '2', address: 'Ñuñoa', avatar: 'users/u1/a.png', default_job: 2 },
        created_at: '2026-11-23T12:00:00.000Z',
        version: tokenUsed.revision,
      },
    ]);
  });
});
