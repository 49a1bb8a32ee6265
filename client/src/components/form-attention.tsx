import { useEffect, useRef } from 'react';
import type { FormAttention as Attention } from '../lib/use-form';
import styles from './items.module.css';

/** A field in error: an input Primer marks invalid, or a field the form marks itself (a dropdown). */
const FIELD_IN_ERROR = '[aria-invalid="true"], [data-invalid="true"]';
const FOCUSABLE = 'input, select, textarea, button, [tabindex]:not([tabindex="-1"])';

/**
 * After a refused submit: says how many fields need attention, and scrolls to and focuses the first
 * of them, so a form never refuses without saying why. Every form shows it above its fields.
 */
export function FormAttention({ attention }: { attention: Attention }) {
  const line = useRef<HTMLParagraphElement>(null);
  const { refusals } = attention;
  useEffect(() => {
    if (refusals === 0) return;
    // Once the errors are drawn: the first one in the form (the dialog) this line belongs to.
    const frame = requestAnimationFrame(() => {
      const scope = line.current?.closest('[role="dialog"], form') ?? document;
      const field = scope.querySelector<HTMLElement>(FIELD_IN_ERROR);
      const target = field?.matches(FOCUSABLE) ? field : field?.querySelector<HTMLElement>(FOCUSABLE);
      field?.scrollIntoView({ block: 'center' });
      target?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [refusals]);
  return (
    <p ref={line} role="alert" className={styles.error} hidden={!attention.text}>
      {attention.text}
    </p>
  );
}
