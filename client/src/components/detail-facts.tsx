import type { ReactNode } from 'react';
import styles from './detail-facts.module.css';

/** An item detail's header facts ('Creador:', 'Espera:', …) as a grid of label/value pairs. */
export function DetailFacts({ children }: { children: ReactNode }) {
  return <dl className={styles.facts}>{children}</dl>;
}

interface FactProps {
  label: string;
  /** A class for the value, such as the reader's own name highlighted. */
  valueClassName?: string;
  children: ReactNode;
}

/** One pair, kept together: its label and its value never wrap apart. */
export function Fact({ label, valueClassName, children }: FactProps) {
  return (
    <div className={styles.fact}>
      <dt>{label}:</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
