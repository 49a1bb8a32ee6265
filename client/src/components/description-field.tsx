import { Spinner } from '@primer/react';
import { lazy, Suspense, useId } from 'react';
import styles from './items.module.css';

// The editor is heavy: it loads with the first form that needs it.
const MarkdownEditor = lazy(() => import('./markdown-editor'));

interface DescriptionFieldProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** The field's own message (spec 5), shown under it. */
  error: string | undefined;
  /** A new additional's description may stay empty (spec 5 leaves it out of the required fields). */
  required?: boolean;
  /** The field's name where it is not a description (a folio's 'Texto'). */
  label?: string;
}

/** The rich-text description of a new task, RDI or additional, or a folio's text (headings 1–3, bold, lists, links). */
export function DescriptionField({
  value,
  onChange,
  placeholder,
  error,
  required = true,
  label = 'Descripción',
}: DescriptionFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label} {required && <span aria-hidden="true">*</span>}
      </label>
      <Suspense fallback={<Spinner size="small" srText="Cargando el editor" />}>
        <MarkdownEditor
          id={id}
          value={value}
          onChange={onChange}
          label={label}
          placeholder={placeholder}
          height={200}
          describedBy={error ? `${id}-error` : undefined}
          invalid={Boolean(error)}
        />
      </Suspense>
      {error && (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
