import { Button, Flash, Spinner } from '@primer/react';
import type { LinkCheckState } from '../hooks/use-link-check';
import styles from './auth-form.module.css';

/** While a mailed link is being checked. */
export function CheckingLink({ label }: { label: string }) {
  return (
    <div className={styles.status} role="status">
      <Spinner size="small" srText={null} />
      <span>{label}</span>
    </div>
  );
}

/** The server could not be asked about the link: say why and let the user ask again. */
export function UnreachableCheck({ check }: { check: Extract<LinkCheckState, { status: 'unknown' }> }) {
  return (
    <div className={styles.form}>
      <Flash variant="danger" role="alert">
        {check.message}
      </Flash>
      <Button onClick={check.retry} loading={check.retrying} loadingAnnouncement="Comprobando el enlace">
        Reintentar
      </Button>
    </div>
  );
}
