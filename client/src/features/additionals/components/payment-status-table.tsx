import { PlusIcon } from '@primer/octicons-react';
import { IconButton, ProgressBar, Tooltip, VisuallyHidden } from '@primer/react';
import { useState } from 'react';
import type { TableRow } from '../../../../../services/contracts/additional-answers';
import tables from '../../../components/data-table.module.css';
import { CardSkeletons } from '../../../components/item-card-parts';
import styles from '../../../components/items.module.css';
import { LoadFailure } from '../../../components/load-failure';
import { MultiFilter } from '../../../components/multi-filter';
import { Pager } from '../../../components/pager';
import { formatInstantDay } from '../../../lib/chile-date';
import { plainText } from '../../../lib/item-rules';
import { formatMoney, formatProgress, STATUS_OPTIONS } from '../additional-rules';
import { PAGE_SIZE, type TableQuery, usePaymentStatusTable } from '../api/additional-queries';
import own from './additionals.module.css';
import { PaymentStatusCell } from './payment-status-cell';
import { PaymentStatusFormDialog } from './payment-status-form-dialog';
import { SeenBell } from './seen-bell';

/** Spec 2: the listings show 7 page buttons. */
const PAGE_BUTTONS = 7;

interface PaymentStatusTableProps {
  projectId: string;
  query: TableQuery;
  onQuery: (next: TableQuery) => void;
  onOpen: (additionalId: string) => void;
}

/** 'Tabla Informativa' (spec 2, type 3): one row per additional, one column per payment status. */
export function PaymentStatusTable({ projectId, query, onQuery, onOpen }: PaymentStatusTableProps) {
  const { table, error, isLoading } = usePaymentStatusTable(projectId, query);
  const [creatingFor, setCreatingFor] = useState<TableRow | null>(null);
  const rows = table?.additional;
  const columns = Math.max(0, ...(rows ?? []).map((row) => table?.agps[row.id]?.length ?? 0));
  const pageCount = Math.ceil((table?.total_additional ?? 0) / PAGE_SIZE);
  return (
    <>
      <div className={styles.header}>
        <MultiFilter
          label="Estado"
          options={STATUS_OPTIONS}
          selected={query.statuses}
          onChange={(statuses) => onQuery({ page: 1, statuses })}
        />
      </div>
      {error && <LoadFailure error={error} />}
      {!rows && isLoading && <CardSkeletons label="Cargando la tabla informativa" />}
      {rows && rows.length === 0 && <p className={styles.empty}>No hay adicionales.</p>}
      {rows && rows.length > 0 && (
        <div className={own.tableWrap}>
          <table className={tables.table} aria-label="Tabla informativa de adicionales">
            <thead>
              <tr>
                <th scope="col">Nº</th>
                <th scope="col">Título</th>
                <th scope="col">Avance total</th>
                <th scope="col">Estado</th>
                <th scope="col">Monto actual</th>
                <th scope="col">Última revisión</th>
                <th scope="col">Fecha de acuerdo</th>
                {Array.from({ length: columns }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are numbered, the number is their identity.
                  <th key={index} scope="col">
                    Estado de Pago {index + 1}
                  </th>
                ))}
                <th scope="col">
                  <VisuallyHidden>Nuevo estado de pago</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const statuses = table?.agps[row.id] ?? [];
                const revision = row.last_revision;
                return (
                  <tr key={row.id}>
                    <td>
                      <div className={styles.row}>
                        <button type="button" className={styles.titleButton} onClick={() => onOpen(row.id)}>
                          Nº {row.number}
                        </button>
                        <SeenBell additionalId={row.id} status={row.seen_by_me?.seen_status ?? null} />
                      </div>
                    </td>
                    <td>{plainText(row.title)}</td>
                    <td>
                      <ProgressBar
                        progress={Math.round(row.total_progress * 100)}
                        aria-label={`Avance total ${formatProgress(row.total_progress)}`}
                      />
                      <span className={own.amount}>{formatMoney(row.total_amount, revision.currency_id)}</span>
                    </td>
                    <td>{row.statustext}</td>
                    <td className={tables.numeric}>
                      {/* The amount opens the additional; its tooltip says which amount it is (spec 2). */}
                      <Tooltip text={row.approved_status ? 'Monto Aprobado en última revisión' : 'Monto Actual'}>
                        <button type="button" className={styles.titleButton} onClick={() => onOpen(row.id)}>
                          {formatMoney(revision.total_requested, revision.currency_info.code)}
                        </button>
                      </Tooltip>
                    </td>
                    <td>{formatInstantDay(revision.created_at)}</td>
                    <td>
                      {row.approved_status_change ? formatInstantDay(row.approved_status_change.created_at) : '—'}
                    </td>
                    {Array.from({ length: columns }, (_, index) => {
                      const paymentStatus = statuses[index];
                      return (
                        // biome-ignore lint/suspicious/noArrayIndexKey: one cell per numbered column.
                        <td key={index}>{paymentStatus && <PaymentStatusCell paymentStatus={paymentStatus} />}</td>
                      );
                    })}
                    <td>
                      {row.can.request_payment_status && (
                        <IconButton
                          icon={PlusIcon}
                          aria-label="Crear Nuevo Estado de Pago"
                          size="small"
                          onClick={() => setCreatingFor(row)}
                        />
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {rows && pageCount > 1 && (
        <Pager
          label="Páginas de la tabla informativa"
          page={query.page - 1}
          pageCount={pageCount}
          pageButtons={PAGE_BUTTONS}
          onChange={(index) => onQuery({ ...query, page: index + 1 })}
        />
      )}
      {creatingFor && (
        <PaymentStatusFormDialog
          mode={{
            kind: 'create',
            projectId,
            additionalIds: [creatingFor.id],
            title: `Adicional Nº ${creatingFor.number}`,
          }}
          base={creatingFor.last_revision.total_requested}
          currencyId={creatingFor.last_revision.currency_id}
          onClose={() => setCreatingFor(null)}
        />
      )}
    </>
  );
}
