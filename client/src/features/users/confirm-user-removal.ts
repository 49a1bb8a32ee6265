import type { ProjectUser } from '../../../../services/contracts/user-answers';
import { openModal } from '../../lib/modals';
import { showErrorToast, showToast } from '../../lib/toasts';
import { failureMessage } from '../../lib/use-form';
import { removeUserFromProject } from './api/remove-user-from-project';

async function remove(projectId: string, userId: string): Promise<void> {
  try {
    await removeUserFromProject(projectId, userId);
    showToast({ variant: 'success', title: 'Usuario eliminado', text: 'El usuario ha sido eliminado del proyecto.' });
  } catch (error) {
    showErrorToast(failureMessage(error));
  }
}

/** Asks before taking a user out of the project (spec 2.10); their account stays. */
export function confirmUserRemoval(user: ProjectUser, project: { id: string; name: string }): void {
  openModal('confirm', {
    title: 'Eliminar usuario',
    lines: [
      `¿Deseas eliminar a ${user.name} del proyecto ${project.name}?`,
      'Su cuenta y sus demás proyectos se mantienen.',
    ],
    onAccept: () => void remove(project.id, user.id),
  });
}
