import { Button, FormControl, Textarea } from '@primer/react';
import { useState } from 'react';
import type { RdiDetail } from '../../../../../services/contracts/rdi-answers';
import { Dialog } from '../../../components/dialog';
import styles from '../../../components/items.module.css';
import { newCommandId } from '../../../lib/command-id';
import { failureMessage } from '../../../lib/use-form';
import { closeRdi } from '../api/rdi-commands';
import { CLOSING_QUESTION, NO_OFFICIAL_CLOSING_WARNING } from '../rdi-rules';

/**
 * 'Finalizar RDI' of the old close system (spec 4): '¿Cerrar la RDI Nº …?', the warning when it has
 * no official response, and an optional message posted before 'RDI cerrada por usuario'.
 */
export function CloseRdiDialog({ rdi, onClose }: { rdi: RdiDetail; onClose: () => void }) {
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [commandId] = useState(newCommandId);
  const accept = async () => {
    setSending(true);
    try {
      await closeRdi(rdi.id, message, commandId);
      onClose();
    } catch (error) {
      setFailure(failureMessage(error));
      setSending(false);
    }
  };
  return (
    <Dialog
      title="Finalizar RDI"
      width="large"
      onClose={onClose}
      renderFooter={() => (
        <Dialog.Footer>
          <Button onClick={onClose} disabled={sending}>
            Cancelar
          </Button>
          <Button variant="primary" onClick={accept} loading={sending} loadingAnnouncement="Cerrando">
            Aceptar
          </Button>
        </Dialog.Footer>
      )}
    >
      <div className={styles.section}>
        <p>{CLOSING_QUESTION(rdi.number)}</p>
        {rdi.official_interactions.length === 0 && (
          <p role="note" className={styles.warning}>
            {NO_OFFICIAL_CLOSING_WARNING}
          </p>
        )}
        <FormControl>
          <FormControl.Label>Mensaje (opcional)</FormControl.Label>
          <Textarea block rows={3} value={message} onChange={(event) => setMessage(event.target.value)} />
        </FormControl>
        {failure && (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        )}
      </div>
    </Dialog>
  );
}
