import { FormControl, Textarea } from '@primer/react';
import { FormDialog } from '../../../components/form-dialog';
import { showToast } from '../../../lib/toasts';
import { useForm } from '../../../lib/use-form';
import { changeAdditionalStatus } from '../api/additional-commands';

interface ReasonValues {
  reason: string;
}

const validate = ({ reason }: ReasonValues) => ({ reason: reason.trim() ? undefined : 'Campo requerido' });

/**
 * 'Anular Adicional': asks to annul with the reason the other side reads in the detail and the
 * history. Persistent, so a half-written reason is not lost to a stray Escape or click outside.
 */
export function AnnulAdditionalDialog({
  additional,
  onClose,
}: {
  additional: { id: string; number: number };
  onClose: () => void;
}) {
  const form = useForm<ReasonValues>({ reason: '' }, validate);
  const error = form.errorOf('reason');
  const confirm = async () => {
    const sent = await form.submit(async ({ reason }, commandId) => {
      await changeAdditionalStatus(additional.id, 3, commandId, reason.trim());
    });
    if (!sent) return;
    showToast({ variant: 'success', title: 'Anular Adicional', text: 'Se solicitó anular el adicional.' });
    onClose();
  };
  return (
    <FormDialog
      title="Anular Adicional"
      width="large"
      persistent
      confirmVariant="danger"
      submitting={form.submitting}
      failure={form.failure}
      onSubmit={() => void confirm()}
      onCancel={onClose}
    >
      <p>¿Solicitar anular el Adicional Nº {additional.number}?</p>
      <FormControl required>
        <FormControl.Label>Motivo</FormControl.Label>
        <Textarea
          block
          rows={4}
          value={form.values.reason}
          onChange={(event) => form.set('reason', event.target.value)}
          onBlur={() => form.touch('reason')}
          validationStatus={error ? 'error' : undefined}
          maxLength={2000}
        />
        {error && <FormControl.Validation variant="error">{error}</FormControl.Validation>}
      </FormControl>
    </FormDialog>
  );
}
