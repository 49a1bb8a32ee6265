import { PencilIcon, PlusIcon } from '@primer/octicons-react';
import { openModal } from '../../../lib/modals';
import { HeaderAction } from './header-action';

interface ProjectActionsProps {
  projectId: string | null;
  /** Both follow the company permission edit_project (spec 6). */
  canEdit: boolean;
  canCreate: boolean;
  compact: boolean;
}

/** The header's project variant (spec 2.6), shown on the project listings. */
export function ProjectActions({ projectId, canEdit, canCreate, compact }: ProjectActionsProps) {
  return (
    <>
      {projectId && canEdit && (
        <HeaderAction
          icon={PencilIcon}
          label="Editar Proyecto"
          compact={compact}
          onClick={() => openModal('edit-project', { projectId })}
        />
      )}
      {canCreate && (
        <HeaderAction
          icon={PlusIcon}
          label="Nuevo Proyecto"
          compact={compact}
          primary
          onClick={() => openModal('new-project')}
        />
      )}
    </>
  );
}
