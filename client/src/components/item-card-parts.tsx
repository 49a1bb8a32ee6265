import { lightName } from '../lib/item-rules';
import styles from './items.module.css';

/** The traffic light of a task or an RDI (spec 4: 0 Bien, 1 Regular, 2 or more Malo). */
export function TrafficLight({ light }: { light: number }) {
  const name = lightName(light);
  return <span className={styles.light} data-light={Math.min(light, 2)} role="img" aria-label={`Semáforo: ${name}`} />;
}

/** Spec 4: 5 placeholders while the first page of a list loads. */
export function CardSkeletons({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      {Array.from({ length: 5 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
        <div key={index} className={styles.skeleton} style={{ marginBottom: 8 }} />
      ))}
    </div>
  );
}
