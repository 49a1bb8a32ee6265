import { FormControl } from '@primer/react';
import { DateInput } from '../../../../components/date-input';
import { StepperInput } from '../../../../components/stepper-input';
import { useCurrencies } from '../../../../lib/api/catalogs';
import { magnitudeStep, type StepRule } from '../../../../lib/stepped-number';
import type { FormState } from '../../../../lib/use-form';
import { CatalogField } from './catalog-field';
import styles from './project-form.module.css';
import type { ProjectValues } from './project-values';

interface StepperFieldProps {
  form: FormState<ProjectValues>;
  field: 'contractValue' | 'totalDays';
  label: string;
  decimals: number;
  step: StepRule;
}

function StepperField({ form, field, label, decimals, step }: StepperFieldProps) {
  const error = form.errorOf(field);
  return (
    <FormControl required>
      <FormControl.Label>{label}</FormControl.Label>
      <StepperInput
        label={label}
        decimals={decimals}
        step={step}
        value={form.values[field]}
        onChange={(value) => form.set(field, value)}
        onBlur={() => form.touch(field)}
        validationStatus={error ? 'error' : undefined}
      />
      {error && <FormControl.Validation variant="error">{error}</FormControl.Validation>}
    </FormControl>
  );
}

interface ContractFieldsProps {
  form: FormState<ProjectValues>;
  /** The earliest start date the calendar offers (YYYY-MM-DD). */
  minStartDate: string;
}

/** Moneda por defecto, Monto Contrato, Plazo and Fecha Inicio (spec 2.13). */
export function ContractFields({ form, minStartDate }: ContractFieldsProps) {
  const currencies = useCurrencies();
  const startError = form.errorOf('startDate');
  return (
    <div className={styles.row}>
      <CatalogField
        form={form}
        field="currency"
        label="Moneda por defecto"
        placeholder="Seleccione moneda"
        entries={currencies}
      />
      <StepperField form={form} field="contractValue" label="Monto Contrato" decimals={2} step={magnitudeStep} />
      <StepperField form={form} field="totalDays" label="Plazo (días)" decimals={0} step={1} />
      <FormControl required>
        <FormControl.Label>Fecha Inicio</FormControl.Label>
        <DateInput
          min={minStartDate}
          value={form.values.startDate}
          onChange={(value) => form.set('startDate', value)}
          onBlur={() => form.touch('startDate')}
          validationStatus={startError ? 'error' : undefined}
        />
        {startError && <FormControl.Validation variant="error">{startError}</FormControl.Validation>}
      </FormControl>
    </div>
  );
}
