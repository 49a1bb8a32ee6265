import { deciderSpec } from '../../test/support/given-when-then';
import { type UserEvent, userDecider } from './user.decider';

const given = deciderSpec(userDecider);
const profile = { name: 'Ana Pérez', phone: '+56 9 1234 5678', address: 'Santiago', defaultJob: 2 };
const created: UserEvent = { type: 'UserCreated', data: { userId: 'u1', email: 'ana@faena.cl', ...profile } };

describe('user decider', () => {
  it('creates a user with a normalized e-mail', () =>
    given([])
      .when({ type: 'CreateUser', userId: 'u1', email: '  Ana@Faena.CL ', ...profile })
      .thenEvents([created]));

  it('refuses to create the same user twice', () =>
    given([created])
      .when({ type: 'CreateUser', userId: 'u1', email: 'ana@faena.cl', ...profile })
      .thenThrows('El usuario ya existe.', 409));

  it('sets a password hash on an existing user', () =>
    given([created])
      .when({ type: 'SetPassword', passwordHash: 'h' })
      .thenEvents([{ type: 'UserPasswordSet', data: { userId: 'u1', passwordHash: 'h' } }]));

  it('updates the profile but never the e-mail', () => {
    given([created])
      .when({ type: 'UpdateProfile', name: 'Ana P.', phone: '2', address: 'Ñuñoa', email: 'ANA@faena.cl' })
      .thenEvents([
        {
          type: 'UserProfileUpdated',
          data: { userId: 'u1', name: 'Ana P.', phone: '2', address: 'Ñuñoa', defaultJob: 2 },
        },
      ]);
    given([created])
      .when({ type: 'UpdateProfile', name: 'Ana P.', phone: '2', address: 'Ñuñoa', email: 'otra@faena.cl' })
      .thenThrows('El email de un usuario no se puede modificar.', 422);
  });

  it('records nothing when the profile does not change', () =>
    given([created])
      .when({ type: 'UpdateProfile', name: 'Ana Pérez', phone: '+56 9 1234 5678', address: 'Santiago' })
      .thenEvents([]));

  it('refuses a password for a user that does not exist', () =>
    given([]).when({ type: 'SetPassword', passwordHash: 'h' }).thenThrows('El usuario no existe.', 404));
});
