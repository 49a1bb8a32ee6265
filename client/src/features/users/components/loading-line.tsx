import { Spinner } from '@primer/react';
import styles from './loading-line.module.css';

/** A spinner with what is on its way, inside a dialog. */
export function LoadingLine({ text }: { text: string }) {
  return (
    <div className={styles.loading} role="status">
      <Spinner size="small" srText={null} />
      <span>{text}</span>
    </div>
  );
}
