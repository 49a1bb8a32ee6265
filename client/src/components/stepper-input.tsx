import { DashIcon, PlusIcon } from '@primer/octicons-react';
import { IconButton, TextInput, useFormControlForwardedProps } from '@primer/react';
import styles from './stepper-input.module.css';

interface StepperInputProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** How many decimals a step keeps (0 for whole numbers). */
  decimals?: number;
  step?: number;
  validationStatus?: 'error';
  /** Names the buttons: 'Disminuir <label>' and 'Aumentar <label>'. */
  label: string;
  name?: string;
}

/** Spec 5: steppers never go below 0; what the user typed is kept for validation to judge. */
function stepped(value: string, delta: number, decimals: number): string {
  const current = Number.parseFloat(value.replace(',', '.'));
  const next = Math.max(0, (Number.isFinite(current) ? current : 0) + delta);
  return String(Number(next.toFixed(decimals)));
}

/** A number field with − and + buttons beside it (contract value, total days). */
export function StepperInput(props: StepperInputProps) {
  const {
    value,
    onChange,
    onBlur,
    decimals = 0,
    step = 1,
    validationStatus,
    label,
    name,
    ...control
  } = useFormControlForwardedProps(props);
  const change = (delta: number) => onChange(stepped(value, delta, decimals));
  return (
    <div className={styles.stepper}>
      <IconButton
        icon={DashIcon}
        aria-label={`Disminuir ${label}`}
        onClick={() => change(-step)}
        disabled={control.disabled}
        unsafeDisableTooltip
      />
      <TextInput
        {...control}
        name={name}
        className={styles.input}
        inputMode={decimals > 0 ? 'decimal' : 'numeric'}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        validationStatus={validationStatus}
        block
      />
      <IconButton
        icon={PlusIcon}
        aria-label={`Aumentar ${label}`}
        onClick={() => change(step)}
        disabled={control.disabled}
        unsafeDisableTooltip
      />
    </div>
  );
}
