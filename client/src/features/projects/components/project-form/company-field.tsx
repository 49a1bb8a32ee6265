import { PlusIcon } from '@primer/octicons-react';
import { FormControl, IconButton, Select } from '@primer/react';
import { useId } from 'react';
import { openModal } from '../../../../lib/modals';
import type { FormState } from '../../../../lib/use-form';
import styles from './project-form.module.css';
import type { ProjectValues } from './project-values';

export interface CompanyOption {
  id: string;
  name: string;
}

interface CompanyFieldProps {
  form: FormState<ProjectValues>;
  options: CompanyOption[];
  /** An edit keeps the project in its company. */
  disabled: boolean;
  /** Spec 2.13 and 6: the plus button is for holders of create_company. */
  canCreateCompany: boolean;
}

/** The project's company, with a button that creates one and selects it. */
export function CompanyField({ form, options, disabled, canCreateCompany }: CompanyFieldProps) {
  const id = useId();
  const error = form.errorOf('companyId');
  return (
    <FormControl id={id} required disabled={disabled}>
      <FormControl.Label>Empresa</FormControl.Label>
      <div className={styles.withButton}>
        <Select
          id={id}
          block
          value={form.values.companyId}
          onChange={(event) => form.set('companyId', event.target.value)}
          onBlur={() => form.touch('companyId')}
          validationStatus={error ? 'error' : undefined}
          disabled={disabled}
        >
          <Select.Option value="" disabled>
            Seleccione empresa
          </Select.Option>
          {options.map((option) => (
            <Select.Option key={option.id} value={option.id}>
              {option.name}
            </Select.Option>
          ))}
        </Select>
        {canCreateCompany && (
          <IconButton
            icon={PlusIcon}
            aria-label="Nueva Empresa"
            onClick={() => openModal('new-company', { onCreated: (companyId) => form.set('companyId', companyId) })}
          />
        )}
      </div>
      {error && <FormControl.Validation variant="error">{error}</FormControl.Validation>}
    </FormControl>
  );
}
