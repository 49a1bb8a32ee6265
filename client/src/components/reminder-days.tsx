import { Checkbox, FormControl } from '@primer/react';
import { WEEKDAYS } from '../lib/item-rules';
import styles from './items.module.css';

interface ReminderDaysProps {
  /** The legend; 'Recordatorio semanal' unless said. */
  label?: string | undefined;
  days: readonly number[];
  repeatable: boolean;
  /** Spec 4: removing the last day turns repeatable off. */
  onChange: (days: number[], repeatable: boolean) => void;
}

/** The weekly reminder (spec 3): weekdays 0 (Lunes) to 6 (Domingo), and whether it repeats. */
export function ReminderDays({ label = 'Recordatorio semanal', days, repeatable, onChange }: ReminderDaysProps) {
  const toggle = (day: number) => {
    const next = days.includes(day) ? days.filter((value) => value !== day) : [...days, day].sort();
    onChange(next, next.length > 0 && repeatable);
  };
  return (
    <fieldset className={styles.section}>
      <legend className={styles.label}>{label}</legend>
      <div className={styles.row}>
        {WEEKDAYS.map((name, day) => (
          <FormControl key={name}>
            <Checkbox checked={days.includes(day)} onChange={() => toggle(day)} />
            <FormControl.Label>{name}</FormControl.Label>
          </FormControl>
        ))}
      </div>
      <FormControl disabled={days.length === 0}>
        <Checkbox checked={repeatable} onChange={(event) => onChange([...days], event.target.checked)} />
        <FormControl.Label>Repetir cada semana</FormControl.Label>
      </FormControl>
    </fieldset>
  );
}
