import { Button, Flash } from '@primer/react';
import { type FormEvent, type ReactNode, useRef } from 'react';
import styles from './auth-form.module.css';

interface AuthFormProps {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  submitting: boolean;
  /** Why the last sending failed. */
  failure: string | null;
  onSubmit: () => void;
  children: ReactNode;
}

/** The form of an account screen: its fields, the reason of a refusal, and one primary button. */
export function AuthForm({ label, submitLabel, submitting, failure, onSubmit, children }: AuthFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
    // The first field the user has to fix gets the focus, once the errors are on screen.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };
  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label={label}>
      {failure && (
        <Flash variant="danger" role="alert">
          {failure}
        </Flash>
      )}
      {children}
      <Button type="submit" variant="primary" block loading={submitting} loadingAnnouncement="Enviando">
        {submitLabel}
      </Button>
    </form>
  );
}
