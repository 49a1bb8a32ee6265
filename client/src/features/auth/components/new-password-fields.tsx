import type { FormState } from '../../../lib/use-form';
import { MIN_PASSWORD_LENGTH, type NewPasswordValues } from '../password-validation';
import { PasswordInput } from './password-input';
import { RequiredField } from './required-field';

const LABELS: Record<keyof NewPasswordValues, string> = {
  password: 'Nueva contraseña',
  password_confirmation: 'Confirmación de contraseña',
};

/** The new password and its confirmation, each with show/hide (reset and new-user screens). */
export function NewPasswordFields({ form }: { form: FormState<NewPasswordValues> }) {
  const field = (name: keyof NewPasswordValues) => (
    <RequiredField
      label={LABELS[name]}
      error={form.errorOf(name)}
      caption={name === 'password' ? `Mínimo ${MIN_PASSWORD_LENGTH} caracteres.` : undefined}
    >
      <PasswordInput
        name={name}
        block
        autoComplete="new-password"
        value={form.values[name]}
        onChange={(event) => form.set(name, event.target.value)}
        onBlur={() => form.touch(name)}
        validationStatus={form.errorOf(name) ? 'error' : undefined}
      />
    </RequiredField>
  );
  return (
    <>
      {field('password')}
      {field('password_confirmation')}
    </>
  );
}
