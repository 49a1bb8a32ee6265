import { type DialogWidth, Flash } from '@primer/react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { FormAttention as Attention } from '../lib/use-form';
import { ConfirmFooter } from './confirm-footer';
import { Dialog } from './dialog';
import { useDiscardGuard } from './discard-changes';
import { FormAttention } from './form-attention';
import styles from './form-dialog.module.css';

interface FormDialogProps {
  title: string;
  width: DialogWidth;
  /** Sends the form; the dialog itself only asks for it. */
  onSubmit: () => void;
  onCancel: () => void;
  submitting: boolean;
  /** Why the last sending failed; the dialog stays open to show it. */
  failure: string | null;
  /** Shown instead of the failure when the refusal asks the person to choose (an edit conflict). */
  notice?: ReactNode;
  /** A refused submit's count of fields to fix (`useForm`'s `attention`), said above the fields. */
  attention?: Attention;
  /** Something was typed: Escape and the × ask before discarding it. */
  dirty?: boolean;
  /** Spec 2.15: only Cancelar closes it, not Escape nor a click outside. */
  persistent?: boolean;
  confirmVariant?: 'primary' | 'danger';
  /** What the submit button says, when 'Confirmar' does not say what happens ('Firmar'). */
  confirmLabel?: string;
  children: ReactNode;
}

/** A dialog holding one form, with Cancelar and Confirmar below it. */
export function FormDialog({
  title,
  width,
  onSubmit,
  onCancel,
  submitting,
  failure,
  notice,
  attention,
  dirty = false,
  persistent = false,
  confirmVariant = 'primary',
  confirmLabel,
  children,
}: FormDialogProps) {
  const formId = useId();
  const failureRef = useRef<HTMLDivElement>(null);
  const discard = useDiscardGuard(dirty, onCancel);
  // A form not on `useForm` still has its first error focused after each submit.
  const [submits, setSubmits] = useState(0);

  useEffect(() => {
    if (failure) failureRef.current?.scrollIntoView({ block: 'nearest' });
  }, [failure]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Stop the page's forms (a dialog opened over another) from receiving this submit too.
    event.stopPropagation();
    onSubmit();
    setSubmits((count) => count + 1);
  };

  return (
    <Dialog
      title={title}
      width={width}
      onClose={() => {
        if (!persistent && !submitting) discard.requestClose();
      }}
      dismissible={!persistent}
      renderFooter={() => (
        <ConfirmFooter
          onCancel={onCancel}
          cancelDisabled={submitting}
          sending={submitting}
          confirm={{ form: formId }}
          variant={confirmVariant}
          confirmLabel={confirmLabel}
        />
      )}
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <FormAttention attention={attention ?? { text: null, refusals: submits }} />
        {notice ??
          (failure && (
            <Flash ref={failureRef} variant="danger" role="alert">
              {failure}
            </Flash>
          ))}
        {children}
      </form>
      {discard.prompt}
    </Dialog>
  );
}
