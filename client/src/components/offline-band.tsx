import { formatSlashDateTime } from '../lib/chile-date';
import { useOffline } from '../lib/connection';
import { useOldestShownFetch } from '../lib/read-cache/persistent-cache';
import styles from './offline-band.module.css';

/**
 * Across the top while the app cannot reach the server: since when the data on screen is (the
 * oldest fetch among what it shows), or, with nothing shown, that changes wait for the signal.
 */
export function OfflineBand() {
  const offline = useOffline();
  const oldest = useOldestShownFetch();
  if (!offline) return null;
  return (
    <div role="status" className={styles.band} data-testid="offline-band">
      {oldest === null
        ? 'Sin conexión — los cambios se enviarán al volver la señal.'
        : `Sin conexión — mostrando datos del ${formatSlashDateTime(new Date(oldest).toISOString())}`}
    </div>
  );
}
