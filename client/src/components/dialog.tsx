import { DashIcon, XIcon } from '@primer/octicons-react';
import { type DialogHeaderProps, type DialogProps, IconButton, Dialog as PrimerDialog } from '@primer/react';
import { forwardRef, type ReactNode, type RefObject, useRef } from 'react';
import styles from './dialog.module.css';

/**
 * The × of every dialog and panel. Primer's own says 'Close' (label and tooltip) and has no prop
 * to change it, so the app draws this one instead. Like every button that appears with what it
 * belongs to, it has no hover tooltip: it would open under a pointer resting where the dialog
 * appeared; its name is said by `aria-label`.
 */
export function DialogCloseButton({ onClose }: { onClose: () => void }) {
  return <IconButton icon={XIcon} aria-label="Cerrar" variant="invisible" onClick={onClose} unsafeDisableTooltip />;
}

interface DialogTitleProps {
  id: string;
  children: ReactNode;
}

/**
 * The dialog's name: an h2, so the page under it keeps its only h1. A dialog opens with the focus
 * on it (not on the ×, whose tooltip would open and take the first Escape), so a screen reader
 * reads the name first and one Escape closes the dialog.
 */
const DialogTitle = forwardRef<HTMLHeadingElement, DialogTitleProps>(function DialogTitle({ id, children }, ref) {
  return (
    <h2 id={id} ref={ref} tabIndex={-1} className={styles.title}>
      {children}
    </h2>
  );
});

/** Title, optional subtitle and, when the dialog may be dismissed, the Spanish ×. */
function DialogHeader({
  title,
  subtitle,
  dialogLabelId,
  dialogDescriptionId,
  onClose,
  dismissible,
  onMinimize,
  headerActions,
  titleRef,
}: DialogHeaderProps & {
  dismissible: boolean;
  onMinimize?: () => void;
  headerActions?: ReactNode;
  titleRef: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <PrimerDialog.Header>
      <div className={styles.inner}>
        <div className={styles.content}>
          <DialogTitle id={dialogLabelId} ref={titleRef}>
            {title}
          </DialogTitle>
          {subtitle && (
            <p id={dialogDescriptionId} className={styles.subtitle}>
              {subtitle}
            </p>
          )}
        </div>
        {headerActions}
        {onMinimize && (
          <IconButton
            icon={DashIcon}
            aria-label="Minimizar"
            variant="invisible"
            onClick={onMinimize}
            unsafeDisableTooltip
          />
        )}
        {dismissible && <DialogCloseButton onClose={() => onClose('close-button')} />}
      </div>
    </PrimerDialog.Header>
  );
}

type AppDialogProps = DialogProps & {
  /** Without it the header has no ×: only the dialog's own buttons close it. */
  dismissible?: boolean;
  /** Adds a 'Minimizar' button beside the × (spec: forms and items go to the minimized-items bar). */
  onMinimize?: () => void;
  /** Buttons before 'Minimizar' (an item's detail: 'Enviar por correo', 'Descargar PDF'). */
  headerActions?: ReactNode;
  children?: ReactNode;
};

const SpanishDialog = forwardRef<HTMLDivElement, AppDialogProps>(function Dialog(
  { dismissible = true, onMinimize, headerActions, renderHeader, initialFocusRef, ...props },
  ref,
) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  return (
    <PrimerDialog
      ref={ref}
      {...props}
      // A footer button marked autoFocus (a confirmation's safe choice) keeps the focus Primer gives it.
      initialFocusRef={
        initialFocusRef ?? (props.footerButtons?.some(({ autoFocus }) => autoFocus) ? undefined : titleRef)
      }
      renderHeader={
        renderHeader ??
        ((header) => (
          <DialogHeader
            {...header}
            dismissible={dismissible}
            onMinimize={onMinimize}
            headerActions={headerActions}
            titleRef={titleRef}
          />
        ))
      }
    />
  );
});

/** Primer's Dialog with a Spanish header; every dialog of the app is one of these. */
export const Dialog = Object.assign(SpanishDialog, { Footer: PrimerDialog.Footer, Body: PrimerDialog.Body });
