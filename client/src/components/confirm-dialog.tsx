import { ConfirmationDialog } from '@primer/react';
import { closeModal, type ModalProps } from '../lib/modals';
import styles from './confirm-dialog.module.css';

/** Spec 2.12: the generic accept/cancel question, a title and one or two lines. */
export function ConfirmDialog({ title, lines, onAccept }: ModalProps['confirm']) {
  return (
    <ConfirmationDialog
      title={title}
      cancelButtonContent="Cancelar"
      confirmButtonContent="Aceptar"
      confirmButtonType="primary"
      onClose={(gesture) => {
        // Closed first, so what `onAccept` opens lands on top of the stack.
        closeModal();
        if (gesture === 'confirm') onAccept();
      }}
    >
      {lines.map((line) => (
        <p key={line} className={styles.line}>
          {line}
        </p>
      ))}
    </ConfirmationDialog>
  );
}
