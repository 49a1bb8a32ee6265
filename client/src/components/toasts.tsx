import { AlertIcon, CheckCircleIcon, type Icon, InfoIcon, XIcon } from '@primer/octicons-react';
import { IconButton, Link } from '@primer/react';
import { useEffect, useRef, useState } from 'react';
import { dismissToast, type Toast, type ToastVariant, useToasts } from '../lib/toasts';
import styles from './toasts.module.css';

const ICONS: Record<ToastVariant, Icon> = { success: CheckCircleIcon, info: InfoIcon, danger: AlertIcon };

/** Counts a toast's time down; a pause keeps the time it has left. */
function useAutoDismiss(toast: Toast, paused: boolean) {
  const remaining = useRef(toast.durationMs);
  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismissToast(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [toast.id, paused]);
}

function ToastItem({ toast, paused }: { toast: Toast; paused: boolean }) {
  useAutoDismiss(toast, paused);
  const Icon = ICONS[toast.variant];
  return (
    <div
      // Errors interrupt; confirmations and news wait for a pause in what the screen reader says.
      role={toast.variant === 'danger' ? 'alert' : 'status'}
      aria-atomic="true"
      className={styles.toast}
      data-variant={toast.variant}
    >
      <Icon className={styles.icon} />
      <div className={styles.body}>
        <strong className={styles.title}>{toast.title}</strong>
        <p className={styles.text}>
          {toast.action && (
            <Link
              as="button"
              className={styles.action}
              onClick={() => {
                dismissToast(toast.id);
                toast.action?.run();
              }}
            >
              {toast.action.text}
            </Link>
          )}
          {toast.action && toast.text && ' '}
          {toast.text}
        </p>
      </div>
      <IconButton
        icon={XIcon}
        aria-label="Cerrar mensaje"
        variant="invisible"
        size="small"
        onClick={() => dismissToast(toast.id)}
        // A toast appears under wherever the pointer rests: no hover tooltip (as a dialog's ×).
        unsafeDisableTooltip
      />
    </div>
  );
}

/** The app's message toasts (spec 8), rendered once above every screen. */
export function Toasts() {
  const toasts = useToasts();
  // The messages wait while the pointer or the focus is on them, so they can be read to the end.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const stackRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // A toast that goes away takes the pointer or the focus with it without a leave or blur event.
    if (toasts.length === 0) setHovered(false);
    if (!stackRef.current?.contains(document.activeElement)) setFocused(false);
  }, [toasts]);
  if (toasts.length === 0) return null;
  return (
    <section
      ref={stackRef}
      aria-label="Mensajes"
      className={styles.stack}
      data-testid="toasts"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} paused={hovered || focused} />
      ))}
    </section>
  );
}
