import { PlusIcon } from '@primer/octicons-react';
import { Button } from '@primer/react';
import { useRef } from 'react';
import { Dialog } from '../../../components/dialog';
import { can } from '../../../lib/api/projects';
import { openModal } from '../../../lib/modals';
import { useSelectedProjectAccess } from '../../../lib/selected-project-access';
import { CreateEntries } from './create-entries';
import styles from './project-drawer.module.css';
import { NoProjectOptions, ProjectOptions } from './project-options';
import { ProjectSelector } from './project-selector';
import { RemindersMenu } from './reminders-menu';
import { SearchBox } from './search-box';

/** The right-hand project panel (spec 2.6): project selection and the project's options. */
interface ProjectDrawerProps {
  /** On phones the header has no room for search and reminders, so they move here (spec 2.6). */
  withSearch: boolean;
  onClose: () => void;
}

export function ProjectDrawer({ withSearch, onClose }: ProjectDrawerProps) {
  const {
    projects,
    projectId,
    project,
    permissions,
    can: mayInProject,
    canCreateProject,
    select,
  } = useSelectedProjectAccess();
  // The panel itself takes the focus on opening: a focused × would show its tooltip, and then
  // Escape would close the tooltip instead of the panel.
  const panel = useRef<HTMLDivElement>(null);
  const newProject = () => {
    // The project dialog opens on its own rather than over this panel.
    onClose();
    openModal('new-project');
  };
  return (
    <Dialog title="Panel del Proyecto" position="right" width="350px" onClose={onClose} initialFocusRef={panel}>
      <div ref={panel} tabIndex={-1} className={styles.drawer} data-testid="project-drawer">
        {withSearch && <SearchBox />}
        {withSearch && <RemindersMenu wide onOpened={onClose} />}
        {canCreateProject && (
          <Button leadingVisual={PlusIcon} block onClick={newProject}>
            Nuevo Proyecto
          </Button>
        )}
        <ProjectSelector projects={projects} projectId={projectId} onSelect={select} />
        {project ? (
          <>
            <ProjectOptions key={project.id} project={project} canChooseRdiSystem={can(permissions, 'edit_project')} />
            <CreateEntries can={mayInProject} onChosen={onClose} />
          </>
        ) : (
          <NoProjectOptions />
        )}
      </div>
    </Dialog>
  );
}
