import { SidebarCollapseIcon, SidebarExpandIcon, SignOutIcon, XIcon } from '@primer/octicons-react';
import { Button, IconButton } from '@primer/react';
import { Brand } from '../../../components/brand';
import type { SidebarState } from '../hooks/use-sidebar';
import { useSignOut } from '../hooks/use-sign-out';
import styles from './sidebar.module.css';
import { SidebarMenu } from './sidebar-menu';
import { SidebarProject } from './sidebar-project';
import { SidebarUser } from './sidebar-user';

function SidebarTop({ sidebar }: { sidebar: SidebarState }) {
  if (sidebar.isMobile) {
    return (
      <div className={styles.top}>
        <Brand />
        <IconButton icon={XIcon} aria-label="Cerrar menú" variant="invisible" onClick={sidebar.closeMobile} />
      </div>
    );
  }
  const mini = sidebar.mode === 'mini';
  return (
    <div className={styles.top}>
      {!mini && <Brand />}
      <IconButton
        icon={mini ? SidebarExpandIcon : SidebarCollapseIcon}
        aria-label={mini ? 'Expandir menú' : 'Contraer menú'}
        aria-controls="app-sidebar"
        tooltipDirection="e"
        variant="invisible"
        onClick={sidebar.toggleMini}
        data-testid="sidebar-mini-toggle"
      />
    </div>
  );
}

function SignOutButton({ mini }: { mini: boolean }) {
  const signOut = useSignOut();
  if (mini) {
    return (
      <IconButton
        icon={SignOutIcon}
        aria-label="Cerrar sesión"
        tooltipDirection="e"
        variant="invisible"
        onClick={signOut}
      />
    );
  }
  return (
    <Button leadingVisual={SignOutIcon} variant="invisible" block alignContent="start" onClick={signOut}>
      Cerrar sesión
    </Button>
  );
}

export function Sidebar({ sidebar }: { sidebar: SidebarState }) {
  return (
    <aside
      id="app-sidebar"
      className={styles.sidebar}
      data-testid="sidebar"
      data-mode={sidebar.mode}
      data-open={sidebar.open}
      aria-label="Navegación"
      hidden={!sidebar.open}
    >
      <SidebarTop sidebar={sidebar} />
      <SidebarUser mode={sidebar.mode} />
      <SidebarProject mode={sidebar.mode} />
      <div className={styles.menu}>
        <SidebarMenu mode={sidebar.mode} onNavigate={sidebar.closeMobile} />
      </div>
      <div className={styles.bottom}>
        <SignOutButton mini={sidebar.mode === 'mini'} />
      </div>
    </aside>
  );
}
