import { Heading } from '@primer/react';
import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/page-title';
import styles from './section-page.module.css';

interface SectionPageProps {
  title: string;
  /** One sentence under the title, such as what a screen still to come will hold. */
  description?: string;
  children?: ReactNode;
}

/** The frame of a screen inside the app: its title (the page's one h1 and the tab's name), then its content. */
export function SectionPage({ title, description, children }: SectionPageProps) {
  usePageTitle(title);
  return (
    <section className={styles.page} aria-labelledby="section-title">
      <Heading as="h1" id="section-title" variant="medium" className={styles.title}>
        {title}
      </Heading>
      {description && <p className={styles.description}>{description}</p>}
      {children}
    </section>
  );
}
