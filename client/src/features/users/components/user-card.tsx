import { DeviceMobileIcon, MailIcon } from '@primer/octicons-react';
import { Label } from '@primer/react';
import type { ReactNode } from 'react';
import type { ProjectUser } from '../../../../../services/contracts/user-answers';
import { UserAvatar } from '../../../components/user-avatar';
import { fileUrl } from '../../../lib/api/projects';
import styles from './user-card.module.css';

interface UserCardProps {
  user: ProjectUser;
  /** A card of the grid, or a row of the list. */
  layout: 'grid' | 'list';
  actions: ReactNode;
  /** The removal button, set apart from the other actions. */
  removal: ReactNode;
}

/** A project member: picture, name, e-mail, job in the project and phone (spec 2.10). */
export function UserCard({ user, layout, actions, removal }: UserCardProps) {
  const jobName = user.projectjob.userjobtype.name;
  return (
    <li className={styles.card} data-layout={layout} aria-label={user.name}>
      <UserAvatar name={user.name} src={fileUrl(user.info.avatar)} size={layout === 'grid' ? 56 : 40} />
      <div className={styles.identity}>
        <span className={styles.name}>{user.name}</span>
        <span className={styles.detail}>
          <MailIcon size={12} />
          <a href={`mailto:${user.email}`}>{user.email}</a>
        </span>
      </div>
      <div className={styles.facts}>
        {jobName && <Label variant="accent">{jobName}</Label>}
        {user.info.phone && (
          <span className={styles.detail}>
            <DeviceMobileIcon size={12} aria-label="Teléfono" />
            {user.info.phone}
          </span>
        )}
      </div>
      <div className={styles.actions}>{actions}</div>
      <div className={styles.removal}>{removal}</div>
    </li>
  );
}
