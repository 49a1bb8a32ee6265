import { HistoryIcon, TrashIcon } from '@primer/octicons-react';
import { IconButton } from '@primer/react';
import type { Project } from '../../../lib/api/projects';
import { openModal } from '../../../lib/modals';

/** Spec 2.9: the delete icon of an open project, the restore icon of a closed one; both open 2.15. */
export function ProjectStatusButton({ project, closed }: { project: Project; closed: boolean }) {
  return (
    <IconButton
      icon={closed ? HistoryIcon : TrashIcon}
      aria-label={closed ? `Restaurar proyecto ${project.name}` : `Cerrar proyecto ${project.name}`}
      variant="invisible"
      size="small"
      onClick={() => openModal('close-project', { projectId: project.id, projectName: project.name, closed })}
    />
  );
}
