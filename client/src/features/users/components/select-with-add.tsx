import { PlusIcon } from '@primer/octicons-react';
import { FormControl, IconButton, Select } from '@primer/react';
import styles from './select-with-add.module.css';

export interface SelectOption {
  id: string;
  name: string;
  /** Shown but not changeable (a project the caller may not manage). */
  disabled?: boolean;
}

interface SelectWithAddProps {
  label: string;
  options: readonly SelectOption[] | undefined;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  /** The plus button beside the select, shown only to who may create one (spec 2.16). */
  add?: { label: string; onClick: () => void };
}

/** A company or project select, with a plus button that opens the dialog creating another. */
export function SelectWithAdd({ label, options, value, onChange, onBlur, error, required, add }: SelectWithAddProps) {
  return (
    <div className={styles.row}>
      <FormControl required={required} className={styles.control}>
        <FormControl.Label>{label}</FormControl.Label>
        <Select
          block
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          validationStatus={error ? 'error' : undefined}
          disabled={!options}
        >
          <Select.Option value="">{options ? 'Selecciona una opción' : 'Cargando'}</Select.Option>
          {options?.map((option) => (
            <Select.Option key={option.id} value={option.id}>
              {option.name}
            </Select.Option>
          ))}
        </Select>
        {error && <FormControl.Validation variant="error">{error}</FormControl.Validation>}
      </FormControl>
      {add && <IconButton className={styles.add} icon={PlusIcon} aria-label={add.label} onClick={add.onClick} />}
    </div>
  );
}
