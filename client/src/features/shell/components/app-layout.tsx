import { type ReactNode, useState } from 'react';
import { useLiveConnection } from '../../../lib/live';
import { useToken } from '../../../lib/session';
import { useSidebar } from '../hooks/use-sidebar';
import { AppHeader } from './app-header';
import styles from './app-layout.module.css';
import { ProjectDrawer } from './project-drawer';
import { Sidebar } from './sidebar';
import sidebarStyles from './sidebar.module.css';
import { UpdateNotice } from './update-notice';

/** The frame of every signed-in screen (spec 2.6); it also holds the live connection open. */
export function AppLayout({ children }: { children: ReactNode }) {
  const live = useLiveConnection(useToken());
  const sidebar = useSidebar();
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <div className={styles.layout} data-testid="app-layout" data-live={live}>
      <Sidebar sidebar={sidebar} />
      {sidebar.isMobile && sidebar.open && (
        <button
          type="button"
          className={sidebarStyles.backdrop}
          aria-label="Cerrar menú"
          onClick={sidebar.closeMobile}
        />
      )}
      <div className={styles.main}>
        <AppHeader sidebar={sidebar} onOpenDrawer={() => setDrawerOpen(true)} />
        <main className={styles.content}>{children}</main>
      </div>
      {drawerOpen && <ProjectDrawer withSearch={sidebar.isMobile} onClose={() => setDrawerOpen(false)} />}
      <UpdateNotice />
    </div>
  );
}
