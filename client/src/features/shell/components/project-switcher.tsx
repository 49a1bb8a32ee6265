import { ArrowSwitchIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu, IconButton } from '@primer/react';
import type { SidebarMode } from '../hooks/use-sidebar';

const TITLE = 'Cambiar de Proyecto';

/** Switches the active project. The list fills in when projects exist. */
export function ProjectSwitcher({ mode }: { mode: SidebarMode }) {
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
        <ActionList>
          <ActionList.GroupHeading>{TITLE}</ActionList.GroupHeading>
          <ActionList.Item disabled>No hay proyectos asociados a tu cuenta</ActionList.Item>
        </ActionList>
      </ActionMenu.Overlay>
    </ActionMenu>
  );
}
