import { useOffline } from '../lib/connection';
import styles from './offline-band.module.css';

/** Across the top while the app cannot reach the server: what is on screen may be old, and nothing can be sent. */
export function OfflineBand() {
  if (!useOffline()) return null;
  return (
    <div role="status" className={styles.band} data-testid="offline-band">
      Sin conexión — los cambios no se pueden enviar.
    </div>
  );
}
