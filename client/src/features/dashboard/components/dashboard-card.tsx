import { Heading } from '@primer/react';
import type { ReactNode } from 'react';
import styles from './dashboard-card.module.css';

interface DashboardCardProps {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled panel of the dashboard. */
export function DashboardCard({ id, title, actions, children }: DashboardCardProps) {
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`} data-testid={id}>
      <header className={styles.header}>
        <Heading as="h2" variant="small" id={`${id}-title`}>
          {title}
        </Heading>
        {actions}
      </header>
      {children}
    </section>
  );
}
