import type { ReactNode } from 'react';
import { useUserDetails } from '../lib/api/user-details';
import { useSelectedProjectAccess } from '../lib/selected-project-access';
import type { useCountdown } from '../lib/use-countdown';
import type { FormAttention as Attention } from '../lib/use-form';
import { ConfirmFooter } from './confirm-footer';
import { Dialog } from './dialog';
import { useDiscardGuard } from './discard-changes';
import { FailureLine } from './failure-line';
import { FormAttention } from './form-attention';
import styles from './items.module.css';

interface CreateItemDialogProps {
  title: string;
  /** The send is under way: nothing closes, minimizes or cancels. */
  sending: boolean;
  /** The cancel window (spec 4) the confirm button counts down. */
  countdown: ReturnType<typeof useCountdown>;
  /** The server's refusal of the whole form, above the fields. */
  failure: string | null;
  /** A refused 'Confirmar': how many fields to fix; the first is focused. */
  attention: Attention;
  /** Something was typed or picked: Escape, × and a click outside ask before discarding it. */
  dirty: boolean;
  onConfirm: () => void;
  onMinimize: () => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The frame of 'Crear Consulta', 'Nueva RDI' and 'Nuevo Adicional': who issues the item and in which
 * project (spec: the create dialogs show both), minimize, and 'Confirmar' turning into
 * 'Cancelar (n)' while the cancel window runs.
 */
export function CreateItemDialog({
  title,
  sending,
  countdown,
  failure,
  attention,
  dirty,
  onConfirm,
  onMinimize,
  onClose,
  children,
}: CreateItemDialogProps) {
  const discard = useDiscardGuard(dirty, onClose);
  const { user } = useUserDetails();
  const { project } = useSelectedProjectAccess();
  return (
    <Dialog
      title={title}
      subtitle={`Emisor: ${user?.name ?? ''} · Proyecto: ${project?.name ?? ''}`}
      width="xlarge"
      onClose={() => !sending && discard.requestClose()}
      onMinimize={sending ? undefined : onMinimize}
      renderFooter={() => (
        <ConfirmFooter
          onCancel={onClose}
          cancelDisabled={sending || countdown.running}
          sending={sending}
          confirm={{ onClick: onConfirm }}
          confirmLabel={countdown.running ? `Cancelar (${countdown.left})` : undefined}
        />
      )}
    >
      <div className={styles.section}>
        <FailureLine failure={failure} />
        <FormAttention attention={attention} />
        {children}
      </div>
      {discard.prompt}
    </Dialog>
  );
}
