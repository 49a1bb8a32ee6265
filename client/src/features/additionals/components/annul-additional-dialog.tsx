import { ReasonDialog } from '../../../components/reason-dialog';
import { showToast } from '../../../lib/toasts';
import { changeAdditionalStatus } from '../api/additional-commands';

/** 'Anular Adicional': asks to annul with the reason the other side reads in the detail and the history. */
export function AnnulAdditionalDialog({
  additional,
  onClose,
}: {
  additional: { id: string; number: number };
  onClose: () => void;
}) {
  return (
    <ReasonDialog
      title="Anular Adicional"
      confirmVariant="danger"
      send={async (reason, commandId) => {
        await changeAdditionalStatus(additional.id, 3, commandId, reason);
        showToast({ variant: 'success', title: 'Anular Adicional', text: 'Se solicitó anular el adicional.' });
      }}
      onClose={onClose}
    >
      <p>¿Solicitar anular el Adicional Nº {additional.number}?</p>
    </ReasonDialog>
  );
}
