import { ImageIcon, LocationIcon } from '@primer/octicons-react';
import { Heading, Label } from '@primer/react';
import type { ComponentType, ReactNode } from 'react';
import { fileUrl, type Project } from '../../../lib/api/projects';
import styles from './project-overview.module.css';

/** Spec 2.8: what fills the viewer slot of a project, given the project image to fall back on. */
export type ModelSlot = ComponentType<{ projectId: string; fallback: ReactNode }>;

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

/**
 * The selected project at a glance (spec 2.8): its main model in the viewer slot, or else its
 * image; its name, description and address.
 */
export function ProjectOverview({ project, modelSlot: Slot }: { project: Project; modelSlot?: ModelSlot }) {
  const image = <ProjectImage project={project} />;
  return (
    <section className={styles.overview} aria-labelledby="dashboard-project-name" data-testid="dashboard-project">
      <div className={styles.media}>{Slot ? <Slot projectId={project.id} fallback={image} /> : image}</div>
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
