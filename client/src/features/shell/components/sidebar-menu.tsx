import type { Icon } from '@primer/octicons-react';
import { IconButton, NavList } from '@primer/react';
import { Fragment } from 'react';
import { can } from '../../../lib/api/projects';
import { useCompanyAccess } from '../../../lib/company-access';
import { useSelectedProjectAccess } from '../../../lib/selected-project-access';
import { useNavLink } from '../hooks/use-nav-link';
import type { SidebarMode } from '../hooks/use-sidebar';
import { MENU_ITEMS, type MenuItem, UNAVAILABLE_MODULE } from '../menu-items';
import styles from './sidebar.module.css';

interface LinkProps {
  label: string;
  icon: Icon;
  path: string;
  onNavigate: () => void;
  sub?: boolean;
}

function FullLink({ label, icon: LeadingIcon, path, onNavigate, sub }: LinkProps) {
  const link = useNavLink(path, onNavigate);
  return (
    <NavList.Item {...link} className={sub ? styles.subItem : undefined}>
      <NavList.LeadingVisual>
        <LeadingIcon />
      </NavList.LeadingVisual>
      {label}
    </NavList.Item>
  );
}

function MiniLink({ label, icon, path, onNavigate }: LinkProps) {
  const link = useNavLink(path, onNavigate);
  return (
    <IconButton
      as="a"
      {...link}
      icon={icon}
      aria-label={label}
      tooltipDirection="e"
      variant="invisible"
      className={styles.miniItem}
    />
  );
}

function FullUnavailable({ item }: { item: MenuItem }) {
  return (
    <NavList.Item aria-disabled="true" title={UNAVAILABLE_MODULE} className={styles.unavailable}>
      <NavList.LeadingVisual>
        <item.icon />
      </NavList.LeadingVisual>
      {item.label}
    </NavList.Item>
  );
}

function MiniUnavailable({ item }: { item: MenuItem }) {
  return (
    <IconButton
      icon={item.icon}
      aria-label={item.label}
      description={UNAVAILABLE_MODULE}
      tooltipDirection="e"
      variant="invisible"
      inactive
      aria-disabled="true"
      className={styles.miniItem}
    />
  );
}

interface SidebarMenuProps {
  mode: SidebarMode;
  onNavigate: () => void;
}

/** The modules of the app; those without a screen yet are listed but inactive. */
export function SidebarMenu({ mode, onNavigate }: SidebarMenuProps) {
  // Spec 2.6: sub-items are for holders of status_project in the selected project's company.
  const { permissions } = useSelectedProjectAccess();
  const withSubItems = can(permissions, 'status_project');
  const { isAdministrator } = useCompanyAccess();
  const Link = mode === 'mini' ? MiniLink : FullLink;
  const Unavailable = mode === 'mini' ? MiniUnavailable : FullUnavailable;
  const items = MENU_ITEMS.filter((item) => isAdministrator || !item.adminOnly).map((item) => (
    <Fragment key={item.label}>
      {item.path ? (
        <Link label={item.label} icon={item.icon} path={item.path} onNavigate={onNavigate} />
      ) : (
        <Unavailable item={item} />
      )}
      {withSubItems && item.subItems?.map((sub) => <Link key={sub.path} {...sub} onNavigate={onNavigate} sub />)}
    </Fragment>
  ));
  if (mode === 'mini') {
    return (
      <nav aria-label="Menú principal" className={styles.miniMenu}>
        {items}
      </nav>
    );
  }
  return <NavList aria-label="Menú principal">{items}</NavList>;
}
