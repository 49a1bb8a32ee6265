import { Button } from '@primer/react';
import { Dialog } from './dialog';

interface ConfirmFooterProps {
  onCancel: () => void;
  /** Cancelar waits while the send is under way (and, creating, while its cancel window runs). */
  cancelDisabled: boolean;
  sending: boolean;
  /** What Confirmar does: a click, or the submit of the dialog's form (by its id). */
  confirm: { onClick: () => void } | { form: string };
  variant?: 'primary' | 'danger';
  /** 'Cancelar (n)' while a create's cancel window runs. */
  confirmLabel?: string;
}

/** The Cancelar and Confirmar below a dialog's form. */
export function ConfirmFooter({
  onCancel,
  cancelDisabled,
  sending,
  confirm,
  variant = 'primary',
  confirmLabel = 'Confirmar',
}: ConfirmFooterProps) {
  const action = 'form' in confirm ? { type: 'submit' as const, form: confirm.form } : { onClick: confirm.onClick };
  return (
    <Dialog.Footer>
      <Button onClick={onCancel} disabled={cancelDisabled}>
        Cancelar
      </Button>
      <Button {...action} variant={variant} loading={sending} loadingAnnouncement="Enviando">
        {confirmLabel}
      </Button>
    </Dialog.Footer>
  );
}
