import { SidebarCollapseIcon, ThreeBarsIcon } from '@primer/octicons-react';
import { IconButton } from '@primer/react';
import { useLocation } from 'wouter';
import { can } from '../../../lib/api/projects';
import { useSelectedProjectAccess } from '../../../lib/selected-project-access';
import type { SidebarState } from '../hooks/use-sidebar';
import styles from './app-header.module.css';
import { ListingViewSelector } from './listing-view-selector';
import { NotificationMenu } from './notification-menu';
import { OutboxButton } from './outbox-button';
import { ProjectActions } from './project-actions';
import { ProjectSummary } from './project-summary';
import { RemindersMenu } from './reminders-menu';
import { SearchBox } from './search-box';
import { UserActions } from './user-actions';

/** The screens that show the header's project variant (spec 2.6). */
const PROJECT_SCREENS = new Set(['/projects', '/closed-projects']);
/** The screens whose list follows the listing view (`lib/listing-view.ts`); elsewhere the selector would do nothing. */
const LISTING_SCREENS = new Set(['/projects', '/closed-projects', '/users']);

interface AppHeaderProps {
  sidebar: SidebarState;
  onOpenDrawer: () => void;
}

export function AppHeader({ sidebar, onOpenDrawer }: AppHeaderProps) {
  const [location] = useLocation();
  const { project, projects, error, projectId, permissions, canCreateProject } = useSelectedProjectAccess();
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
      <ProjectSummary project={project} projects={projects} error={error} />
      <div className={styles.actions}>
        {PROJECT_SCREENS.has(location) && (
          <ProjectActions
            projectId={projectId}
            canEdit={can(permissions, 'edit_project')}
            canCreate={canCreateProject}
            compact={sidebar.isMobile}
          />
        )}
        {location === '/users' && (
          <UserActions projectId={projectId} canCreate={can(permissions, 'create_users')} compact={sidebar.isMobile} />
        )}
        {!sidebar.isMobile && (
          <div className={styles.search}>
            <SearchBox />
          </div>
        )}
        {LISTING_SCREENS.has(location) && <ListingViewSelector />}
        {!sidebar.isMobile && <RemindersMenu />}
        <OutboxButton />
        <NotificationMenu />
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
