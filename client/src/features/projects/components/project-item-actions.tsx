import { PencilIcon } from '@primer/octicons-react';
import { IconButton } from '@primer/react';
import type { Project } from '../../../lib/api/projects';
import { openModal } from '../../../lib/modals';
import styles from './project-item-actions.module.css';
import { ProjectStatusButton } from './project-status-button';

interface ProjectItemActionsProps {
  project: Project;
  closed: boolean;
  canEdit: boolean;
  canChangeStatus: boolean;
}

/** What a card or row offers to do with its own project: edit it, close or restore it. */
export function ProjectItemActions({ project, closed, canEdit, canChangeStatus }: ProjectItemActionsProps) {
  if (!canEdit && !canChangeStatus) return null;
  return (
    <div className={styles.actions}>
      {canEdit && (
        <IconButton
          icon={PencilIcon}
          aria-label={`Editar proyecto ${project.name}`}
          variant="invisible"
          size="small"
          onClick={() => openModal('edit-project', { projectId: project.id })}
        />
      )}
      {canChangeStatus && <ProjectStatusButton project={project} closed={closed} />}
    </div>
  );
}
