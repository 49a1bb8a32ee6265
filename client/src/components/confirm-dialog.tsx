import { closeModal, type ModalProps } from '../lib/modals';
import styles from './confirm-dialog.module.css';
import { Dialog } from './dialog';

/**
 * Spec 2.12: the generic accept/cancel question, a title and one or two lines. Drawn as Primer's
 * ConfirmationDialog is (an alertdialog, Aceptar focused), but with the Spanish ×.
 */
export function ConfirmDialog({ title, lines, onAccept }: ModalProps['confirm']) {
  const close = (accepted: boolean) => {
    // Closed first, so what `onAccept` opens lands on top of the stack.
    closeModal();
    if (accepted) onAccept();
  };
  return (
    <Dialog
      title={title}
      role="alertdialog"
      width="medium"
      onClose={() => close(false)}
      footerButtons={[
        { content: 'Cancelar', onClick: () => close(false) },
        { content: 'Aceptar', buttonType: 'primary', onClick: () => close(true), autoFocus: true },
      ]}
    >
      {lines.map((line) => (
        <p key={line} className={styles.line}>
          {line}
        </p>
      ))}
    </Dialog>
  );
}
