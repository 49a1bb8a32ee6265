import { Banner, Spinner } from '@primer/react';
import type { AdditionalStatistics as Statistics } from '../../../../../services/contracts/additional-answers';
import type { CurrencyId } from '../../../../../services/contracts/money';
import styles from '../../../components/items.module.css';
import { Plot } from '../../../components/plot';
import { formatDay } from '../../../lib/chile-date';
import { formatWaiting } from '../../../lib/format';
import { CURRENCY_CODES, STATUS_OPTIONS, TYPE_OPTIONS } from '../additional-rules';
import { useAdditionalStatistics } from '../api/additional-queries';
import own from './additionals.module.css';

const LAYOUT_BASE = { autosize: true, margin: { l: 72, r: 16, t: 40, b: 64 }, height: 360 } as const;
const CONFIG = { displaylogo: false, responsive: true } as const;
const TYPE_LABELS = TYPE_OPTIONS.map((type) => type.name);
/** es-CL separators in the charts' numbers: decimals with a comma, thousands with a dot. */
const ES_CL_SEPARATORS = ',.';

/** One bar trace per status, over the three types: the sum of `value` of the matching rows. */
function byTypeAndStatus(
  rows: Statistics['by_type_and_status'],
  value: (row: Statistics['by_type_and_status'][number]) => number,
) {
  return STATUS_OPTIONS.map((status) => ({
    type: 'bar' as const,
    name: status.name,
    x: TYPE_LABELS,
    y: TYPE_OPTIONS.map((type) =>
      rows.filter((row) => row.type === type.id && row.status === status.id).reduce((sum, row) => sum + value(row), 0),
    ),
  }));
}

/**
 * 'Estadísticas' (ours: the spec's tab goes to the possible list, a defect): amounts requested by
 * type and status (CLP and UF apart), how many by type and status, created and solved per week,
 * and the mean days to a response. Loaded on its own: Plotly is large.
 */
export default function AdditionalStatistics({ projectId }: { projectId: string }) {
  const { statistics, error } = useAdditionalStatistics(projectId);
  if (error) return <Banner variant="critical" title="Error" description={error.message} hideTitle />;
  if (!statistics) return <Spinner size="small" srText="Cargando estadísticas" />;
  const rows = statistics.by_type_and_status;
  if (rows.length === 0) return <p className={styles.empty}>El proyecto aún no tiene adicionales.</p>;
  const currencies = ([1, 2] as const).filter((id) => rows.some((row) => row.currency_id === id));
  const weeks = statistics.per_week.map((week) => formatDay(week.week));
  return (
    <div className={own.statistics}>
      <figure className={own.figure} aria-label="Tiempo promedio de respuesta" data-testid="additional-response-days">
        <figcaption className={styles.sectionTitle}>Tiempo promedio de respuesta</figcaption>
        <p className={own.bigNumber}>
          {statistics.average_response_days === null
            ? 'Sin respuestas aún'
            : formatWaiting(statistics.average_response_days)}
        </p>
      </figure>
      {currencies.map((currency: CurrencyId) => (
        <figure
          key={currency}
          className={own.figure}
          aria-label={`Montos solicitados por tipo y estado (${CURRENCY_CODES[currency]})`}
          data-testid={`additional-amounts-${CURRENCY_CODES[currency]}`}
        >
          <Plot
            data={byTypeAndStatus(
              rows.filter((row) => row.currency_id === currency),
              (row) => row.total_requested,
            )}
            layout={{
              ...LAYOUT_BASE,
              separators: ES_CL_SEPARATORS,
              title: { text: `Montos solicitados por tipo y estado (${CURRENCY_CODES[currency]})` },
              barmode: 'group',
            }}
            config={CONFIG}
            useResizeHandler
            style={{ width: '100%' }}
          />
        </figure>
      ))}
      <figure className={own.figure} aria-label="Adicionales por tipo y estado" data-testid="additional-counts">
        <Plot
          data={byTypeAndStatus(rows, (row) => row.count)}
          layout={{ ...LAYOUT_BASE, title: { text: 'Adicionales por tipo y estado' }, barmode: 'stack' }}
          config={CONFIG}
          useResizeHandler
          style={{ width: '100%' }}
        />
      </figure>
      <figure className={own.figure} aria-label="Creados y resueltos por semana" data-testid="additional-weeks">
        <Plot
          data={[
            {
              type: 'scatter',
              mode: 'lines+markers',
              name: 'Creados',
              x: weeks,
              y: statistics.per_week.map((w) => w.created),
            },
            {
              type: 'scatter',
              mode: 'lines+markers',
              name: 'Resueltos',
              x: weeks,
              y: statistics.per_week.map((w) => w.solved),
            },
          ]}
          layout={{
            ...LAYOUT_BASE,
            title: { text: 'Creados y resueltos por semana' },
            xaxis: { type: 'category', title: { text: 'Semana (lunes)' } },
          }}
          config={CONFIG}
          useResizeHandler
          style={{ width: '100%' }}
        />
      </figure>
    </div>
  );
}
