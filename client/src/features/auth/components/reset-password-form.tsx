import { Flash } from '@primer/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useForm } from '../../../lib/use-form';
import { isInvalidToken } from '../api/check-token';
import { PASSWORD_RESET, resetPassword } from '../api/reset-pass';
import { useDelayedAction } from '../hooks/use-delayed-action';
import { validateNewPassword } from '../password-validation';
import { AuthForm } from './auth-form';
import styles from './auth-form.module.css';
import { NewPasswordFields } from './new-password-fields';

/** Spec 2.4: after a reset the user is sent to the login after 4 seconds. */
const RESET_REDIRECT_MS = 4_000;

interface ResetPasswordFormProps {
  token: string;
  /** The link stopped working between the check and the sending. */
  onLinkRefused: () => void;
}

/** The new password for a checked reset link, then the success message and the way to the login. */
export function ResetPasswordForm({ token, onLinkRefused }: ResetPasswordFormProps) {
  const [, navigate] = useLocation();
  const [done, setDone] = useState(false);
  const form = useForm({ password: '', password_confirmation: '' }, validateNewPassword);
  useDelayedAction(done, RESET_REDIRECT_MS, () => navigate('/login', { replace: true }));

  const send = () =>
    form.submit(async (values) => {
      await resetPassword(token, values).catch((error: unknown) => {
        if (isInvalidToken(error)) onLinkRefused();
        throw error;
      });
      setDone(true);
    });

  if (done) {
    return (
      <Flash variant="success" role="status">
        {PASSWORD_RESET}
      </Flash>
    );
  }
  return (
    <AuthForm
      label="Reestablecer Contraseña"
      submitLabel="Guardar contraseña"
      submitting={form.submitting}
      failure={form.failure}
      onSubmit={() => void send()}
    >
      <p className={styles.intro}>Elige una nueva contraseña para tu cuenta.</p>
      <NewPasswordFields form={form} />
    </AuthForm>
  );
}
