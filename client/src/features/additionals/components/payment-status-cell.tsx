import { AnchoredOverlay, Button, Label, ProgressBar, VisuallyHidden } from '@primer/react';
import { useState } from 'react';
import type { PaymentStatus } from '../../../../../services/contracts/additional-answers';
import styles from '../../../components/items.module.css';
import { formatDateTime } from '../../../lib/chile-date';
import { newCommandId } from '../../../lib/command-id';
import { showErrorToast } from '../../../lib/toasts';
import { failureMessage } from '../../../lib/use-form';
import { formatMoney, formatProgress, paymentStatusVariant } from '../additional-rules';
import { approvePaymentStatus } from '../api/additional-commands';
import own from './additionals.module.css';
import { PaymentStatusFormDialog } from './payment-status-form-dialog';

const KIND_NAMES = { created: 'Creado', updated: 'Modificado', observed: 'Observado', approved: 'Aprobado' } as const;

/** The popover's body (spec 2): description, requester, amount, the interactions' timeline and the actions. */
function PaymentStatusPopover({
  paymentStatus,
  onAct,
}: {
  paymentStatus: PaymentStatus;
  onAct: (act: 'observe' | 'modify') => void;
}) {
  const [approving, setApproving] = useState(false);
  const approved = paymentStatus.status === 3;
  const approve = async () => {
    setApproving(true);
    try {
      await approvePaymentStatus(paymentStatus.id, newCommandId());
    } catch (error) {
      showErrorToast(failureMessage(error));
    } finally {
      setApproving(false);
    }
  };
  return (
    <div className={own.popover}>
      <strong>
        Estado de Pago {paymentStatus.number} · {paymentStatus.statustext}
      </strong>
      {paymentStatus.description && <p className={styles.richText}>{paymentStatus.description}</p>}
      <span className={styles.meta}>Solicitado por: {paymentStatus.created_by_user.name}</span>
      <span>
        {approved ? 'Monto Aprobado:' : 'Monto Solicitado Actual:'}{' '}
        <span className={own.amount}>{formatMoney(paymentStatus.amount, paymentStatus.currency_id)}</span> (
        {formatProgress(paymentStatus.progress)})
      </span>
      <ol className={own.timeline} aria-label="Historial del estado de pago">
        {paymentStatus.interactions.map((interaction) => (
          <li key={interaction.id}>
            <div className={styles.row}>
              <strong>{interaction.created_by_user.name}</strong>
              <span className={styles.meta}>{formatDateTime(interaction.updated_at)}</span>
              <Label>{KIND_NAMES[interaction.kind]}</Label>
            </div>
            {interaction.description && <div>{interaction.description}</div>}
            <span className={styles.meta}>
              {formatProgress(interaction.progress)} · {formatMoney(interaction.amount, paymentStatus.currency_id)}
            </span>
          </li>
        ))}
      </ol>
      <div className={styles.row}>
        <Button size="small" disabled={!paymentStatus.can.observe} onClick={() => onAct('observe')}>
          Agregar Observación
        </Button>
        {paymentStatus.can.modify && (
          <Button size="small" onClick={() => onAct('modify')}>
            Modificar
          </Button>
        )}
        {paymentStatus.can.approve && (
          <Button
            size="small"
            variant="primary"
            loading={approving}
            loadingAnnouncement="Aprobando"
            onClick={() => void approve()}
          >
            Aprobar
          </Button>
        )}
      </div>
    </div>
  );
}

interface PaymentStatusCellProps {
  paymentStatus: PaymentStatus;
}

/** One 'Estado de Pago n' cell: status text, progress bar and amount; a click opens its popover. */
export function PaymentStatusCell({ paymentStatus }: PaymentStatusCellProps) {
  const [open, setOpen] = useState(false);
  const [acting, setActing] = useState<'observe' | 'modify' | null>(null);
  const percent = Math.round(paymentStatus.progress * 10_000) / 100;
  const amount = formatMoney(paymentStatus.amount, paymentStatus.currency_id);
  return (
    <>
      <AnchoredOverlay
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        overlayProps={{ role: 'dialog', 'aria-label': `Estado de Pago ${paymentStatus.number}` }}
        renderAnchor={(anchorProps) => (
          // The name is the visible words (status, amount) with the column and the progress around them.
          <button type="button" {...anchorProps} className={own.cell}>
            <VisuallyHidden>Estado de Pago {paymentStatus.number}: </VisuallyHidden>
            <Label variant={paymentStatusVariant(paymentStatus.status)}>{paymentStatus.statustext}</Label>{' '}
            <ProgressBar progress={percent} aria-hidden="true" /> <span className={own.amount}>{amount}</span>
            <VisuallyHidden> ({formatProgress(paymentStatus.progress)})</VisuallyHidden>
          </button>
        )}
      >
        <PaymentStatusPopover
          paymentStatus={paymentStatus}
          onAct={(act) => {
            setOpen(false);
            setActing(act);
          }}
        />
      </AnchoredOverlay>
      {acting && (
        <PaymentStatusFormDialog
          mode={{ kind: acting, paymentStatus }}
          base={paymentStatus.base}
          currencyId={paymentStatus.currency_id}
          onClose={() => setActing(null)}
        />
      )}
    </>
  );
}
