import { Link } from 'wouter';
import { AuthCard } from './auth-card';
import { AuthLinks } from './auth-links';
import { LoginForm } from './login-form';

export function LoginPage() {
  return (
    <AuthCard title="Ingresa a tu cuenta">
      <LoginForm />
      <AuthLinks>
        <Link href="/register">Registra tu Cuenta</Link>
        <Link href="/reset-pass-request">Reestablecer Contraseña</Link>
      </AuthLinks>
    </AuthCard>
  );
}
