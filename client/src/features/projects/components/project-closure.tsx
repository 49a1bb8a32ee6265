import { Label } from '@primer/react';
import type { Project } from '../../../lib/api/projects';
import styles from './project-closure.module.css';

/** Who closed a project (spec 2.9) and why. */
export function ProjectClosure({ project }: { project: Project }) {
  return (
    <div className={styles.closure}>
      {project.status && (
        <Label variant="attention" className={styles.chip}>
          Cerrado por: {project.status.user.name}
        </Label>
      )}
      {project.close_reason && <p className={styles.reason}>{project.close_reason}</p>}
    </div>
  );
}
