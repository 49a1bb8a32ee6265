import { Spinner } from '@primer/react';
import { Link } from 'wouter';
import { TrafficLight } from '../../../components/item-card-parts';
import { formatNumber, formatPercent } from '../../../lib/format';
import { lightName } from '../../../lib/item-rules';
import type { ModuleFigures } from '../api/get-dashboard';
import { DashboardCard } from './dashboard-card';
import styles from './module-card.module.css';
import { ModuleCharts } from './module-charts';

/** An average waiting time, with its decimal: '2,4 días'. */
const days = (n: number) => `${formatNumber(n, 1)} ${n === 1 ? 'día' : 'días'}`;

interface ModuleCardProps {
  id: string;
  title: string;
  /** The screen the card leads to, and what its link says. */
  href: string;
  linkText: string;
  figures: ModuleFigures | undefined;
  error: Error | undefined;
}

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd>
        {value}
        {detail && <span className={styles.detail}>{detail}</span>}
      </dd>
    </div>
  );
}

/** A module card of the dashboard (spec 3, 'Dashboard cards'): its counts, times, light and charts. */
export function ModuleCard({ id, title, href, linkText, figures, error }: ModuleCardProps) {
  const light = figures?.semaforo ?? 0;
  return (
    <DashboardCard
      id={id}
      title={title}
      actions={
        <Link href={href} className={styles.link}>
          {linkText}
        </Link>
      }
    >
      {error && <p className={styles.muted}>{error.message}</p>}
      {!error && !figures && <Spinner size="small" srText={`Cargando ${title}`} />}
      {figures && (
        <>
          <p className={styles.light}>
            <TrafficLight light={light} />
            <span>
              {lightName(light)} · {figures.semaforo} con semáforo rojo
            </span>
          </p>
          <dl className={styles.figures}>
            <Figure label="Total" value={formatNumber(figures.total, 1)} />
            <Figure
              label="Finalizadas"
              value={formatNumber(figures.ended, 1)}
              detail={formatPercent(figures.ended_percent, 1)}
            />
            <Figure
              label="Pendientes"
              value={formatNumber(figures.pending, 1)}
              detail={formatPercent(figures.pending_percent, 1)}
            />
            <Figure
              label="Velocidad de solución"
              value={`${formatNumber(figures.solution_speed, 1)} por día`}
              detail={`semana anterior: ${formatNumber(figures.solution_speed_last, 1)}`}
            />
            <Figure
              label="Tiempo de espera"
              value={days(figures.waiting_time)}
              detail={`hace una semana: ${days(figures.waiting_time_last)}`}
            />
          </dl>
          <ModuleCharts figures={figures} name={title} />
        </>
      )}
    </DashboardCard>
  );
}
