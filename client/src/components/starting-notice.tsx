import { Spinner } from '@primer/react';
import { useServerStarting } from '../lib/http';
import styles from './starting-notice.module.css';

/** Shown while the server loads its data after a start; the calls waiting on it go through by themselves. */
export function StartingNotice() {
  if (!useServerStarting()) return null;
  return (
    <div role="status" className={styles.notice} data-testid="server-starting">
      <Spinner size="small" srText={null} />
      <span>Cargando: Faena se está iniciando, espera unos segundos.</span>
    </div>
  );
}
