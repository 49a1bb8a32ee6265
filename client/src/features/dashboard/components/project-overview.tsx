import { ImageIcon, LocationIcon } from '@primer/octicons-react';
import { Heading, Label } from '@primer/react';
import { fileUrl, type Project } from '../../../lib/api/projects';
import styles from './project-overview.module.css';

function ProjectImage({ project }: { project: Project }) {
  const src = fileUrl(project.project_image);
  if (src) return <img className={styles.image} src={src} alt={`Imagen del proyecto ${project.name}`} />;
  return (
    <div className={styles.placeholder} data-testid="project-image-placeholder">
      <ImageIcon size={32} />
      <span>Sin imagen del proyecto</span>
    </div>
  );
}

/** The selected project at a glance: its image, name, description and address (spec 2.8). */
export function ProjectOverview({ project }: { project: Project }) {
  return (
    <section className={styles.overview} aria-labelledby="dashboard-project-name" data-testid="dashboard-project">
      <ProjectImage project={project} />
      <div className={styles.text}>
        <div className={styles.labels}>
          <Label variant="accent">{project.type.name}</Label>
          {project.internal_id && <Label variant="secondary">{project.internal_id}</Label>}
        </div>
        <Heading as="h2" variant="medium" id="dashboard-project-name" className={styles.name}>
          {project.name}
        </Heading>
        {project.description && <p className={styles.description}>{project.description}</p>}
        {project.address && (
          <p className={styles.address}>
            <LocationIcon aria-label="Dirección" />
            {project.address}
          </p>
        )}
        <p className={styles.company}>{project.company.name}</p>
      </div>
    </section>
  );
}
