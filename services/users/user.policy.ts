import type { UserDocument } from '../../projections/users/user-directory.projection';
import { forbidden } from '../platform/domain-error';

/** Job types whose holders administer the whole platform (spec: default_job 1 or 8). */
export const ADMINISTRATOR_JOBS: readonly number[] = [1, 8];

export const isAdministrator = (user: Pick<UserDocument, 'info'> | null): boolean =>
  user !== null && ADMINISTRATOR_JOBS.includes(user.info.default_job);

/** A user edits their own profile; administrators edit anyone's, and only they change a default job. */
export function assertMayEditUser(actor: UserDocument | null, targetUserId: string, changesDefaultJob: boolean): void {
  if (isAdministrator(actor)) return;
  if (actor?.id !== targetUserId) throw forbidden('No tienes permiso para editar este usuario.');
  if (changesDefaultJob) throw forbidden('Solo un administrador puede cambiar el cargo por defecto.');
}
