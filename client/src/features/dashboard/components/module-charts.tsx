import { useEffect } from 'react';
import { formatNumber, formatPercent } from '../../../lib/format';
import type { ModuleFigures } from '../api/get-dashboard';
import { useChartsDrawn } from './charts-drawn';
import styles from './module-card.module.css';
import { RingChart } from './ring-chart';
import { WeekBarsChart } from './week-bars-chart';

const WEEKS = ['S4', 'S3', 'S2', 'S1'] as const;
/** Primer's success and attention colours, as SVG attributes need them written out. */
const ENDED_COLOR = '#1a7f37';
const PENDING_COLOR = '#bf8700';
const CREATED_COLOR = '#0969da';

/**
 * A module card's charts (spec 3, circle_graphs and graphs): the share finished as a ring with
 * its percent in the middle, and created against solved in each of the last four weeks. Drawn as
 * SVG with the card: the dashboard is the first screen, and a chart library's megabyte of code
 * would hold it up.
 */
export function ModuleCharts({ figures, name }: { figures: ModuleFigures; name: string }) {
  const drawn = useChartsDrawn();
  useEffect(drawn, [drawn]);
  const created = WEEKS.map((week) => figures.created_by_week[week]);
  const solved = WEEKS.map((week) => figures.solved_by_week[week]);
  const perWeek = (counts: number[]) =>
    WEEKS.map((week, index) => `${week} ${formatNumber(counts[index] ?? 0)}`).join(', ');
  const ended = formatPercent(figures.ended_percent, 1);
  return (
    <div className={styles.charts}>
      <figure data-testid="module-ring">
        <RingChart
          label={`${name}: finalizadas ${ended}`}
          center={ended}
          parts={[
            { label: 'Finalizadas', value: figures.ended, color: ENDED_COLOR },
            { label: 'Pendientes', value: figures.pending, color: PENDING_COLOR },
          ]}
        />
      </figure>
      <figure data-testid="module-weeks">
        <WeekBarsChart
          label={`${name}: creadas por semana ${perWeek(created)}; resueltas ${perWeek(solved)}`}
          categories={WEEKS}
          series={[
            { name: 'Creadas', color: CREATED_COLOR, values: created },
            { name: 'Resueltas', color: ENDED_COLOR, values: solved },
          ]}
        />
      </figure>
    </div>
  );
}
