import { projectionSpec, stored } from '../../test/support/projection-spec';
import { USER_CREDENTIALS, USERS, userDirectoryProjection } from './user-directory.projection';

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
      },
    ]));

  it('shows profile updates', () =>
    given([
      created,
      stored('UserProfileUpdated', { userId: 'u1', name: 'Ana P.', phone: '2', address: 'Ñuñoa', defaultJob: 2 }),
    ]).thenDocuments(USERS, [
      {
        _id: 'u1',
        id: 'u1',
        name: 'Ana P.',
        email: 'ana@faena.cl',
        info: { phone: '2', address: 'Ñuñoa', avatar: null, default_job: 2 },
        created_at: '2026-11-23T12:00:00.000Z',
      },
    ]));

  it('keeps the password hash apart, keyed by e-mail for sign-in', () =>
    given([created, stored('UserPasswordSet', { userId: 'u1', passwordHash: 'argon2-hash' })]).thenDocuments(
      USER_CREDENTIALS,
      [{ _id: 'ana@faena.cl', user_id: 'u1', password_hash: 'argon2-hash' }],
    ));
});
