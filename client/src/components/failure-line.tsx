import styles from './items.module.css';

/** Why the last send failed, in the server's words, above a form's fields. */
export function FailureLine({ failure }: { failure: string | null }) {
  if (!failure) return null;
  return (
    <p role="alert" className={styles.error}>
      {failure}
    </p>
  );
}
