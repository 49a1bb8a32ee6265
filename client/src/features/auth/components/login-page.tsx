import { Flash } from '@primer/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { takeLostChanges } from '../../../lib/session';
import { AuthCard } from './auth-card';
import { AuthLinks } from './auth-links';
import { LoginForm } from './login-form';

/** What an ended session took with it: the changes made offline that never reached the server. */
const lostChangesText = (lost: number) =>
  lost === 1
    ? 'Tu sesión terminó antes de enviar 1 cambio hecho sin conexión; se descartó. Vuelve a hacerlo al ingresar.'
    : `Tu sesión terminó antes de enviar ${lost} cambios hechos sin conexión; se descartaron. Vuelve a hacerlos al ingresar.`;

export function LoginPage() {
  const [lost] = useState(takeLostChanges);
  return (
    <AuthCard title="Ingresa a tu cuenta">
      {lost !== null && (
        <Flash variant="warning" role="alert">
          {lostChangesText(lost)}
        </Flash>
      )}
      <LoginForm />
      <AuthLinks>
        <Link href="/register">Registra tu Cuenta</Link>
        <Link href="/reset-pass-request">Reestablecer Contraseña</Link>
      </AuthLinks>
    </AuthCard>
  );
}
