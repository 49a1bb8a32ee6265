import { CHART_CONFIG, countAxis, Plot } from '../../../components/plot';
import type { ModuleFigures } from '../api/get-dashboard';
import { useChartsDrawn } from './charts-drawn';
import styles from './module-card.module.css';

const WEEKS = ['S4', 'S3', 'S2', 'S1'] as const;
/** Small charts: no toolbar. */
const CONFIG = { ...CHART_CONFIG, displayModeBar: false } as const;
const FONT = { family: 'inherit', size: 12 };
/** Primer's success and attention colours, as Plotly needs them written out. */
const ENDED_COLOR = '#1a7f37';
const PENDING_COLOR = '#bf8700';
const CREATED_COLOR = '#0969da';

/**
 * A module card's charts (spec 3, circle_graphs and graphs): the share finished as a ring with
 * its percent in the middle, and created against solved in each of the last four weeks. Loaded
 * on its own: Plotly is large.
 */
export default function ModuleCharts({ figures, name }: { figures: ModuleFigures; name: string }) {
  const drawn = useChartsDrawn();
  const empty = figures.total === 0;
  const created = WEEKS.map((week) => figures.created_by_week[week]);
  const solved = WEEKS.map((week) => figures.solved_by_week[week]);
  const top = Math.max(1, ...created, ...solved);
  return (
    <div className={styles.charts}>
      <figure aria-label={`${name}: finalizadas ${figures.ended_percent} %`} data-testid="module-ring">
        <Plot
          onInitialized={drawn}
          data={[
            {
              type: 'pie',
              hole: 0.7,
              values: empty ? [1] : [figures.ended, figures.pending],
              labels: empty ? ['Sin registros'] : ['Finalizadas', 'Pendientes'],
              marker: { colors: empty ? ['#d0d7de'] : [ENDED_COLOR, PENDING_COLOR] },
              textinfo: 'none',
              sort: false,
            },
          ]}
          layout={{
            height: 140,
            width: 140,
            margin: { l: 0, r: 0, t: 0, b: 0 },
            showlegend: false,
            font: FONT,
            annotations: [
              {
                text: `${figures.ended_percent}%`,
                showarrow: false,
                font: { size: 18 },
                xref: 'paper',
                yref: 'paper',
                x: 0.5,
                y: 0.5,
              },
            ],
          }}
          config={CONFIG}
          style={{ width: 140, height: 140 }}
        />
      </figure>
      <figure aria-label={`${name}: creadas y resueltas por semana`} data-testid="module-weeks">
        <Plot
          onInitialized={drawn}
          data={[
            {
              type: 'bar',
              name: 'Creadas',
              x: [...WEEKS],
              y: created,
              marker: { color: CREATED_COLOR },
            },
            {
              type: 'bar',
              name: 'Resueltas',
              x: [...WEEKS],
              y: solved,
              marker: { color: ENDED_COLOR },
            },
          ]}
          layout={{
            autosize: true,
            height: 160,
            margin: { l: 28, r: 8, t: 8, b: 24 },
            barmode: 'group',
            font: FONT,
            legend: { orientation: 'h', y: -0.25 },
            yaxis: { ...countAxis([...created, ...solved]), range: [0, top * 1.15] },
          }}
          config={CONFIG}
          useResizeHandler
          style={{ width: '100%', height: 160 }}
        />
      </figure>
    </div>
  );
}
