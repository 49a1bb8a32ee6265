import { VisuallyHidden } from '@primer/react';
import type { ProjectFact } from '../project-facts';
import styles from './project-fact-list.module.css';

/** A project's facts, each an icon and a value; `inline` lays them out in one wrapping line. */
export function ProjectFactList({ facts, inline = false }: { facts: ProjectFact[]; inline?: boolean }) {
  return (
    <ul className={inline ? `${styles.facts} ${styles.inline}` : styles.facts}>
      {facts.map(({ key, label, value, icon: FactIcon }) => (
        <li key={key} className={styles.fact} title={label}>
          <FactIcon size={14} className={styles.icon} aria-hidden="true" />
          <VisuallyHidden>{label}: </VisuallyHidden>
          <span className={styles.value}>{value}</span>
        </li>
      ))}
    </ul>
  );
}
