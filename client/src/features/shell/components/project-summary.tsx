import { OrganizationIcon } from '@primer/octicons-react';
import { Label } from '@primer/react';
import { Thumbnail } from '../../../components/thumbnail';
import { fileUrl, type Project } from '../../../lib/api/projects';
import styles from './app-header.module.css';

/** Name, description, company, type and company logo of the selected project (spec 2.6). */
export function ProjectSummary({ project }: { project: Project | undefined }) {
  if (!project) {
    return (
      <div className={styles.project} data-testid="header-project">
        <Thumbnail alt="" icon={OrganizationIcon} size={36} />
        <div className={styles.projectText}>
          <span className={styles.projectName}>Sin proyecto seleccionado</span>
          <span className={styles.projectMeta}>Elige un proyecto en el panel del proyecto</span>
        </div>
      </div>
    );
  }
  const meta = [project.company.name, project.description].filter(Boolean).join(' · ');
  return (
    <div className={styles.project} data-testid="header-project">
      <Thumbnail
        src={fileUrl(project.company.logo)}
        alt={`Logo de ${project.company.name}`}
        icon={OrganizationIcon}
        size={36}
      />
      <div className={styles.projectText}>
        <span className={styles.projectTitle}>
          <span className={styles.projectName} data-testid="header-project-name">
            {project.name}
          </span>
          <Label variant="secondary" size="small" className={styles.typeLabel}>
            {project.type.name}
          </Label>
        </span>
        <span className={styles.projectMeta} title={meta}>
          {meta}
        </span>
      </div>
    </div>
  );
}
