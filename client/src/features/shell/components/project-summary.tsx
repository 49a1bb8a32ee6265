import { ProjectIcon } from '@primer/octicons-react';
import { Thumbnail } from '../../../components/thumbnail';
import styles from './app-header.module.css';

/** Name, description, company and type of the selected project (spec 2.6). */
export function ProjectSummary() {
  return (
    <div className={styles.project} data-testid="header-project">
      <Thumbnail alt="" icon={ProjectIcon} size={32} />
      <div className={styles.projectText}>
        <span className={styles.projectName}>Sin proyecto seleccionado</span>
        <span className={styles.projectMeta}>Elige un proyecto en el panel del proyecto</span>
      </div>
    </div>
  );
}
