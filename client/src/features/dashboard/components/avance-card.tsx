import { ProgressBar } from '@primer/react';
import { formatAmount, formatNumber, formatPercent } from '../../../lib/format';
import type { Avance } from '../api/get-dashboard';
import { DashboardCard } from './dashboard-card';
import styles from './module-card.module.css';

/** DD-MM-YYYY (spec: dates). */
const shortDate = (day: string) => day.split('-').reverse().join('-');

function Bar({ label, figures, percent }: { label: string; figures: string; percent: number }) {
  return (
    <div className={styles.bar}>
      <p className={styles.barLabel}>
        <span>{label}</span>
        <span>{figures}</span>
      </p>
      <ProgressBar progress={Math.min(100, percent)} aria-label={`${label}: ${formatPercent(percent, 1)}`} />
    </div>
  );
}

/** 'Avance' (issue: the contract's days elapsed and the approved payment progress). */
export function AvanceCard({ avance }: { avance: Avance }) {
  const { time_percent: timePercent, start_date: start, end_date: end } = avance;
  return (
    <DashboardCard id="avance-card" title="Avance">
      {timePercent === null || !start || !end ? (
        <p className={styles.muted}>El proyecto no tiene fecha de inicio ni plazo en días.</p>
      ) : (
        <>
          <Bar
            label="Plazo"
            figures={`${formatNumber(avance.elapsed_days, 1)} de ${formatNumber(avance.total_days, 1)} días · ${formatNumber(timePercent, 1)} %`}
            percent={timePercent}
          />
          <p className={styles.muted}>
            Del {shortDate(start)} al {shortDate(end)}
          </p>
          {avance.overdue_days > 0 && (
            <p className={styles.warning}>Plazo vencido hace {formatNumber(avance.overdue_days, 1)} días</p>
          )}
        </>
      )}
      {avance.payments.length === 0 ? (
        <p className={styles.muted}>Sin adicionales aceptados por pagar.</p>
      ) : (
        avance.payments.map((payment) => (
          <Bar
            key={payment.currency_id}
            label={`Estados de Pago aprobados (${payment.currency})`}
            figures={`${formatAmount(payment.paid, payment.currency)} de ${formatAmount(payment.accepted, payment.currency)}`}
            percent={payment.percent}
          />
        ))
      )}
    </DashboardCard>
  );
}
