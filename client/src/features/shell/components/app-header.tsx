import { SidebarCollapseIcon, ThreeBarsIcon } from '@primer/octicons-react';
import { IconButton } from '@primer/react';
import type { SidebarState } from '../hooks/use-sidebar';
import styles from './app-header.module.css';
import { ListingViewSelector } from './listing-view-selector';
import { ProjectSummary } from './project-summary';
import { SearchBox } from './search-box';

interface AppHeaderProps {
  sidebar: SidebarState;
  onOpenDrawer: () => void;
}

export function AppHeader({ sidebar, onOpenDrawer }: AppHeaderProps) {
  return (
    <header className={styles.header} data-testid="app-header">
      {sidebar.isMobile && (
        <IconButton
          icon={ThreeBarsIcon}
          aria-label="Abrir menú"
          aria-controls="app-sidebar"
          aria-expanded={sidebar.open}
          variant="invisible"
          onClick={sidebar.toggleMobile}
          data-testid="sidebar-mobile-toggle"
        />
      )}
      <ProjectSummary />
      <div className={styles.actions}>
        {!sidebar.isMobile && (
          <div className={styles.search}>
            <SearchBox />
          </div>
        )}
        <ListingViewSelector />
        <IconButton
          icon={SidebarCollapseIcon}
          aria-label="Abrir panel del proyecto"
          onClick={onOpenDrawer}
          data-testid="drawer-toggle"
        />
      </div>
    </header>
  );
}
