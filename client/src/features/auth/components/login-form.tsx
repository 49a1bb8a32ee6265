import { Button, Flash, TextInput } from '@primer/react';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { useSignIn } from '../hooks/use-sign-in';
import { type LoginValues, validateLogin } from '../login-validation';
import styles from './auth-form.module.css';
import { PasswordInput } from './password-input';
import { RequiredField } from './required-field';

type Field = keyof LoginValues;

export function LoginForm() {
  const { signIn, submitting, failure } = useSignIn();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ email: false, password: false });
  const [attempted, setAttempted] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const errors = validateLogin(values);
  // Errors show once the user has left the field or tried to send the form.
  const shownError = (field: Field) => ((attempted || touched[field]) && errors[field]) || undefined;
  const inputProps = (field: Field) => ({
    name: field,
    block: true,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
    onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
    validationStatus: shownError(field) ? ('error' as const) : undefined,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (errors.email) emailRef.current?.focus();
    else if (errors.password) passwordRef.current?.focus();
    else void signIn(values.email, values.password);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Ingresar">
      {failure && (
        <Flash variant="danger" role="alert">
          {failure}
        </Flash>
      )}
      <RequiredField label="Email" error={shownError('email')}>
        <TextInput ref={emailRef} type="email" autoComplete="username" inputMode="email" {...inputProps('email')} />
      </RequiredField>
      <RequiredField label="Contraseña" error={shownError('password')}>
        <PasswordInput ref={passwordRef} autoComplete="current-password" {...inputProps('password')} />
      </RequiredField>
      <Button type="submit" variant="primary" block loading={submitting} loadingAnnouncement="Ingresando">
        Ingresar
      </Button>
    </form>
  );
}
