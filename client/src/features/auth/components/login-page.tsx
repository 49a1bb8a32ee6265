import { Link } from 'wouter';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';
import styles from './login-page.module.css';

export function LoginPage() {
  return (
    <AuthCard title="Ingresa a tu cuenta">
      <LoginForm />
      <nav className={styles.links} aria-label="Opciones de cuenta">
        <Link href="/register">Registra tu Cuenta</Link>
        <Link href="/reset-pass-request">Reestablecer Contraseña</Link>
      </nav>
    </AuthCard>
  );
}
