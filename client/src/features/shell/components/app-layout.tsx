import { type MouseEvent, type ReactNode, useEffect, useState } from 'react';
import { useLiveConnection } from '../../../lib/live';
import { startOutbox } from '../../../lib/outbox/outbox';
import { useToken } from '../../../lib/session';
import { useClosedProjectNotice } from '../hooks/use-closed-project-notice';
import { useSidebar } from '../hooks/use-sidebar';
import { AppHeader } from './app-header';
import styles from './app-layout.module.css';
import { MinimizedBar } from './minimized-bar';
import { ProjectDrawer } from './project-drawer';
import { Sidebar } from './sidebar';
import sidebarStyles from './sidebar.module.css';
import { UpdateNotice } from './update-notice';

const MAIN_ID = 'main-content';

/** Moves focus to the screen's content without writing a fragment into the address. */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(MAIN_ID)?.focus();
}

/**
 * The frame of every signed-in screen (spec 2.6); it also holds the live connection open and tells
 * the user of projects closed by someone else.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const token = useToken();
  const live = useLiveConnection(token);
  // Changes made offline are sent at start, when the signal returns and after each new one.
  useEffect(() => (token ? startOutbox() : undefined), [token]);
  const sidebar = useSidebar();
  useClosedProjectNotice();
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <div className={styles.layout} data-testid="app-layout" data-live={live}>
      {/* The first stop of the keyboard: past the sidebar and the header, straight to the screen. */}
      <a href={`#${MAIN_ID}`} className={styles.skipLink} onClick={skipToContent}>
        Saltar al contenido
      </a>
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
        <main id={MAIN_ID} tabIndex={-1} className={styles.content}>
          {children}
        </main>
      </div>
      <MinimizedBar />
      {drawerOpen && <ProjectDrawer withSearch={sidebar.isMobile} onClose={() => setDrawerOpen(false)} />}
      <UpdateNotice />
    </div>
  );
}
