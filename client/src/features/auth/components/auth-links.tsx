import type { ReactNode } from 'react';
import { Link } from 'wouter';
import styles from './auth-links.module.css';

/** The links under an account screen's card content. */
export function AuthLinks({ children }: { children: ReactNode }) {
  return (
    <nav className={styles.links} aria-label="Opciones de cuenta">
      {children}
    </nav>
  );
}

/** The way back from every account screen to the login form. */
export function BackToLogin() {
  return (
    <AuthLinks>
      <Link href="/login">Volver a Ingresar</Link>
    </AuthLinks>
  );
}
