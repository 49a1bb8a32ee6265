import { ImageIcon } from '@primer/octicons-react';
import { Thumbnail } from '../../../components/thumbnail';
import { fileUrl } from '../../../lib/api/projects';
import { useSelectedProject } from '../../../lib/selected-project';
import type { SidebarMode } from '../hooks/use-sidebar';
import { ProjectSwitcher } from './project-switcher';
import styles from './sidebar.module.css';

/** The selected project's image, job type and name, and the switcher (spec 2.6). */
export function SidebarProject({ mode }: { mode: SidebarMode }) {
  const { project, projects, projectId, select } = useSelectedProject();
  return (
    <div className={styles.project} data-testid="sidebar-project">
      {mode === 'full' && (
        <>
          <Thumbnail src={fileUrl(project?.project_image)} alt="" icon={ImageIcon} size={40} />
          <div className={styles.projectText}>
            <span className={styles.projectJob}>{project?.job_type?.name ?? 'Sin cargo asignado'}</span>
            <span className={styles.projectName} data-testid="sidebar-project-name">
              {project?.name ?? 'Sin proyecto seleccionado'}
            </span>
          </div>
        </>
      )}
      <ProjectSwitcher mode={mode} projects={projects} projectId={projectId} onSelect={select} />
    </div>
  );
}
