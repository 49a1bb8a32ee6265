import { OrganizationIcon } from '@primer/octicons-react';
import { Label, VisuallyHidden } from '@primer/react';
import { SkeletonText } from '@primer/react/experimental';
import { Thumbnail } from '../../../components/thumbnail';
import { fileUrl, type Project } from '../../../lib/api/projects';
import styles from './app-header.module.css';

interface ProjectSummaryProps {
  project: Project | undefined;
  /** The user's open projects; undefined until they are read. */
  projects: Project[] | undefined;
  error: Error | undefined;
}

/** The header's line for a moment without a project: loading, unreadable, or none to show. */
function NoProjectSummary({ title, meta, busy }: { title?: string; meta?: string; busy?: boolean }) {
  return (
    <div className={styles.project} data-testid="header-project" aria-busy={busy}>
      <Thumbnail alt="" icon={OrganizationIcon} size={36} />
      <div className={styles.projectText}>
        {busy ? (
          <>
            <VisuallyHidden>Cargando proyecto</VisuallyHidden>
            <SkeletonText size="bodyMedium" maxWidth="200px" />
            <SkeletonText size="bodySmall" maxWidth="280px" />
          </>
        ) : (
          <>
            <span className={styles.projectName}>{title}</span>
            {meta && <span className={styles.projectMeta}>{meta}</span>}
          </>
        )}
      </div>
    </div>
  );
}

/** Name, description, company, type and company logo of the selected project (spec 2.6). */
export function ProjectSummary({ project, projects, error }: ProjectSummaryProps) {
  if (!projects) {
    if (error) return <NoProjectSummary title="No se pudieron cargar tus proyectos" meta={error.message} />;
    return <NoProjectSummary busy />;
  }
  // Spec 2.8: with no open project there is nothing to choose, only the no-projects state.
  if (!project) return <NoProjectSummary title="No hay proyectos asociados a tu cuenta" />;
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
