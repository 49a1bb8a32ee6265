import { Banner, Spinner } from '@primer/react';
import styles from '../../../components/items.module.css';
import { Plot } from '../../../components/plot';
import { useRdiGraphs } from '../api/rdi-queries';
import own from './rdi.module.css';

const LAYOUT_BASE = { autosize: true, margin: { l: 140, r: 16, t: 40, b: 40 }, height: 360 } as const;
const CONFIG = { displaylogo: false, responsive: true } as const;

/**
 * 'Gráficos' (spec 2, type 4): RDI per specialty (horizontal bars Total, Pendientes, Finalizadas)
 * and the mean days to finish per specialty (series Días). Loaded on its own: Plotly is large.
 */
export default function RdiGraphs({ projectId }: { projectId: string }) {
  const { graphs, error } = useRdiGraphs(projectId);
  if (error) return <Banner variant="critical" title="Error" description={error.message} hideTitle />;
  if (!graphs) return <Spinner size="small" srText="Cargando gráficos" />;
  if (graphs.specialties.length === 0) return <p className={styles.empty}>El proyecto no tiene especialidades.</p>;
  const y = graphs.specialties;
  return (
    <div className={own.graphs}>
      <figure aria-label="RDI por especialidad" data-testid="rdi-graph-counts">
        <Plot
          data={[
            { type: 'bar', orientation: 'h', name: 'Total', y, x: graphs.rdis_count },
            { type: 'bar', orientation: 'h', name: 'Pendientes', y, x: graphs.rdis_pending },
            { type: 'bar', orientation: 'h', name: 'Finalizadas', y, x: graphs.rdis_ended },
          ]}
          layout={{ ...LAYOUT_BASE, title: { text: 'RDI por especialidad' }, barmode: 'group' }}
          config={CONFIG}
          useResizeHandler
          style={{ width: '100%' }}
        />
      </figure>
      <figure aria-label="Tiempo promedio de solución por especialidad" data-testid="rdi-graph-days">
        <Plot
          data={[{ type: 'bar', name: 'Días', x: y, y: graphs.time_average }]}
          layout={{
            ...LAYOUT_BASE,
            margin: { l: 48, r: 16, t: 40, b: 96 },
            title: { text: 'Tiempo promedio de solución (días)' },
          }}
          config={CONFIG}
          useResizeHandler
          style={{ width: '100%' }}
        />
      </figure>
    </div>
  );
}
