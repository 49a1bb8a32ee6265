import { FormControl, TextInput } from '@primer/react';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { download } from '../../../lib/download';
import { ApiError, loadFailureText } from '../../../lib/http';
import { bookPdfUrl, type PdfRange } from '../api/site-book-exports';

type RangeField = 'from_folio' | 'to_folio';

/** The server's refusal of a range, by field ('Elige un rango de a lo más 500 folios.'). */
function fieldErrorsOf(error: unknown): Partial<Record<RangeField, string>> {
  const body = error instanceof ApiError ? (error.body as { errors?: unknown } | null) : null;
  const errors = Array.isArray(body?.errors) ? (body.errors as Array<{ field?: unknown; message?: unknown }>) : [];
  return Object.fromEntries(
    errors.filter((e) => typeof e.message === 'string').map((e) => [String(e.field), e.message as string]),
  );
}

/**
 * 'Descargar PDF' of the book: every signed folio, or a range; the server decides what it prints
 * and says why it will not (a range past the last folio, too long a range).
 */
export function BookPdfDialog({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<RangeField, string>>>({});
  const send = async () => {
    setSending(true);
    setFailure(null);
    setFieldErrors({});
    const range: PdfRange = { from, to };
    try {
      download(await bookPdfUrl(projectId, range));
      onClose();
    } catch (error) {
      const byField = fieldErrorsOf(error);
      setFieldErrors(byField);
      if (Object.keys(byField).length === 0)
        setFailure(error instanceof Error ? loadFailureText(error) : String(error));
      setSending(false);
    }
  };
  const field = (name: RangeField, label: string, value: string, change: (value: string) => void) => (
    <FormControl>
      <FormControl.Label>{label}</FormControl.Label>
      <TextInput
        inputMode="numeric"
        value={value}
        placeholder={name === 'from_folio' ? 'Primero' : 'Último'}
        onChange={(event) => change(event.target.value)}
        validationStatus={fieldErrors[name] ? 'error' : undefined}
      />
      {fieldErrors[name] && <FormControl.Validation variant="error">{fieldErrors[name]}</FormControl.Validation>}
    </FormControl>
  );
  return (
    <FormDialog
      title="Descargar PDF del Libro de Obra"
      width="medium"
      onSubmit={() => void send()}
      onCancel={onClose}
      submitting={sending}
      failure={failure}
      confirmLabel="Descargar PDF"
    >
      <p>
        Sin números se imprime el libro completo: cada folio firmado con su firma, tomas de conocimiento, sello y
        código.
      </p>
      {field('from_folio', 'Desde el folio', from, setFrom)}
      {field('to_folio', 'Hasta el folio', to, setTo)}
    </FormDialog>
  );
}
