import { Button, Flash } from '@primer/react';
import { useEffect, useRef } from 'react';
import type { EditConflict } from '../lib/edit-conflict';
import styles from './edit-conflict.module.css';

interface EditConflictNoticeProps {
  conflict: EditConflict;
  /** The Spanish label of each field, keyed as the API names it. */
  labels: Record<string, string>;
  /** What the person typed, keyed as the API names the fields. */
  mine: Record<string, unknown>;
  /** How a value reads on screen (an amount, a day, a job type's name); plain text otherwise. */
  format?: (field: string, value: unknown) => string;
  /** Send the person's values again, on the version the conflict answered. */
  onKeepMine: () => void;
  /** Put the current values in the form. */
  onTakeTheirs: () => void;
}

function plain(_field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(vacío)';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * An edit refused because someone else changed the same fields meanwhile: the server's message,
 * each such field with the person's value beside the current one, and the choice between the two.
 */
export function EditConflictNotice({
  conflict,
  labels,
  mine,
  format = plain,
  onKeepMine,
  onTakeTheirs,
}: EditConflictNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <Flash ref={ref} variant="warning" role="alert" className={styles.notice}>
      <p className={styles.heading}>{conflict.message}</p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Campo</th>
            <th scope="col">Tu cambio</th>
            <th scope="col">Valor actual</th>
          </tr>
        </thead>
        <tbody>
          {conflict.changedFields.map((field) => (
            <tr key={field}>
              <th scope="row">{labels[field] ?? field}</th>
              <td>{format(field, mine[field])}</td>
              <td>{format(field, conflict.current[field])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.actions}>
        <Button variant="primary" onClick={onKeepMine}>
          Guardar mi cambio
        </Button>
        <Button onClick={onTakeTheirs}>Usar el valor actual</Button>
      </div>
    </Flash>
  );
}
