import { ProgressBar } from '@primer/react';
import { formatAmount } from '../../../lib/format';
import type { Avance } from '../api/get-dashboard';
import { DashboardCard } from './dashboard-card';
import styles from './module-card.module.css';

const decimal = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 1 });
/** DD-MM-YYYY (spec: dates). */
const shortDate = (day: string) => day.split('-').reverse().join('-');

function Bar({ label, figures, percent }: { label: string; figures: string; percent: number }) {
  return (
    <div className={styles.bar}>
      <p className={styles.barLabel}>
        <span>{label}</span>
        <span>{figures}</span>
      </p>
      <ProgressBar progress={Math.min(100, percent)} aria-label={`${label}: ${decimal.format(percent)} %`} />
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
            figures={`${decimal.format(avance.elapsed_days)} de ${decimal.format(avance.total_days)} días · ${decimal.format(timePercent)} %`}
            percent={timePercent}
          />
          <p className={styles.muted}>
            Del {shortDate(start)} al {shortDate(end)}
          </p>
          {avance.overdue_days > 0 && (
            <p className={styles.warning}>Plazo vencido hace {decimal.format(avance.overdue_days)} días</p>
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
