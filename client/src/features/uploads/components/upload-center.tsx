import { ChevronDownIcon, ChevronUpIcon } from '@primer/octicons-react';
import { Heading, IconButton } from '@primer/react';
import { useId, useState } from 'react';
import { useUploadQueue } from '../../../lib/uploads/upload-queue';
import { queueSummary } from '../../../lib/uploads/upload-rules';
import { useConfirmLeaveWhileUploading } from '../hooks/use-confirm-leave';
import styles from './upload-center.module.css';
import { UploadRow } from './upload-row';

/** Spec 2.12 and 9: the upload center, always present; it shows itself while the queue holds files. */
export function UploadCenter() {
  useConfirmLeaveWhileUploading();
  const queue = useUploadQueue();
  const headingId = useId();
  const [collapsed, setCollapsed] = useState(false);
  if (queue.length === 0) return null;
  return (
    <section className={styles.center} aria-labelledby={headingId} data-testid="upload-center">
      <header className={styles.header}>
        <Heading as="h2" variant="small" id={headingId} className={styles.title}>
          Carga de archivos
        </Heading>
        <span className={styles.summary} aria-live="polite">
          {queueSummary(queue)}
        </span>
        <IconButton
          icon={collapsed ? ChevronUpIcon : ChevronDownIcon}
          aria-label={collapsed ? 'Mostrar cargas' : 'Ocultar cargas'}
          aria-expanded={!collapsed}
          size="small"
          variant="invisible"
          onClick={() => setCollapsed(!collapsed)}
        />
      </header>
      {!collapsed && (
        <ul className={styles.list}>
          {queue.map((item) => (
            <UploadRow key={item.uuid} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
