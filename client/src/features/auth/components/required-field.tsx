import { FormControl } from '@primer/react';
import type { ReactElement } from 'react';

interface RequiredFieldProps {
  label: string;
  error?: string;
  /** A hint under the field, such as the minimum length; an error message takes its place. */
  caption?: string;
  children: ReactElement;
}

/** A labelled, required field of the sign-in screens with its validation message. */
export function RequiredField({ label, error, caption, children }: RequiredFieldProps) {
  return (
    <FormControl required>
      <FormControl.Label>{label}</FormControl.Label>
      {children}
      {caption && !error && <FormControl.Caption>{caption}</FormControl.Caption>}
      {error && <FormControl.Validation variant="error">{error}</FormControl.Validation>}
    </FormControl>
  );
}
