import { DashIcon, PlusIcon } from '@primer/octicons-react';
import { IconButton, TextInput, useFormControlForwardedProps } from '@primer/react';
import { type StepRule, steppedNumber } from '../lib/stepped-number';
import styles from './stepper-input.module.css';

interface StepperInputProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** How many decimals the value may have (0 for whole numbers). */
  decimals?: number;
  /** A whole number, or how far to move from a given value (1 unless told). */
  step?: StepRule;
  validationStatus?: 'error';
  /** Names the buttons: 'Disminuir <label>' and 'Aumentar <label>'. */
  label: string;
  name?: string;
}

/** A number field with − and + buttons beside it (contract value, total days); spec 5: never below 0. */
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
  const change = (direction: 1 | -1) => onChange(steppedNumber(value, direction, decimals, step));
  return (
    <div className={styles.stepper}>
      <IconButton
        icon={DashIcon}
        aria-label={`Disminuir ${label}`}
        onClick={() => change(-1)}
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
        onClick={() => change(1)}
        disabled={control.disabled}
        unsafeDisableTooltip
      />
    </div>
  );
}
