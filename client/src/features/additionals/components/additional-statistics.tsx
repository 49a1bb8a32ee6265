import { Spinner } from '@primer/react';
import type { AdditionalStatistics as Statistics } from '../../../../../services/contracts/additional-answers';
import type { CurrencyId } from '../../../../../services/contracts/money';
import { ChartFigure } from '../../../components/chart-figure';
import styles from '../../../components/items.module.css';
import { LoadFailure } from '../../../components/load-failure';
import { CHART_CONFIG, countAxis, Plot } from '../../../components/plot';
import { formatDay } from '../../../lib/chile-date';
import { formatWaiting } from '../../../lib/format';
import { CURRENCY_CODES, STATUS_OPTIONS, TYPE_OPTIONS } from '../additional-rules';
import { useAdditionalStatistics } from '../api/additional-queries';
import own from './additionals.module.css';

/** The top margin leaves Plotly's toolbar a row of its own; titles are the figures' captions. */
const LAYOUT_BASE = { autosize: true, margin: { l: 72, r: 16, t: 32, b: 64 }, height: 340 } as const;
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
  if (error) return <LoadFailure error={error} />;
  if (!statistics) return <Spinner size="small" srText="Cargando estadísticas" />;
  const rows = statistics.by_type_and_status;
  if (rows.length === 0) return <p className={styles.empty}>El proyecto aún no tiene adicionales.</p>;
  const currencies = ([1, 2] as const).filter((id) => rows.some((row) => row.currency_id === id));
  const weeks = statistics.per_week.map((week) => formatDay(week.week));
  const counts = byTypeAndStatus(rows, (row) => row.count);
  return (
    <div className={own.statistics}>
      <ChartFigure title="Tiempo promedio de respuesta" testId="additional-response-days">
        <p className={own.bigNumber}>
          {statistics.average_response_days === null
            ? 'Sin respuestas aún'
            : formatWaiting(statistics.average_response_days)}
        </p>
      </ChartFigure>
      {currencies.map((currency: CurrencyId) => (
        <ChartFigure
          key={currency}
          title={`Montos solicitados por tipo y estado (${CURRENCY_CODES[currency]})`}
          testId={`additional-amounts-${CURRENCY_CODES[currency]}`}
        >
          <Plot
            data={byTypeAndStatus(
              rows.filter((row) => row.currency_id === currency),
              (row) => row.total_requested,
            )}
            layout={{
              ...LAYOUT_BASE,
              separators: ES_CL_SEPARATORS,
              barmode: 'group',
            }}
            config={CHART_CONFIG}
            useResizeHandler
            style={{ width: '100%' }}
          />
        </ChartFigure>
      ))}
      <ChartFigure title="Adicionales por tipo y estado" testId="additional-counts">
        <Plot
          data={counts}
          layout={{
            ...LAYOUT_BASE,
            barmode: 'stack',
            // Stacked: the axis reaches the tallest type's total.
            yaxis: countAxis(
              TYPE_LABELS.map((_, type) => counts.reduce((sum, trace) => sum + (trace.y[type] ?? 0), 0)),
            ),
          }}
          config={CHART_CONFIG}
          useResizeHandler
          style={{ width: '100%' }}
        />
      </ChartFigure>
      <ChartFigure title="Creados y resueltos por semana" testId="additional-weeks">
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
            xaxis: { type: 'category', title: { text: 'Semana (lunes)' } },
            yaxis: countAxis(statistics.per_week.flatMap((week) => [week.created, week.solved])),
          }}
          config={CHART_CONFIG}
          useResizeHandler
          style={{ width: '100%' }}
        />
      </ChartFigure>
    </div>
  );
}
