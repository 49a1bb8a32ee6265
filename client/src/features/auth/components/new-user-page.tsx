import { useState } from 'react';
import { useSearch } from 'wouter';
import { parseInvitation } from '../invitation-token';
import { AuthCard } from './auth-card';
import { BackToLogin } from './auth-links';
import { FirstPasswordForm } from './first-password-form';
import { InvalidLink } from './invalid-link';

/** Route '/newuser?token=userId-token' (spec 2.5): the invited user creates their password. */
export function NewUserPage() {
  const invitation = parseInvitation(new URLSearchParams(useSearch()).get('token'));
  const [refused, setRefused] = useState(false);
  return (
    <AuthCard title="Crea tu Contraseña">
      {invitation && !refused ? (
        <FirstPasswordForm invitation={invitation} onLinkRefused={() => setRefused(true)} />
      ) : (
        <InvalidLink />
      )}
      <BackToLogin />
    </AuthCard>
  );
}
