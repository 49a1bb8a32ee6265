import { Button } from '@primer/react';
import type { Priority } from '../../../services/contracts/item-answers';
import { PRIORITY_NAMES } from '../lib/item-rules';
import type { FormState } from '../lib/use-form';
import styles from './items.module.css';
import { MultiFilter } from './multi-filter';

/** A creation form's required specialties (spec 3), with the names picked so far and the error. */
export function SpecialtiesField<Values extends { specialtyIds: number[] }>({
  form,
  specialties,
}: {
  form: FormState<Values>;
  specialties: readonly { id: number; name: string }[];
}) {
  const picked = form.values.specialtyIds;
  const error = form.errorOf('specialtyIds');
  return (
    <div className={styles.field}>
      <span className={styles.label}>
        Especialidades <span aria-hidden="true">*</span>
      </span>
      <MultiFilter
        label="Elegir especialidades"
        options={specialties}
        selected={picked}
        onChange={(ids) => form.set('specialtyIds', ids as Values['specialtyIds'])}
      />
      {picked.length > 0 && (
        <span className={styles.meta}>
          {specialties
            .filter((specialty) => picked.includes(specialty.id))
            .map((specialty) => specialty.name)
            .join(', ')}
        </span>
      )}
      {error && <span className={styles.error}>{error}</span>}
    </div>
  );
}

/** 'Enviar copia': the project members who get a copy by email; `instead` replaces the picker when none may. */
export function CopyToField<Values extends { copyTo: string[] }>({
  form,
  members,
  instead,
}: {
  form: FormState<Values>;
  members: readonly { id: string; name: string; email: string }[];
  instead?: string;
}) {
  return (
    <div className={styles.field}>
      <span className={styles.label}>Enviar copia</span>
      {instead ? (
        <span className={styles.hint}>{instead}</span>
      ) : (
        <MultiFilter
          label="Enviar copia a"
          options={members.map((member) => ({ id: member.id, name: `${member.name} (${member.email})` }))}
          selected={form.values.copyTo}
          onChange={(ids) => form.set('copyTo', ids as Values['copyTo'])}
        />
      )}
    </div>
  );
}

/** The three priorities as pressed buttons (spec 3). */
export function PriorityField<Values extends { priority: Priority }>({ form }: { form: FormState<Values> }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.label}>Prioridad</legend>
      <div className={styles.row}>
        {([1, 2, 3] as const).map((priority) => (
          <Button
            key={priority}
            aria-pressed={form.values.priority === priority}
            variant={form.values.priority === priority ? 'primary' : 'default'}
            onClick={() => form.set('priority', priority as Values['priority'])}
          >
            {PRIORITY_NAMES[priority]}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
