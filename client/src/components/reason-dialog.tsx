import { FormControl, Textarea } from '@primer/react';
import type { ReactNode } from 'react';
import { useForm } from '../lib/use-form';
import { FormDialog } from './form-dialog';

interface ReasonValues {
  reason: string;
}

const validate = ({ reason }: ReasonValues) => ({ reason: reason.trim() ? undefined : 'Campo requerido' });

/**
 * A confirmation that needs a written reason (closing a project, annulling an additional).
 * Persistent, so a half-written reason is not lost to a stray Escape or click outside; `send`
 * gets the trimmed reason and returns whether the dialog may close.
 */
export function ReasonDialog({
  title,
  confirmVariant,
  children,
  send,
  onClose,
}: {
  title: string;
  confirmVariant: 'primary' | 'danger';
  /** What the confirmation is about, above the reason. */
  children: ReactNode;
  send: (reason: string, commandId: string) => Promise<void>;
  onClose: () => void;
}) {
  const form = useForm<ReasonValues>({ reason: '' }, validate);
  const error = form.errorOf('reason');

  const confirm = async () => {
    const sent = await form.submit(({ reason }, commandId) => send(reason.trim(), commandId));
    if (sent) onClose();
  };

  return (
    <FormDialog
      title={title}
      width="large"
      persistent
      confirmVariant={confirmVariant}
      submitting={form.submitting}
      failure={form.failure}
      dirty={form.dirty}
      attention={form.attention}
      onSubmit={() => void confirm()}
      onCancel={onClose}
    >
      {children}
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
