import { Flash, TextInput } from '@primer/react';
import { useState } from 'react';
import { emailError } from '../../../lib/email';
import { useForm } from '../../../lib/use-form';
import { RESET_LINK_SENT, requestPasswordReset, resetRequestFailure } from '../api/reset-pass-request';
import { AuthCard } from './auth-card';
import { AuthForm } from './auth-form';
import styles from './auth-form.module.css';
import { BackToLogin } from './auth-links';
import { RequiredField } from './required-field';

function ResetRequestForm({ onSent }: { onSent: () => void }) {
  const form = useForm({ email: '' }, ({ email }) => ({ email: emailError(email) }));
  const send = async () => {
    if (await form.submit(({ email }) => requestPasswordReset(email), resetRequestFailure)) onSent();
  };
  return (
    <AuthForm
      label="Reestablecer Contraseña"
      submitLabel="Enviar link"
      submitting={form.submitting}
      failure={form.failure}
      onSubmit={() => void send()}
    >
      <p className={styles.intro}>
        Ingresa el correo de tu cuenta y te enviaremos un link para crear una nueva contraseña.
      </p>
      <RequiredField label="Email" error={form.errorOf('email')}>
        <TextInput
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          block
          value={form.values.email}
          onChange={(event) => form.set('email', event.target.value)}
          onBlur={() => form.touch('email')}
          validationStatus={form.errorOf('email') ? 'error' : undefined}
        />
      </RequiredField>
    </AuthForm>
  );
}

/** Route '/reset-pass-request' (spec 2.3): asks for a reset link by e-mail. */
export function ResetRequestPage() {
  const [sent, setSent] = useState(false);
  return (
    <AuthCard title="Reestablecer Contraseña">
      {sent ? (
        <div className={styles.form}>
          <Flash variant="success" role="status">
            {RESET_LINK_SENT}
          </Flash>
          <p className={styles.intro}>Revisa tu bandeja de entrada: el link es válido por una hora.</p>
        </div>
      ) : (
        <ResetRequestForm onSent={() => setSent(true)} />
      )}
      <BackToLogin />
    </AuthCard>
  );
}
