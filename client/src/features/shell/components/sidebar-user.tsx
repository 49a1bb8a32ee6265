import { SkeletonBox } from '@primer/react';
import { UserAvatar } from '../../../components/user-avatar';
import { fileUrl } from '../../../lib/api/projects';
import { useUserDetails } from '../../../lib/api/user-details';
import type { SidebarMode } from '../hooks/use-sidebar';
import styles from './sidebar.module.css';

export function SidebarUser({ mode }: { mode: SidebarMode }) {
  const { user } = useUserDetails();
  if (!user) {
    return (
      <div className={styles.user} aria-busy="true">
        <SkeletonBox width="32px" height="32px" className={styles.round} />
        {mode === 'full' && <SkeletonBox width="120px" height="16px" />}
      </div>
    );
  }
  return (
    <div className={styles.user} title={mode === 'mini' ? user.name : undefined}>
      <UserAvatar name={user.name} src={fileUrl(user.info.avatar)} size={32} />
      {mode === 'full' && (
        <div className={styles.userText}>
          <span className={styles.userName} data-testid="sidebar-user-name">
            {user.name}
          </span>
          <span className={styles.userEmail}>{user.email}</span>
        </div>
      )}
    </div>
  );
}
