import { actor } from '../../test/support/actors';
import { deciderSpec, editSpec } from '../../test/support/given-when-then';
import { INVALID_INVITATION, INVALID_TOKEN, type UserCommand, userAggregate, userDecider } from './user.decider';
import { type UserEvent } from './user.events';

const given = deciderSpec(userDecider);
const profile = { name: 'Ana Pérez', phone: '+56 9 1234 5678', address: 'Santiago', defaultJob: 2 };
const created: UserEvent = {
  type: 'UserCreated',
  data: { userId: 'u1', email: 'ana@faena.cl', avatar: null, ...profile },
};

describe('user decider', () => {
  it('creates a user with a normalized e-mail', () =>
    given([])
      .when({ type: 'CreateUser', userId: 'u1', email: '  Ana@Faena.CL ', ...profile })
      .thenEvents([created]));

  it('refuses to create the same user twice', () =>
    given([created])
      .when({ type: 'CreateUser', userId: 'u1', email: 'ana@faena.cl', ...profile })
      .thenThrows('El usuario ya existe.', 409));

  it('records that a password was set, never the password or its hash', () =>
    given([created])
      .when({ type: 'SetPassword' })
      .thenEvents([{ type: 'UserPasswordSet', data: { userId: 'u1' } }]));

  it('updates the profile but never the e-mail', () => {
    given([created])
      .when({
        type: 'UpdateProfile',
        userProjects: [],
        name: 'Ana P.',
        phone: '2',
        address: 'Ñuñoa',
        email: 'ANA@faena.cl',
      })
      .thenEvents([
        {
          type: 'UserProfileUpdated',
          data: { userId: 'u1', name: 'Ana P.', phone: '2', address: 'Ñuñoa', defaultJob: 2, avatar: null },
        },
      ]);
    given([created])
      .when({
        type: 'UpdateProfile',
        userProjects: [],
        name: 'Ana P.',
        phone: '2',
        address: 'Ñuñoa',
        email: 'otra@faena.cl',
      })
      .thenThrows('El email de un usuario no se puede modificar.', 422);
  });

  it('records nothing when the profile does not change', () =>
    given([created])
      .when({
        type: 'UpdateProfile',
        userProjects: [],
        name: 'Ana Pérez',
        phone: '+56 9 1234 5678',
        address: 'Santiago',
      })
      .thenEvents([]));

  it('changes the avatar, or keeps it when none is sent', () => {
    given([created])
      .when({
        type: 'UpdateProfile',
        userProjects: [],
        name: 'Ana Pérez',
        phone: '+56 9 1234 5678',
        address: 'Santiago',
        avatar: 'users/u1/a.png',
      })
      .thenEvents([
        {
          type: 'UserProfileUpdated',
          data: {
            userId: 'u1',
            name: 'Ana Pérez',
            phone: '+56 9 1234 5678',
            address: 'Santiago',
            defaultJob: 2,
            avatar: 'users/u1/a.png',
          },
        },
      ]);
  });

  describe('one-time password tokens', () => {
    const issued: UserEvent = {
      type: 'PasswordTokenIssued',
      data: { userId: 'u1', purpose: 'reset', tokenId: 't1', expiresAt: '2026-11-23T13:00:00.000Z' },
    };
    const use = {
      type: 'UsePasswordToken' as const,
      purpose: 'reset' as const,
      tokenId: 't1',
      now: '2026-11-23T12:30:00.000Z',
    };

    it('records an issued token by its id, without its hash', () =>
      given([created])
        .when({ type: 'IssuePasswordToken', purpose: 'reset', tokenId: 't1', expiresAt: '2026-11-23T13:00:00.000Z' })
        .thenEvents([issued]));

    it('sets the password with the latest token, once', () => {
      given([created, issued])
        .when(use)
        .thenEvents([
          { type: 'UserPasswordSet', data: { userId: 'u1' } },
          { type: 'PasswordTokenUsed', data: { userId: 'u1', tokenId: 't1' } },
        ]);
      given([created, issued, { type: 'PasswordTokenUsed', data: { userId: 'u1', tokenId: 't1' } }])
        .when(use)
        .thenThrows(INVALID_TOKEN, 400);
    });

    it('refuses a reset token brought as an invitation, in the words of an invitation', () =>
      given([created, issued])
        .when({ ...use, purpose: 'invitation' })
        .thenThrows(INVALID_INVITATION, 400));

    it('refuses a used invitation without talking of resetting a password', () => {
      const invited: UserEvent = { type: 'PasswordTokenIssued', data: { ...issued.data, purpose: 'invitation' } };
      given([created, invited, { type: 'PasswordTokenUsed', data: { userId: 'u1', tokenId: 't1' } }])
        .when({ ...use, purpose: 'invitation' })
        .thenThrows(INVALID_INVITATION, 400);
    });

    it('refuses an expired token, a wrong one, and one replaced by a newer request', () => {
      given([created, issued])
        .when({ ...use, now: '2026-11-23T13:00:00.000Z' })
        .thenThrows(INVALID_TOKEN, 400);
      given([created, issued])
        .when({ ...use, tokenId: 'otro' })
        .thenThrows(INVALID_TOKEN, 400);
      const newer: UserEvent = { type: 'PasswordTokenIssued', data: { ...issued.data, tokenId: 't2' } };
      given([created, issued, newer]).when(use).thenThrows(INVALID_TOKEN, 400);
    });
  });

  it('ends the sessions signed in before a session version, naming the version', () => {
    given([created])
      .when({ type: 'EndSessions', sessionVersion: 3 })
      .thenEvents([{ type: 'UserSessionsEnded', data: { userId: 'u1', sessionVersion: 3 } }]);
    given([]).when({ type: 'EndSessions', sessionVersion: 1 }).thenThrows('El usuario no existe.', 404);
  });

  it('refuses a password for a user that does not exist', () =>
    given([]).when({ type: 'SetPassword' }).thenThrows('El usuario no existe.', 404));

  describe('who may create and edit users', () => {
    const admin = actor('root', { administrator: true });
    const jefe = actor('jefe', { projects: { p1: ['edit_users', 'create_users'], p2: [] } });
    const edit = { type: 'UpdateProfile' as const, name: 'Ana P.', phone: '2', address: 'Ñuñoa' };
    const updated: UserEvent = {
      type: 'UserProfileUpdated',
      data: { userId: 'u1', name: 'Ana P.', phone: '2', address: 'Ñuñoa', defaultJob: 2, avatar: null },
    };

    it('lets only administrators create administrators, and only with a known job', () => {
      given([])
        .when({ type: 'CreateUser', userId: 'u1', email: 'ana@faena.cl', ...profile, defaultJob: 1 }, jefe)
        .thenThrows('Solo un administrador puede crear usuarios administradores.', 403);
      given([])
        .when({ type: 'CreateUser', userId: 'u1', email: 'ana@faena.cl', ...profile, defaultJob: 42 }, admin)
        .thenThrows('Tipo de cargo no válido', 400);
    });

    it('lets users edit themselves, and holders of edit_users in a project they share', () => {
      given([created])
        .when({ ...edit, userProjects: [] }, actor('u1'))
        .thenEvents([updated]);
      given([created])
        .when({ ...edit, userProjects: ['p1'] }, jefe)
        .thenEvents([updated]);
      given([created])
        .when({ ...edit, userProjects: ['p2'] }, jefe)
        .thenThrows('No tienes permiso para editar este usuario.', 403);
    });

    it('keeps administrators and default jobs for administrators', () => {
      const administrator: UserEvent = { ...created, data: { ...created.data, defaultJob: 1 } } as UserEvent;
      given([administrator])
        .when({ ...edit, userProjects: ['p1'] }, jefe)
        .thenThrows('No tienes permiso para editar este usuario.', 403);
      given([created])
        .when({ ...edit, userProjects: [], defaultJob: 3 }, actor('u1'))
        .thenThrows('Solo un administrador puede cambiar el cargo por defecto.', 403);
      given([created])
        .when({ ...edit, userProjects: [], defaultJob: 3 }, admin)
        .thenEvents([{ ...updated, data: { ...updated.data, defaultJob: 3 } } as UserEvent]);
    });
  });
});

describe('user edits: only the fields sent, and two people on one user', () => {
  const edit = (changes: Partial<Extract<UserCommand, { type: 'UpdateProfile' }>>): UserCommand => ({
    type: 'UpdateProfile',
    userProjects: [],
    ...changes,
  });
  const updated = (changes: Partial<typeof profile> & { avatar?: string | null }): UserEvent => ({
    type: 'UserProfileUpdated',
    data: { userId: 'u1', ...profile, avatar: null, ...changes },
  });
  const self = actor('u1');
  const givenEdits = editSpec(userAggregate);

  it('changes the fields sent and keeps the others', () =>
    given([created, updated({ address: 'Ñuñoa' })])
      .when(edit({ phone: '2' }), self)
      .thenEvents([updated({ address: 'Ñuñoa', phone: '2' })]));

  it('keeps the avatar unless a new one is sent', () =>
    given([created, updated({ avatar: 'users/u1/a.png' })])
      .when(edit({ name: 'Ana P.' }), self)
      .thenEvents([updated({ avatar: 'users/u1/a.png', name: 'Ana P.' })]));

  it('refuses a field someone else changed after the form was opened, with its value now', () =>
    givenEdits([
      [created, 'admin'],
      [updated({ phone: '2' }), 'jefe'],
    ])
      .openedAt(0)
      .when(edit({ phone: '3', name: 'Ana P.' }), 'u1')
      .thenConflicts({ phone: '2' }));

  it("lets through an edit of fields nobody else touched, and the editor's own changes", () => {
    givenEdits([
      [created, 'admin'],
      [updated({ phone: '2' }), 'jefe'],
    ])
      .openedAt(0)
      .when(edit({ address: 'Ñuñoa' }), 'u1')
      .thenNoConflict();
    givenEdits([
      [created, 'admin'],
      [updated({ phone: '2' }), 'u1'],
    ])
      .openedAt(0)
      .when(edit({ phone: '3' }), 'u1')
      .thenNoConflict();
  });

  it('is no edit for a password set meanwhile', () =>
    givenEdits([
      [created, 'admin'],
      [{ type: 'UserPasswordSet', data: { userId: 'u1' } }, 'u1'],
    ])
      .openedAt(0)
      .when({ type: 'SetPassword' }, 'jefe')
      .thenNoConflict());
});
