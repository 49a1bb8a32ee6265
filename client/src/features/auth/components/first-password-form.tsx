import { Flash } from '@primer/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { setToken } from '../../../lib/session';
import { useForm } from '../../../lib/use-form';
import { isInvalidInvitation } from '../api/check-invitation';
import { type FirstPasswordOutcome, setFirstPassword } from '../api/first-password';
import { useDelayedAction } from '../hooks/use-delayed-action';
import type { Invitation } from '../invitation-token';
import { validateNewPassword } from '../password-validation';
import { AuthForm } from './auth-form';
import styles from './auth-form.module.css';
import { NewPasswordFields } from './new-password-fields';

/** Spec 2.5: the new user is signed in 2 seconds after the success message. */
const SIGN_IN_DELAY_MS = 2_000;

interface FirstPasswordFormProps {
  invitation: Invitation;
  /** The invitation link was used already or expired. */
  onLinkRefused: () => void;
}

/** The invited user's first password; on success the user enters the platform by themself. */
export function FirstPasswordForm({ invitation, onLinkRefused }: FirstPasswordFormProps) {
  const [, navigate] = useLocation();
  const [outcome, setOutcome] = useState<FirstPasswordOutcome | null>(null);
  const form = useForm({ password: '', password_confirmation: '' }, validateNewPassword);
  const accessToken = outcome?.accessToken;
  useDelayedAction(Boolean(accessToken), SIGN_IN_DELAY_MS, () => {
    if (!accessToken) return;
    setToken(accessToken);
    navigate('/', { replace: true });
  });

  const send = () =>
    form.submit(async (values) => {
      const answer = await setFirstPassword(invitation, values).catch((error: unknown) => {
        if (isInvalidInvitation(error)) onLinkRefused();
        throw error;
      });
      setOutcome(answer);
    });

  if (outcome) {
    return (
      <div className={styles.form}>
        <Flash variant={accessToken ? 'success' : 'warning'} role="status">
          {outcome.message}
        </Flash>
      </div>
    );
  }
  return (
    <AuthForm
      label="Crea tu Contraseña"
      submitLabel="Crear contraseña"
      submitting={form.submitting}
      failure={form.failure}
      onSubmit={() => void send()}
    >
      <p className={styles.intro}>
        Te damos la bienvenida a Faena. Crea la contraseña con la que ingresarás a la plataforma.
      </p>
      <NewPasswordFields form={form} />
    </AuthForm>
  );
}
