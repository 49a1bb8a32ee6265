import { Spinner } from '@primer/react';
import styles from './page-loading.module.css';

/** What a screen shows while its code arrives (each screen loads on first visit). */
export function PageLoading() {
  return (
    <div className={styles.loading} role="status">
      <Spinner size="medium" srText={null} />
      <span>Cargando</span>
    </div>
  );
}
