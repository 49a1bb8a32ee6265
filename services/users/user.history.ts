import { jobType } from '../organisation/job-types';
import { change, itemHistory } from '../platform/history/history-table';
import { userDecider } from './user.decider';

const job = (id: number) => jobType(id)?.name ?? String(id);

/** How a user's events read in their 'Historial' (administrators and the user). No secret is shown: tokens are named by purpose only. */
export const userHistory = itemHistory({
  itemType: 'user',
  fold: userDecider,
  rows: {
    UserCreated: {
      read: ({ data }) => ({
        says: `creó el usuario «${data.name}»`,
        changes: [
          ...change('Nombre', null, data.name),
          ...change('Correo', null, data.email),
          ...change('Teléfono', null, data.phone || null),
          ...change('Dirección', null, data.address || null),
          ...change('Cargo por defecto', null, job(data.defaultJob)),
        ],
      }),
    },
    UserPasswordSet: { read: () => ({ says: 'definió la contraseña' }) },
    UserProfileUpdated: {
      read: ({ data }, before) => {
        const was = before.exists ? before : null;
        return {
          says: 'modificó el perfil',
          changes: [
            ...change('Nombre', was?.name ?? null, data.name),
            ...change('Teléfono', was?.phone || null, data.phone || null),
            ...change('Dirección', was?.address || null, data.address || null),
            ...change('Cargo por defecto', was ? job(was.defaultJob) : null, job(data.defaultJob)),
            ...(was && was.avatar !== data.avatar
              ? change('Foto', 'Anterior', data.avatar ? 'Nueva' : 'Sin foto')
              : []),
          ],
        };
      },
    },
    PasswordTokenIssued: {
      read: ({ data }) => ({
        says: data.purpose === 'invitation' ? 'envió una invitación' : 'pidió un enlace para restablecer la contraseña',
      }),
    },
    PasswordTokenUsed: { read: () => ({ says: 'usó el enlace de contraseña' }) },
    UserSessionsEnded: { read: () => ({ says: 'cerró las sesiones abiertas con la contraseña anterior' }) },
  },
});
