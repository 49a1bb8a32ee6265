import { ImageIcon, UploadIcon, XIcon } from '@primer/octicons-react';
import { Button, IconButton } from '@primer/react';
import { useEffect, useId, useRef, useState } from 'react';
import { IMAGE_ACCEPT } from '../lib/image-file';
import styles from './image-input.module.css';
import { Thumbnail } from './thumbnail';

interface ImageInputProps {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** The picture already stored, shown until another is chosen. */
  currentUrl?: string | null;
  error?: string;
}

/** The object URL of a chosen file, released when it changes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** An optional picture (png, jpg or jpeg) with its preview. */
export function ImageInput({ label, file, onChange, currentUrl = null, error }: ImageInputProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreview(file);
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <Thumbnail src={preview ?? currentUrl} alt="" icon={ImageIcon} size={48} />
        <input
          ref={input}
          id={inputId}
          className={styles.native}
          type="file"
          tabIndex={-1}
          accept={IMAGE_ACCEPT}
          aria-invalid={error ? 'true' : undefined}
          onChange={(event) => {
            onChange(event.target.files?.[0] ?? null);
            // The same file can be chosen again after removing it.
            event.target.value = '';
          }}
        />
        <Button leadingVisual={UploadIcon} size="small" onClick={() => input.current?.click()}>
          {file || currentUrl ? 'Cambiar imagen' : 'Seleccionar imagen'}
        </Button>
        {file && (
          <>
            <span className={styles.name}>{file.name}</span>
            <IconButton
              icon={XIcon}
              aria-label="Quitar imagen"
              size="small"
              variant="invisible"
              onClick={() => onChange(null)}
            />
          </>
        )}
      </div>
      <span className={error ? styles.error : styles.hint} role={error ? 'alert' : undefined}>
        {error ?? 'Formatos .png, .jpg o .jpeg.'}
      </span>
    </div>
  );
}
