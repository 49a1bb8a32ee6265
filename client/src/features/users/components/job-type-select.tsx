import { FormControl, Select } from '@primer/react';
import { useJobTypes } from '../../../lib/api/catalogs';
import { isAdministratorJob } from '../../../lib/company-access';

interface JobTypeSelectProps {
  label: string;
  /** A job type id, or '' while none is chosen. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
  /** Hides the label from sight where the row already says what the select is for. */
  visuallyHiddenLabel?: boolean;
  /** Leaves out the administrator jobs (1 and 8), which only administrators give as a default job. */
  withoutAdministratorJobs?: boolean;
}

/** A job type (cargo) select over the catalogue of job types. */
export function JobTypeSelect({
  label,
  value,
  onChange,
  onBlur,
  error,
  disabled = false,
  visuallyHiddenLabel = false,
  withoutAdministratorJobs = false,
}: JobTypeSelectProps) {
  const jobTypes = useJobTypes().filter((jobType) => !withoutAdministratorJobs || !isAdministratorJob(jobType.id));
  return (
    <FormControl required disabled={disabled}>
      <FormControl.Label visuallyHidden={visuallyHiddenLabel}>{label}</FormControl.Label>
      <Select
        block
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        validationStatus={error ? 'error' : undefined}
      >
        <Select.Option value="">Selecciona un cargo</Select.Option>
        {jobTypes.map((jobType) => (
          <Select.Option key={jobType.id} value={String(jobType.id)}>
            {jobType.name}
          </Select.Option>
        ))}
      </Select>
      {error && <FormControl.Validation variant="error">{error}</FormControl.Validation>}
    </FormControl>
  );
}
