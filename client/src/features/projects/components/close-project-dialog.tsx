import { Flash } from '@primer/react';
import { ReasonDialog } from '../../../components/reason-dialog';
import { closeModal, type ModalProps } from '../../../lib/modals';
import { setProjectStatus } from '../api/set-project-status';

/** Spec 2.15: closes an open project or reopens a closed one, with the reason. */
export function CloseProjectDialog({ projectId, projectName, closed }: ModalProps['close-project']) {
  return (
    <ReasonDialog
      title={closed ? 'Restaurar Proyecto' : 'Cerrar Proyecto'}
      confirmVariant={closed ? 'primary' : 'danger'}
      send={(reason, commandId) => setProjectStatus(projectId, closed, reason, commandId)}
      onClose={closeModal}
    >
      <Flash variant={closed ? 'default' : 'warning'}>
        {closed
          ? `Al restaurar el proyecto «${projectName}» volverá a aparecer en los listados y selecciones de los usuarios asociados.`
          : `Al cerrar el proyecto «${projectName}» desaparecerá de todos los listados y selecciones de los usuarios asociados. Podrás restaurarlo desde el listado de proyectos cerrados.`}
      </Flash>
    </ReasonDialog>
  );
}
