import { Link } from 'wouter';
import { AuthCard } from './auth-card';
import styles from './auth-form.module.css';
import { BackToLogin } from './auth-links';
import registerStyles from './register-page.module.css';

/**
 * Route '/register': accounts are created by a company administrator, who sends an invitation
 * (docs/decisions.md), so this screen explains how to get access instead of taking a sign-up.
 */
export function RegisterPage() {
  return (
    <AuthCard title="Registra tu Cuenta">
      <p className={styles.intro}>
        En Faena las cuentas las crea el administrador de tu empresa, para que cada persona entre con los proyectos y
        permisos que le corresponden.
      </p>
      <ol className={registerStyles.steps}>
        <li>Pide acceso al administrador de tu empresa o al jefe de tu proyecto, indicando tu nombre y tu correo.</li>
        <li>Recibirás un correo de invitación con un link para crear tu contraseña.</li>
        <li>Al crear tu contraseña ingresarás directamente a la plataforma.</li>
      </ol>
      <p className={registerStyles.note}>
        ¿Ya tienes una cuenta y no recuerdas tu contraseña?{' '}
        <Link href="/reset-pass-request">Reestablecer Contraseña</Link>
      </p>
      <BackToLogin />
    </AuthCard>
  );
}
