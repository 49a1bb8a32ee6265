import { ArrowSwitchIcon, ImageIcon } from '@primer/octicons-react';
import { IconButton, Label } from '@primer/react';
import { Thumbnail } from '../../../components/thumbnail';
import { fileUrl, type Project } from '../../../lib/api/projects';
import { DashboardCard } from './dashboard-card';
import styles from './user-projects-card.module.css';

interface UserProjectsCardProps {
  projects: Project[];
  projectId: string | null;
  onSwap: (projectId: string) => void;
}

/** The user's open projects, each with a button that makes it the active one (spec 2.8). */
export function UserProjectsCard({ projects, projectId, onSwap }: UserProjectsCardProps) {
  return (
    <DashboardCard id="user-projects" title="Mis Proyectos">
      <ul className={styles.list}>
        {projects.map((project) => (
          <li key={project.id} className={styles.row} aria-current={project.id === projectId ? 'true' : undefined}>
            <Thumbnail src={fileUrl(project.project_image)} alt="" icon={ImageIcon} size={40} />
            <div className={styles.text}>
              <span className={styles.name}>{project.name}</span>
              <span className={styles.meta}>
                {[project.job_type?.name, project.company.name].filter(Boolean).join(' · ')}
              </span>
            </div>
            {project.id === projectId ? (
              <Label variant="success">Proyecto actual</Label>
            ) : (
              <IconButton
                icon={ArrowSwitchIcon}
                aria-label={`Cambiar a ${project.name}`}
                size="small"
                onClick={() => onSwap(project.id)}
              />
            )}
          </li>
        ))}
      </ul>
    </DashboardCard>
  );
}
