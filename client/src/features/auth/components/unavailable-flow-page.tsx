import { Link } from 'wouter';
import { AuthCard } from './auth-card';
import styles from './unavailable-flow-page.module.css';

/** A sign-in screen whose flow is not enabled on this server yet: it says so and leads back. */
export function UnavailableFlowPage({ title }: { title: string }) {
  return (
    <AuthCard title={title}>
      <p className={styles.text}>
        Esta opción aún no está habilitada. Si necesitas ayuda, contacta al administrador de tu empresa.
      </p>
      <Link href="/login" className={styles.back}>
        Volver a Ingresar
      </Link>
    </AuthCard>
  );
}
