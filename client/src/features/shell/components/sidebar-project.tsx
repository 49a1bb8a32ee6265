import { ImageIcon } from '@primer/octicons-react';
import { Thumbnail } from '../../../components/thumbnail';
import type { SidebarMode } from '../hooks/use-sidebar';
import { ProjectSwitcher } from './project-switcher';
import styles from './sidebar.module.css';

/** The selected project's image, job type and name, and the switcher (spec 2.6). */
export function SidebarProject({ mode }: { mode: SidebarMode }) {
  return (
    <div className={styles.project} data-testid="sidebar-project">
      {mode === 'full' && (
        <>
          <Thumbnail alt="" icon={ImageIcon} size={40} />
          <div className={styles.projectText}>
            <span className={styles.projectJob}>Sin cargo asignado</span>
            <span className={styles.projectName}>Sin proyecto seleccionado</span>
          </div>
        </>
      )}
      <ProjectSwitcher mode={mode} />
    </div>
  );
}
