import { Spinner } from '@primer/react';
import { ChartFigure } from '../../../components/chart-figure';
import styles from '../../../components/items.module.css';
import { LoadFailure } from '../../../components/load-failure';
import { CHART_CONFIG, countAxis, Plot } from '../../../components/plot';
import { useRdiGraphs } from '../api/rdi-queries';
import own from './rdi.module.css';

/** The top margin leaves Plotly's toolbar a row of its own; titles are the figures' captions. */
const LAYOUT_BASE = { autosize: true, margin: { l: 140, r: 16, t: 32, b: 40 }, height: 340 } as const;

/**
 * 'Gráficos' (spec 2, type 4): RDI per specialty (horizontal bars Total, Pendientes, Finalizadas)
 * and the mean days to finish per specialty (series Días). Loaded on its own: Plotly is large.
 */
export default function RdiGraphs({ projectId }: { projectId: string }) {
  const { graphs, error } = useRdiGraphs(projectId);
  if (error) return <LoadFailure error={error} />;
  if (!graphs) return <Spinner size="small" srText="Cargando gráficos" />;
  if (graphs.specialties.length === 0) return <p className={styles.empty}>El proyecto no tiene especialidades.</p>;
  const y = graphs.specialties;
  return (
    <div className={own.graphs}>
      <ChartFigure title="RDI por especialidad" testId="rdi-graph-counts">
        <Plot
          data={[
            { type: 'bar', orientation: 'h', name: 'Total', y, x: graphs.rdis_count },
            { type: 'bar', orientation: 'h', name: 'Pendientes', y, x: graphs.rdis_pending },
            { type: 'bar', orientation: 'h', name: 'Finalizadas', y, x: graphs.rdis_ended },
          ]}
          layout={{
            ...LAYOUT_BASE,
            barmode: 'group',
            xaxis: countAxis(graphs.rdis_count),
          }}
          config={CHART_CONFIG}
          useResizeHandler
          style={{ width: '100%' }}
        />
      </ChartFigure>
      <ChartFigure
        title="Tiempo promedio de solución (días)"
        label="Tiempo promedio de solución por especialidad"
        testId="rdi-graph-days"
      >
        {graphs.rdis_ended.some((ended) => ended > 0) ? (
          <Plot
            data={[{ type: 'bar', name: 'Días', x: y, y: graphs.time_average }]}
            layout={{
              ...LAYOUT_BASE,
              margin: { l: 48, r: 16, t: 32, b: 96 },
              yaxis: { rangemode: 'tozero' },
            }}
            config={CHART_CONFIG}
            useResizeHandler
            style={{ width: '100%' }}
          />
        ) : (
          <p className={styles.empty}>Sin RDI finalizadas todavía.</p>
        )}
      </ChartFigure>
    </div>
  );
}
