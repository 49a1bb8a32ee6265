import type { ReactNode } from 'react';
import styles from './items.module.css';

interface ChartFigureProps {
  /** The chart's title, above it: text of the page, never under Plotly's toolbar. */
  title: string;
  /** What a screen reader calls the figure, where it says more than the title. */
  label?: string;
  testId: string;
  children: ReactNode;
}

/** A chart with its title as the figure's caption (Tareas, RDI and Adicionales charts alike). */
export function ChartFigure({ title, label, testId, children }: ChartFigureProps) {
  return (
    <figure className={styles.chartFigure} aria-label={label ?? title} data-testid={testId}>
      <figcaption className={styles.sectionTitle}>{title}</figcaption>
      {children}
    </figure>
  );
}
