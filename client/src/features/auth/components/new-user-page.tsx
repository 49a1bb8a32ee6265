import { useState } from 'react';
import { useSearch } from 'wouter';
import { checkInvitation, INVALID_INVITATION } from '../api/check-invitation';
import { useLinkCheck } from '../hooks/use-link-check';
import { parseInvitation } from '../invitation-token';
import { AuthCard } from './auth-card';
import { BackToLogin } from './auth-links';
import { FirstPasswordForm } from './first-password-form';
import { InvalidLink } from './invalid-link';
import { CheckingLink, UnreachableCheck } from './link-check-status';

/**
 * Route '/newuser?token=userId-token' (spec 2.5): checks the invitation when the page opens, then
 * the invited user creates their password. A used or expired invitation says so and stays on
 * screen (docs/decisions.md): its reader needs the way to a new link, not the login.
 */
export function NewUserPage() {
  const invitation = parseInvitation(new URLSearchParams(useSearch()).get('token'));
  const check = useLinkCheck(
    invitation && (['/auth/checkFirstToken', invitation.userId, invitation.token] as const),
    ([, userId, token]) => checkInvitation({ userId, token }),
  );
  const [refusedOnSend, setRefusedOnSend] = useState(false);

  const content = () => {
    if (!invitation || check.status === 'invalid' || refusedOnSend) {
      return <InvalidLink message={INVALID_INVITATION} requestLabel="Solicitar un link para crear tu contraseña" />;
    }
    switch (check.status) {
      case 'checking':
        return <CheckingLink label="Verificando la invitación" />;
      case 'unknown':
        return <UnreachableCheck check={check} />;
      case 'valid':
        return <FirstPasswordForm invitation={invitation} onLinkRefused={() => setRefusedOnSend(true)} />;
    }
  };
  return (
    <AuthCard title="Crea tu Contraseña">
      {content()}
      <BackToLogin />
    </AuthCard>
  );
}
