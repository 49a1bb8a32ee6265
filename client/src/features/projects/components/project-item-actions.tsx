import { HistoryIcon, PencilIcon } from '@primer/octicons-react';
import { IconButton } from '@primer/react';
import { useState } from 'react';
import type { Project } from '../../../lib/api/projects';
import { openModal } from '../../../lib/modals';
import { HistoryDialog } from '../../history';
import styles from './project-item-actions.module.css';
import { ProjectStatusButton } from './project-status-button';

interface ProjectItemActionsProps {
  project: Project;
  closed: boolean;
  canEdit: boolean;
  canChangeStatus: boolean;
}

/** What a card or row offers to do with its own project: its history, edit it, close or restore it. */
export function ProjectItemActions({ project, closed, canEdit, canChangeStatus }: ProjectItemActionsProps) {
  const [showingHistory, setShowingHistory] = useState(false);
  return (
    <div className={styles.actions}>
      <IconButton
        icon={HistoryIcon}
        aria-label={`Historial del proyecto ${project.name}`}
        variant="invisible"
        size="small"
        onClick={() => setShowingHistory(true)}
      />
      {showingHistory && (
        <HistoryDialog
          title={`Historial: ${project.name}`}
          itemType="project"
          itemId={project.id}
          onClose={() => setShowingHistory(false)}
        />
      )}
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
