import { IconButton, NavList } from '@primer/react';
import { useNavLink } from '../hooks/use-nav-link';
import type { SidebarMode } from '../hooks/use-sidebar';
import { MENU_ITEMS, type MenuItem, UNAVAILABLE_MODULE } from '../menu-items';
import styles from './sidebar.module.css';

interface ItemProps {
  item: MenuItem;
  path: string;
  onNavigate: () => void;
}

function FullItem({ item, path, onNavigate }: ItemProps) {
  const link = useNavLink(path, onNavigate);
  return (
    <NavList.Item {...link}>
      <NavList.LeadingVisual>
        <item.icon />
      </NavList.LeadingVisual>
      {item.label}
    </NavList.Item>
  );
}

function MiniItem({ item, path, onNavigate }: ItemProps) {
  const link = useNavLink(path, onNavigate);
  return (
    <IconButton
      as="a"
      {...link}
      icon={item.icon}
      aria-label={item.label}
      tooltipDirection="e"
      variant="invisible"
      className={styles.miniItem}
    />
  );
}

/** The modules of the app; those without a screen yet are listed but inactive. */
export function SidebarMenu({ mode, onNavigate }: { mode: SidebarMode; onNavigate: () => void }) {
  if (mode === 'mini') {
    return (
      <nav aria-label="Menú principal" className={styles.miniMenu}>
        {MENU_ITEMS.map((item) =>
          item.path ? (
            <MiniItem key={item.label} item={item} path={item.path} onNavigate={onNavigate} />
          ) : (
            <IconButton
              key={item.label}
              icon={item.icon}
              aria-label={item.label}
              description={UNAVAILABLE_MODULE}
              tooltipDirection="e"
              variant="invisible"
              inactive
              aria-disabled="true"
              className={styles.miniItem}
            />
          ),
        )}
      </nav>
    );
  }
  return (
    <NavList aria-label="Menú principal">
      {MENU_ITEMS.map((item) =>
        item.path ? (
          <FullItem key={item.label} item={item} path={item.path} onNavigate={onNavigate} />
        ) : (
          <NavList.Item key={item.label} aria-disabled="true" title={UNAVAILABLE_MODULE} className={styles.unavailable}>
            <NavList.LeadingVisual>
              <item.icon />
            </NavList.LeadingVisual>
            {item.label}
          </NavList.Item>
        ),
      )}
    </NavList>
  );
}
