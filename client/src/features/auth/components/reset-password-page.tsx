import { Button, Flash, Spinner } from '@primer/react';
import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { useDelayedAction } from '../hooks/use-delayed-action';
import { type ResetTokenState, useResetToken } from '../hooks/use-reset-token';
import { AuthCard } from './auth-card';
import styles from './auth-form.module.css';
import { BackToLogin } from './auth-links';
import { InvalidLink } from './invalid-link';
import { ResetPasswordForm } from './reset-password-form';

/** Spec 2.4 and 8: an unusable link sends the user to the login after 6 seconds. */
const INVALID_LINK_REDIRECT_MS = 6_000;

function Checking() {
  return (
    <div className={styles.status} role="status">
      <Spinner size="small" srText={null} />
      <span>Verificando el link</span>
    </div>
  );
}

function Unreachable({ check }: { check: Extract<ResetTokenState, { status: 'unknown' }> }) {
  return (
    <div className={styles.form}>
      <Flash variant="danger" role="alert">
        {check.message}
      </Flash>
      <Button onClick={check.retry} loading={check.retrying} loadingAnnouncement="Comprobando el enlace">
        Reintentar
      </Button>
    </div>
  );
}

/** Route '/reset-pass/:token' (spec 2.4): checks the mailed link, then takes the new password. */
export function ResetPasswordPage() {
  const { token = '' } = useParams<{ token: string }>();
  const [, navigate] = useLocation();
  const check = useResetToken(token);
  const [refusedOnSend, setRefusedOnSend] = useState(false);
  const invalid = check.status === 'invalid' || refusedOnSend;
  useDelayedAction(invalid, INVALID_LINK_REDIRECT_MS, () => navigate('/login', { replace: true }));

  const content = () => {
    if (invalid) return <InvalidLink />;
    switch (check.status) {
      case 'checking':
        return <Checking />;
      case 'unknown':
        return <Unreachable check={check} />;
      case 'valid':
        return <ResetPasswordForm token={token} onLinkRefused={() => setRefusedOnSend(true)} />;
    }
  };
  return (
    <AuthCard title="Reestablecer Contraseña">
      {content()}
      <BackToLogin />
    </AuthCard>
  );
}
