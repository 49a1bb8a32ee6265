import { projectionSpec, stored } from '../../test/support/projection-spec';
import { PASSWORD_TOKENS, USER_CREDENTIALS, USERS, userDirectoryProjection } from './user-directory.projection';

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
      stored('UserProfileUpdated', {
        userId: 'u1',
        name: 'Ana P.',
        phone: '2',
        address: 'Ñuñoa',
        defaultJob: 2,
        avatar: 'users/u1/a.png',
      }),
    ]).thenDocuments(USERS, [
      {
        _id: 'u1',
        id: 'u1',
        name: 'Ana P.',
        email: 'ana@faena.cl',
        info: { phone: '2', address: 'Ñuñoa', avatar: 'users/u1/a.png', default_job: 2 },
        created_at: '2026-11-23T12:00:00.000Z',
      },
    ]));

  it('keeps only the latest password token of a user, marked when used', () =>
    given([
      created,
      stored('PasswordTokenIssued', {
        userId: 'u1',
        purpose: 'reset',
        tokenHash: 'h1',
        expiresAt: '2026-11-23T13:00:00.000Z',
      }),
      stored('PasswordTokenIssued', {
        userId: 'u1',
        purpose: 'reset',
        tokenHash: 'h2',
        expiresAt: '2026-11-23T14:00:00.000Z',
      }),
      stored('PasswordTokenUsed', { userId: 'u1', tokenHash: 'h2' }),
    ]).thenDocuments(PASSWORD_TOKENS, [
      { _id: 'h2', user_id: 'u1', purpose: 'reset', expires_at: '2026-11-23T14:00:00.000Z', used: true },
    ]));

  it('keeps the password hash apart, keyed by e-mail for sign-in', () =>
    given([created, stored('UserPasswordSet', { userId: 'u1', passwordHash: 'argon2-hash' })]).thenDocuments(
      USER_CREDENTIALS,
      [{ _id: 'ana@faena.cl', user_id: 'u1', password_hash: 'argon2-hash' }],
    ));
});
