import { LinkExternalIcon } from '@primer/octicons-react';
import { Button, Label } from '@primer/react';
import type { AdditionalLineage as Lineage } from '../../../../../services/contracts/additional-answers';
import tables from '../../../components/data-table.module.css';
import styles from '../../../components/items.module.css';
import { formatDateTime, formatInstantDay } from '../../../lib/chile-date';
import { formatMoney, formatProgress, paymentStatusVariant } from '../additional-rules';
import own from './additionals.module.css';

const STEP_NAMES = {
  created: 'Solicitado',
  updated: 'Modificado',
  observed: 'Observado',
  approved: 'Aprobado',
} as const;

interface AdditionalLineageProps {
  lineage: Lineage;
  onOpenPossible: (taskId: string) => void;
  onOpenRdi: (rdiId: string) => void;
}

/**
 * 'Origen de los montos' (issue 19, amount lineage): the possible additional and the RDI the
 * additional came from, each revision's costs and total, and each payment status as
 * base × avance = monto with its steps, so a reviewer sees where every peso came from.
 */
export function AdditionalLineage({ lineage, onOpenPossible, onOpenRdi }: AdditionalLineageProps) {
  const currency = lineage.revisions.at(-1)?.currency_id ?? 2;
  return (
    <section className={styles.section} aria-labelledby="additional-lineage-title">
      <h3 id="additional-lineage-title" className={styles.sectionTitle}>
        Origen de los montos
      </h3>
      <ol className={own.lineage}>
        <li className={own.lineageStep}>
          {lineage.possible_additional ? (
            <div className={styles.row}>
              <span>
                Posible Adicional Nº {lineage.possible_additional.number}: {lineage.possible_additional.title}
              </span>
              <Button
                size="small"
                leadingVisual={LinkExternalIcon}
                onClick={() => lineage.possible_additional && onOpenPossible(lineage.possible_additional.id)}
              >
                Ver Posible Adicional
              </Button>
            </div>
          ) : (
            <span>Creado directamente, sin posible adicional.</span>
          )}
        </li>
        {lineage.rdi && (
          <li className={own.lineageStep}>
            <div className={styles.row}>
              <span>
                Enviado a RDI Nº {lineage.rdi.number}: {lineage.rdi.title}
              </span>
              <Button
                size="small"
                leadingVisual={LinkExternalIcon}
                onClick={() => lineage.rdi && onOpenRdi(lineage.rdi.id)}
              >
                Ver RDI
              </Button>
            </div>
          </li>
        )}
        <li className={own.lineageStep}>
          <strong>Revisiones</strong>
          <div className={own.tableWrap}>
            <table className={tables.table} aria-label="Montos de cada revisión">
              <thead>
                <tr>
                  <th scope="col">Revisión</th>
                  <th scope="col">Fecha</th>
                  <th scope="col">Costo Directo</th>
                  <th scope="col">Gastos Generales</th>
                  <th scope="col">Utilidad</th>
                  <th scope="col">Total Solicitado</th>
                </tr>
              </thead>
              <tbody>
                {lineage.revisions.map((revision) => (
                  <tr key={revision.id}>
                    <td>{revision.revision}</td>
                    <td>{formatInstantDay(revision.created_at)}</td>
                    <td className={tables.numeric}>{formatMoney(revision.direct_cost, revision.currency_id)}</td>
                    <td className={tables.numeric}>+ {formatMoney(revision.general_expenses, revision.currency_id)}</td>
                    <td className={tables.numeric}>+ {formatMoney(revision.utility, revision.currency_id)}</td>
                    <td className={tables.numeric}>
                      <strong>= {formatMoney(revision.total_requested, revision.currency_id)}</strong>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </li>
        <li className={own.lineageStep}>
          <strong>Estados de Pago</strong>
          {lineage.payment_statuses.length === 0 && <p className={styles.empty}>Aún no hay estados de pago.</p>}
          <ul className={styles.plainList}>
            {lineage.payment_statuses.map((status) => (
              <li key={status.id} className={styles.interaction}>
                <div className={styles.row}>
                  <strong>Estado de Pago {status.number}</strong>
                  <Label variant={paymentStatusVariant(status.status)}>{status.statustext}</Label>
                  <span className={own.amount}>
                    {formatMoney(status.base, currency)} × {formatProgress(status.progress)} ={' '}
                    {formatMoney(status.amount, currency)}
                  </span>
                </div>
                <ol className={own.timeline} aria-label={`Pasos del estado de pago ${status.number}`}>
                  {status.steps.map((step) => (
                    <li key={`${step.kind}-${step.at}`} className={styles.meta}>
                      {STEP_NAMES[step.kind]} por {step.by_name}, {formatDateTime(step.at)}:{' '}
                      {formatProgress(step.progress)} · {formatMoney(step.amount, currency)}
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ul>
        </li>
      </ol>
    </section>
  );
}
