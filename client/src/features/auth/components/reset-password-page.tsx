import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { checkResetToken, INVALID_TOKEN } from '../api/check-token';
import { useDelayedAction } from '../hooks/use-delayed-action';
import { useLinkCheck } from '../hooks/use-link-check';
import { AuthCard } from './auth-card';
import { BackToLogin } from './auth-links';
import { InvalidLink } from './invalid-link';
import { CheckingLink, UnreachableCheck } from './link-check-status';
import { ResetPasswordForm } from './reset-password-form';

/** Spec 2.4 and 8: an unusable link sends the user to the login after 6 seconds. */
const INVALID_LINK_REDIRECT_MS = 6_000;

/** Route '/reset-pass/:token' (spec 2.4): checks the mailed link, then takes the new password. */
export function ResetPasswordPage() {
  const { token = '' } = useParams<{ token: string }>();
  const [, navigate] = useLocation();
  const check = useLinkCheck(['/auth/checktoken', token] as const, ([, value]) => checkResetToken(value));
  const [refusedOnSend, setRefusedOnSend] = useState(false);
  const invalid = check.status === 'invalid' || refusedOnSend;
  useDelayedAction(invalid, INVALID_LINK_REDIRECT_MS, () => navigate('/login', { replace: true }));

  const content = () => {
    if (invalid) return <InvalidLink message={INVALID_TOKEN} requestLabel="Solicitar un nuevo link" />;
    switch (check.status) {
      case 'checking':
        return <CheckingLink label="Verificando el link" />;
      case 'unknown':
        return <UnreachableCheck check={check} />;
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
