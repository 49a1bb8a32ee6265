import { ProgressBar } from '@primer/react';
import { formatCount } from '../../../lib/format';
import { useStorageSize } from '../api/get-storage-size';
import { storageFigures } from '../storage-figures';
import { DashboardCard } from './dashboard-card';
import styles from './storage-card.module.css';

/** Spec 2.8: the storage bar against the project's quota. */
export function StorageCard({ projectId }: { projectId: string }) {
  const { storage, error } = useStorageSize(projectId);
  const figures = storage ? storageFigures(storage.total_size) : null;
  return (
    <DashboardCard id="storage-card" title="Almacenamiento">
      {error && <p className={styles.muted}>{error.message}</p>}
      {!error && !figures && <p className={styles.muted}>Cargando almacenamiento</p>}
      {storage && figures && (
        <>
          <ProgressBar progress={figures.percent} aria-label="Almacenamiento usado" barSize="large" />
          <p className={styles.figures} data-testid="storage-figures">
            {figures.text}
          </p>
          <p className={styles.muted}>{formatCount(storage.total_count, 'archivo', 'archivos')}, con sus versiones</p>
        </>
      )}
    </DashboardCard>
  );
}
