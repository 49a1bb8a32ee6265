import { ChevronDownIcon, ChevronUpIcon } from '@primer/octicons-react';
import { Heading, IconButton } from '@primer/react';
import { useEffect, useId, useState } from 'react';
import { useUploadQueue } from '../../../lib/uploads/upload-queue';
import { type QueuePhase, queuePhase, queueSummary } from '../../../lib/uploads/upload-rules';
import { useConfirmLeaveWhileUploading } from '../hooks/use-confirm-leave';
import styles from './upload-center.module.css';
import { UploadRow } from './upload-row';

/** How long 'Completado' stays readable before the list folds to its header. */
const FOLD_AFTER_DONE_MS = 1_500;

/**
 * Whether the list is folded: it folds by itself a moment after every file is stored, and opens
 * again when a file is refused (its message must be read) or new files come; in between, the
 * person decides.
 */
function useFolding(phase: QueuePhase) {
  const [collapsed, setCollapsed] = useState(false);
  useEffect(() => {
    if (phase !== 'done') return setCollapsed(false);
    const fold = setTimeout(() => setCollapsed(true), FOLD_AFTER_DONE_MS);
    return () => clearTimeout(fold);
  }, [phase]);
  return [collapsed, setCollapsed] as const;
}

/**
 * Spec 2.12 and 9: the upload center, always present; it shows itself while the queue holds files.
 * It is docked at the end of the screen's content, not over it: whatever it passes over while
 * the page scrolls is reachable below it.
 */
export function UploadCenter() {
  useConfirmLeaveWhileUploading();
  const queue = useUploadQueue();
  const headingId = useId();
  const [collapsed, setCollapsed] = useFolding(queuePhase(queue));
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
