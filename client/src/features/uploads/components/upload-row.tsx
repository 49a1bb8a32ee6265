import { Button, ProgressBar } from '@primer/react';
import { useId } from 'react';
import { formatSize } from '../../../lib/format';
import { removeUpload, retryUpload } from '../../../lib/uploads/upload-queue';
import { formatMbps, type UploadItem, uploadPercent, uploadSpeed } from '../../../lib/uploads/upload-rules';
import styles from './upload-center.module.css';

function statusText(item: UploadItem, percent: number): string {
  switch (item.status) {
    case 'waiting':
      return 'En espera';
    case 'uploading':
      return `Subiendo ${percent} % · ${formatMbps(uploadSpeed(item.loaded, item.start, Date.now()))}`;
    case 'done':
      return 'Completado';
    case 'failed':
      return 'No se pudo subir';
  }
}

/** One queued file: its name, readable size, progress and speed, or why it failed with what to do. */
export function UploadRow({ item }: { item: UploadItem }) {
  const nameId = useId();
  const percent = item.status === 'done' ? 100 : uploadPercent(item.loaded, item.total);
  return (
    <li className={styles.item} aria-labelledby={nameId} data-status={item.status}>
      <div className={styles.line}>
        <span id={nameId} className={styles.name}>
          {item.file.name}
        </span>
        <span className={styles.size}>{formatSize(item.file.size)}</span>
      </div>
      <ProgressBar progress={percent} aria-label={`Progreso de ${item.file.name}`} barSize="small" />
      <div className={styles.line}>
        <span className={styles.status}>{statusText(item, percent)}</span>
        {item.status !== 'done' && item.status !== 'failed' && (
          <Button size="small" variant="invisible" onClick={() => removeUpload(item.uuid)}>
            Cancelar
          </Button>
        )}
      </div>
      {item.status === 'failed' && (
        <>
          <p className={styles.error} role="alert">
            {item.error}
          </p>
          <div className={styles.actions}>
            <Button size="small" onClick={() => retryUpload(item.uuid)}>
              Reintentar
            </Button>
            <Button size="small" variant="danger" onClick={() => removeUpload(item.uuid)}>
              Quitar
            </Button>
          </div>
        </>
      )}
    </li>
  );
}
