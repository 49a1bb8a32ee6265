import { Button, Checkbox, FormControl } from '@primer/react';
import type { Priority } from '../../../services/contracts/item-answers';
import type { UploadType } from '../../../services/contracts/uploads';
import { chileToday } from '../lib/chile-date';
import { PRIORITY_NAMES } from '../lib/item-rules';
import { useSelectedProjectAccess } from '../lib/selected-project-access';
import type { FormState } from '../lib/use-form';
import { AttachmentsPicker } from './attachments-picker';
import { DateInput } from './date-input';
import { DescriptionField } from './description-field';
import styles from './items.module.css';
import { MultiFilter } from './multi-filter';
import { ReminderDays } from './reminder-days';

/**
 * A creation form's required specialties (spec 3), among the selected project's (numbered from 1 in
 * their order), with the names picked so far and the error.
 */
export function SpecialtiesField<Values extends { specialtyIds: number[] }>({ form }: { form: FormState<Values> }) {
  const { project } = useSelectedProjectAccess();
  const specialties = (project?.specialties ?? []).map((specialty, index) => ({ id: index + 1, name: specialty.name }));
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

/** 'Fecha crítica', optional, from today on (spec 3). */
export function CriticalDateField<Values extends { criticalDate: string }>({ form }: { form: FormState<Values> }) {
  const error = form.errorOf('criticalDate');
  return (
    <FormControl>
      <FormControl.Label>Fecha crítica</FormControl.Label>
      <DateInput
        value={form.values.criticalDate}
        min={chileToday()}
        onChange={(value) => form.set('criticalDate', value as Values['criticalDate'])}
        validationStatus={error ? 'error' : undefined}
      />
      {error && <FormControl.Validation variant="error">{error}</FormControl.Validation>}
    </FormControl>
  );
}

/** The weekly reminder's days and whether it repeats, under the form's own legend. */
export function ReminderField<Values extends { reminderDays: number[]; reminderRepeatable: boolean }>({
  form,
  label,
}: {
  form: FormState<Values>;
  label?: string;
}) {
  return (
    <ReminderDays
      label={label}
      days={form.values.reminderDays}
      repeatable={form.values.reminderRepeatable}
      onChange={(days, repeatable) => {
        form.set('reminderDays', days as Values['reminderDays']);
        form.set('reminderRepeatable', repeatable as Values['reminderRepeatable']);
      }}
    />
  );
}

/** The rich-text description of a new item, bound to the form. */
export function DraftDescriptionField<Values extends { description: string }>({
  form,
  placeholder,
  required,
}: {
  form: FormState<Values>;
  placeholder: string;
  required?: boolean;
}) {
  return (
    <DescriptionField
      value={form.values.description}
      onChange={(value) => form.set('description', value as Values['description'])}
      placeholder={placeholder}
      error={form.errorOf('description')}
      required={required}
    />
  );
}

/**
 * 'Archivos' and, on a form that can mail them, 'Adjuntar archivos en el correo'; spec 5: that
 * option is enabled only while at least one file is attached.
 */
export function FilesField<Values extends { attachFiles: boolean }>({
  files,
  onChange,
  uploadType,
  mailOption,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  /** Where the files go once the item exists: what the picker takes. */
  uploadType: UploadType;
  /** The form whose `attachFiles` is the mail option, on forms that have one. */
  mailOption?: FormState<Values>;
}) {
  return (
    <>
      <AttachmentsPicker label="Archivos" files={files} onChange={onChange} uploadType={uploadType} />
      {mailOption && (
        <FormControl disabled={files.length === 0}>
          <Checkbox
            checked={files.length > 0 && mailOption.values.attachFiles}
            onChange={(event) => mailOption.set('attachFiles', event.target.checked as Values['attachFiles'])}
          />
          <FormControl.Label>Adjuntar archivos en el correo</FormControl.Label>
        </FormControl>
      )}
    </>
  );
}
