import { ArrowSwitchIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu, IconButton } from '@primer/react';
import type { Project } from '../../../lib/api/projects';
import type { SidebarMode } from '../hooks/use-sidebar';

const TITLE = 'Cambiar de Proyecto';

interface ProjectSwitcherProps {
  mode: SidebarMode;
  projects: Project[] | undefined;
  projectId: string | null;
  onSelect: (projectId: string) => void;
}

function ProjectItems({ projects, projectId, onSelect }: Omit<ProjectSwitcherProps, 'mode'>) {
  if (!projects) return <ActionList.Item disabled>Cargando proyectos</ActionList.Item>;
  if (projects.length === 0) return <ActionList.Item disabled>No hay proyectos asociados a tu cuenta</ActionList.Item>;
  return projects.map((project) => (
    <ActionList.Item key={project.id} selected={project.id === projectId} onSelect={() => onSelect(project.id)}>
      {project.name}
      {project.job_type && <ActionList.Description variant="block">{project.job_type.name}</ActionList.Description>}
    </ActionList.Item>
  ));
}

/** The sidebar's project switcher: the user's open projects, the active one checked (spec 2.6). */
export function ProjectSwitcher({ mode, ...list }: ProjectSwitcherProps) {
  return (
    <ActionMenu>
      {mode === 'mini' ? (
        <ActionMenu.Anchor>
          <IconButton icon={ArrowSwitchIcon} aria-label={TITLE} tooltipDirection="e" variant="invisible" />
        </ActionMenu.Anchor>
      ) : (
        <ActionMenu.Button leadingVisual={ArrowSwitchIcon} size="small" block>
          {TITLE}
        </ActionMenu.Button>
      )}
      <ActionMenu.Overlay width="medium">
        <ActionList selectionVariant="single" aria-label={TITLE}>
          <ActionList.GroupHeading>{TITLE}</ActionList.GroupHeading>
          <ProjectItems {...list} />
        </ActionList>
      </ActionMenu.Overlay>
    </ActionMenu>
  );
}
