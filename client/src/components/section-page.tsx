import { Heading } from '@primer/react';
import type { ReactNode } from 'react';
import styles from './section-page.module.css';

/** The frame of a screen inside the app: its title, then its content. */
export function SectionPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className={styles.page} aria-labelledby="section-title">
      <Heading as="h1" id="section-title" variant="medium" className={styles.title}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
