import type { Project } from '../../../lib/api/projects';
import styles from './project-name.module.css';

interface ProjectNameProps {
  project: Project;
  /** Given for open projects: the whole card or row then opens it (the nearest positioned box). */
  onOpen?: (projectId: string) => void;
}

/** A project's name as a heading, with its internal ID and company below. */
export function ProjectName({ project, onOpen }: ProjectNameProps) {
  return (
    <div className={styles.block}>
      <h2 className={styles.name}>
        {onOpen ? (
          <button type="button" className={styles.open} onClick={() => onOpen(project.id)}>
            {project.name}
          </button>
        ) : (
          project.name
        )}
      </h2>
      <p className={styles.meta}>{[project.internal_id, project.company.name].filter(Boolean).join(' · ')}</p>
    </div>
  );
}
