import { ImageIcon } from '@primer/octicons-react';
import { VisuallyHidden } from '@primer/react';
import { SkeletonText } from '@primer/react/experimental';
import { Thumbnail } from '../../../components/thumbnail';
import { fileUrl, type Project } from '../../../lib/api/projects';
import { useSelectedProject } from '../../../lib/selected-project';
import type { SidebarMode } from '../hooks/use-sidebar';
import { ProjectSwitcher } from './project-switcher';
import styles from './sidebar.module.css';

/** The selected project's job type and name; while the projects load, a placeholder that says so. */
function ProjectText({ project, projects, error }: { project?: Project; projects?: Project[]; error?: Error }) {
  if (!projects && !error) {
    return (
      <div className={styles.projectText} aria-busy="true">
        <VisuallyHidden>Cargando proyecto</VisuallyHidden>
        <SkeletonText size="bodySmall" maxWidth="80px" />
        <SkeletonText size="bodySmall" maxWidth="120px" />
      </div>
    );
  }
  const name =
    project?.name ?? (error ? 'No se pudieron cargar tus proyectos' : 'No hay proyectos asociados a tu cuenta');
  return (
    <div className={styles.projectText}>
      {/* A project the user holds no job in says so; with no project there is no job to speak of. */}
      {project && <span className={styles.projectJob}>{project.job_type?.name ?? 'Sin cargo asignado'}</span>}
      <span className={styles.projectName} data-testid="sidebar-project-name">
        {name}
      </span>
    </div>
  );
}

/** The selected project's image, job type and name, and the switcher (spec 2.6). */
export function SidebarProject({ mode }: { mode: SidebarMode }) {
  const { project, projects, projectId, error, select } = useSelectedProject();
  return (
    <div className={styles.project} data-testid="sidebar-project">
      {mode === 'full' && (
        <>
          <Thumbnail src={fileUrl(project?.project_image)} alt="" icon={ImageIcon} size={40} />
          <ProjectText project={project} projects={projects} error={error} />
        </>
      )}
      <ProjectSwitcher mode={mode} projects={projects} projectId={projectId} onSelect={select} />
    </div>
  );
}
