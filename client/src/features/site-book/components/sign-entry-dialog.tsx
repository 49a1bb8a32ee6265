import { FormControl, TextInput } from '@primer/react';
import { FormDialog } from '../../../components/form-dialog';
import { useForm } from '../../../lib/use-form';
import { signEntry } from '../api/site-book-commands';
import type { Entry } from '../site-book-types';

interface SignEntryDialogProps {
  entry: Entry;
  onClose: () => void;
  onSigned: (entry: Entry) => void;
}

/**
 * 'Firmar': the author's password again (issue 33, re-authentication). A wrong password or too
 * many tries show the server's words and keep the dialog open.
 */
export function SignEntryDialog({ entry, onClose, onSigned }: SignEntryDialogProps) {
  const form = useForm({ password: '' }, ({ password }) => ({
    password: password ? undefined : 'Escribe tu contraseña.',
  }));
  const sign = async () => {
    let signed: Entry | null = null;
    const sent = await form.submit(async ({ password }, commandId) => {
      signed = await signEntry(entry.id, password, commandId);
    });
    if (sent && signed) onSigned(signed);
  };
  return (
    <FormDialog
      title="Firmar folio"
      width="medium"
      onSubmit={() => void sign()}
      onCancel={onClose}
      submitting={form.submitting}
      failure={form.failure}
      attention={form.attention}
      confirmLabel="Firmar"
    >
      <p>
        Al firmar, el folio recibe su número y ya no se puede cambiar: una corrección será un folio nuevo. Escribe tu
        contraseña para firmarlo.
      </p>
      <FormControl required>
        <FormControl.Label>Contraseña</FormControl.Label>
        <TextInput
          type="password"
          name="password"
          autoComplete="current-password"
          block
          value={form.values.password}
          onChange={(event) => form.set('password', event.target.value)}
          onBlur={() => form.touch('password')}
          validationStatus={form.errorOf('password') ? 'error' : undefined}
        />
        {form.errorOf('password') && (
          <FormControl.Validation variant="error">{form.errorOf('password')}</FormControl.Validation>
        )}
      </FormControl>
    </FormDialog>
  );
}
