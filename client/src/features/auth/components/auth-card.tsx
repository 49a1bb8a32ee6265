import { Heading } from '@primer/react';
import type { ReactNode } from 'react';
import { Brand } from '../../../components/brand';
import { usePageTitle } from '../../../lib/page-title';
import styles from './auth-card.module.css';

/** The centered card of the sign-in screens, which have no sidebar (spec 2.1). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <main className={styles.screen}>
      <div className={styles.card}>
        <div className={styles.brand}>
          <Brand size="large" />
          <p className={styles.tagline}>Gestión de obras</p>
        </div>
        <Heading as="h1" variant="small" className={styles.title}>
          {title}
        </Heading>
        {children}
      </div>
    </main>
  );
}
