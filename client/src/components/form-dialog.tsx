import { type DialogWidth, Flash } from '@primer/react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { ConfirmFooter } from './confirm-footer';
import { Dialog } from './dialog';
import { useDiscardGuard } from './discard-changes';
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
  /** Something was typed: Escape and the × ask before discarding it. */
  dirty?: boolean;
  /** Spec 2.15: only Cancelar closes it, not Escape nor a click outside. */
  persistent?: boolean;
  confirmVariant?: 'primary' | 'danger';
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
  dirty = false,
  persistent = false,
  confirmVariant = 'primary',
  children,
}: FormDialogProps) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const discard = useDiscardGuard(dirty, onCancel);

  useEffect(() => {
    if (failure) failureRef.current?.scrollIntoView({ block: 'nearest' });
  }, [failure]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Stop the page's forms (a dialog opened over another) from receiving this submit too.
    event.stopPropagation();
    onSubmit();
    // The first field the user has to fix gets the focus, once the errors are on screen.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
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
        />
      )}
    >
      <form id={formId} ref={formRef} className={styles.form} onSubmit={submit} noValidate>
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
