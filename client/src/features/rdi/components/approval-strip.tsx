import { CheckCircleFillIcon, CircleIcon } from '@primer/octicons-react';
import { Label } from '@primer/react';
import { APPROVAL_SLOTS, type ApprovalCheck } from '../../../../../services/contracts/rdi-answers';
import { formatSlashDateTime } from '../../../lib/chile-date';
import styles from './rdi.module.css';

/** Spec 2 and 4: the list's approval strip (new close system): each check green with user and time. */
export function ApprovalStrip({ checks }: { checks: readonly ApprovalCheck[] }) {
  return (
    <ul className={styles.strip} aria-label="Aprobaciones de cierre">
      {APPROVAL_SLOTS.map(({ slot, name }) => {
        const check = checks.find((entry) => entry.approval === slot);
        return (
          <li key={slot}>
            {check ? (
              <Label variant="success" title={`${check.user.name} ${formatSlashDateTime(check.updated_at)}`}>
                <CheckCircleFillIcon size={12} /> {name}: {check.user.name} {formatSlashDateTime(check.updated_at)}
              </Label>
            ) : (
              <Label variant="secondary">
                <CircleIcon size={12} /> {name}: pendiente
              </Label>
            )}
          </li>
        );
      })}
    </ul>
  );
}
