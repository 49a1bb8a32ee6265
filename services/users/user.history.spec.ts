import { historySpec } from '../../test/support/history-spec';
import { userHistory } from './user.history';

const profile = { name: 'Rita Soto', email: 'rita@faena.cl', phone: '', address: 'Santiago', defaultJob: 3 };

describe('a user’s history', () => {
  it('reads a profile edit against the profile before, and a token by its purpose only', () =>
    historySpec(userHistory)([
      { type: 'UserCreated', data: { userId: 'rita', avatar: null, ...profile } },
      {
        type: 'PasswordTokenIssued',
        data: { userId: 'rita', purpose: 'invitation', tokenId: 'secret-id', expiresAt: '2026-12-01T00:00:00.000Z' },
      },
      {
        type: 'UserProfileUpdated',
        data: {
          userId: 'rita',
          name: 'Rita Soto Vera',
          phone: '+56 9 1234 5678',
          address: 'Santiago',
          defaultJob: 4,
          avatar: null,
        },
      },
    ]).thenReads([
      expect.objectContaining({ says: 'creó el usuario «Rita Soto»' }),
      { says: 'envió una invitación' },
      {
        says: 'modificó el perfil',
        changes: [
          ['Nombre', 'Rita Soto', 'Rita Soto Vera'],
          ['Teléfono', null, '+56 9 1234 5678'],
          ['Cargo por defecto', 'Profesional de Terreno', 'ITO'],
        ],
      },
    ]));
});
