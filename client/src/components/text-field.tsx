import { FormControl, Textarea, TextInput } from '@primer/react';
import type { FormState } from '../lib/use-form';

/** The fields of `Values` that hold text. */
type TextKey<Values> = { [Key in keyof Values]: Values[Key] extends string ? Key : never }[keyof Values];

interface TextFieldProps<Values extends object> {
  form: FormState<Values>;
  field: TextKey<Values>;
  label: string;
  required?: boolean;
  /** The server's limit for the field. */
  maxLength?: number;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
  type?: 'text' | 'url' | 'email' | 'tel';
  inputMode?: 'text' | 'decimal' | 'url';
  placeholder?: string;
  caption?: string;
}

/** A labelled text input (or text area) bound to one field of a `useForm` form, with its error. */
export function TextField<Values extends object>({
  form,
  field,
  label,
  required = false,
  maxLength,
  rows,
  type = 'text',
  inputMode,
  placeholder,
  caption,
}: TextFieldProps<Values>) {
  const error = form.errorOf(field);
  const input = {
    value: form.values[field] as string,
    onChange: (event: { target: { value: string } }) => form.set(field, event.target.value as Values[typeof field]),
    onBlur: () => form.touch(field),
    validationStatus: error ? ('error' as const) : undefined,
    maxLength,
    placeholder,
    block: true,
  };
  return (
    <FormControl required={required}>
      <FormControl.Label>{label}</FormControl.Label>
      {rows ? (
        <Textarea {...input} rows={rows} resize="vertical" />
      ) : (
        <TextInput {...input} type={type} inputMode={inputMode} />
      )}
      {caption && <FormControl.Caption>{caption}</FormControl.Caption>}
      {error && <FormControl.Validation variant="error">{error}</FormControl.Validation>}
    </FormControl>
  );
}
