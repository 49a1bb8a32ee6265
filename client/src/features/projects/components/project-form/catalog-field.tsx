import { FormControl, Select } from '@primer/react';
import type { CatalogEntry } from '../../../../lib/api/catalogs';
import type { FormState } from '../../../../lib/use-form';
import type { ProjectValues } from './project-values';

interface CatalogFieldProps {
  form: FormState<ProjectValues>;
  field: 'projectTypeId' | 'currency';
  label: string;
  placeholder: string;
  entries: CatalogEntry[];
}

/** A required choice from one of the server's catalogs (project types, currencies). */
export function CatalogField({ form, field, label, placeholder, entries }: CatalogFieldProps) {
  const error = form.errorOf(field);
  return (
    <FormControl required>
      <FormControl.Label>{label}</FormControl.Label>
      <Select
        block
        value={form.values[field]}
        onChange={(event) => form.set(field, event.target.value)}
        onBlur={() => form.touch(field)}
        validationStatus={error ? 'error' : undefined}
      >
        <Select.Option value="" disabled>
          {placeholder}
        </Select.Option>
        {entries.map((entry) => (
          <Select.Option key={entry.id} value={String(entry.id)}>
            {entry.name}
          </Select.Option>
        ))}
      </Select>
      {error && <FormControl.Validation variant="error">{error}</FormControl.Validation>}
    </FormControl>
  );
}
