import styles from './brand.module.css';

/** The Faena word mark. */
export function Brand({ size = 'medium' }: { size?: 'medium' | 'large' }) {
  return (
    <span className={styles.brand} data-size={size}>
      <span className={styles.mark} aria-hidden="true">
        F
      </span>
      <span className={styles.name}>Faena</span>
    </span>
  );
}
