import { PencilIcon, PlusIcon } from '@primer/octicons-react';
import { Button } from '@primer/react';
import { openModal } from '../../../lib/modals';

interface ProjectActionsProps {
  projectId: string | null;
  /** Both follow the company permission edit_project (spec 6). */
  canEdit: boolean;
  canCreate: boolean;
}

/** The header's project variant (spec 2.6), shown on the project listings. */
export function ProjectActions({ projectId, canEdit, canCreate }: ProjectActionsProps) {
  return (
    <>
      {projectId && canEdit && (
        <Button leadingVisual={PencilIcon} size="small" onClick={() => openModal('edit-project', { projectId })}>
          Editar Proyecto
        </Button>
      )}
      {canCreate && (
        <Button leadingVisual={PlusIcon} size="small" variant="primary" onClick={() => openModal('new-project')}>
          Nuevo Proyecto
        </Button>
      )}
    </>
  );
}
