import { FileIcon, PaperclipIcon, XIcon } from '@primer/octicons-react';
import { Button, IconButton } from '@primer/react';
import { useEffect, useId, useRef, useState } from 'react';
import styles from './attachments-picker.module.css';
import { Thumbnail } from './thumbnail';

/** Spec 5: the paste listener starts 1 s after the picker opens, so the keystroke that opened it pastes nothing. */
export const PASTE_LISTENER_DELAY_MS = 1_000;

interface AttachmentsPickerProps {
  label: string;
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** The file input's accept list (".ifc,.rvt"); the check that counts is `fileError`. */
  accept?: string;
  /** Why a file cannot be sent; it stays listed with the reason until removed. */
  fileError?: (file: File) => string | undefined;
  /** Under the button: what may be attached. */
  hint?: string;
  /** Why the whole field is refused (nothing chosen). */
  error?: string;
}

const isImage = (file: File) => file.type.startsWith('image/');

/** The object URL of an image, for its preview; released when the row goes. */
function useImagePreview(file: File): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!isImage(file)) return;
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

function AttachmentRow({ file, error, onRemove }: { file: File; error?: string; onRemove: () => void }) {
  const preview = useImagePreview(file);
  return (
    <li className={styles.item} data-invalid={error ? 'true' : undefined}>
      <Thumbnail src={preview} alt={`Vista previa de ${file.name}`} icon={FileIcon} size={40} />
      <div className={styles.text}>
        <span className={styles.name}>{file.name}</span>
        {error && (
          <span className={styles.error} role="alert">
            {error}
          </span>
        )}
      </div>
      <IconButton icon={XIcon} aria-label={`Quitar ${file.name}`} size="small" variant="invisible" onClick={onRemove} />
    </li>
  );
}

/** A key per chosen file: the same file chosen twice is two File objects, listed twice. */
const fileKeys = new WeakMap<File, number>();
let lastFileKey = 0;
function keyOf(file: File): number {
  let key = fileKeys.get(file);
  if (key === undefined) {
    lastFileKey += 1;
    key = lastFileKey;
    fileKeys.set(file, key);
  }
  return key;
}

/** The first file on the clipboard of a paste, if it holds one. */
const pastedFile = (event: ClipboardEvent): File | null => event.clipboardData?.files[0] ?? null;

/**
 * Files for an item, before it is sent (spec 5): one file per use of the picker, or one pasted from
 * the clipboard anywhere on the page; images show a preview, and each can be removed.
 */
export function AttachmentsPicker({ label, files, onChange, accept, fileError, hint, error }: AttachmentsPickerProps) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef({ files, onChange });
  latest.current = { files, onChange };

  useEffect(() => {
    const paste = (event: ClipboardEvent) => {
      const file = pastedFile(event);
      if (!file) return;
      // A pasted picture becomes an attachment, not text in the field that had the focus.
      event.preventDefault();
      latest.current.onChange([...latest.current.files, file]);
    };
    const timer = setTimeout(() => document.addEventListener('paste', paste), PASTE_LISTENER_DELAY_MS);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('paste', paste);
    };
  }, []);

  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input
        ref={input}
        id={inputId}
        className={styles.native}
        type="file"
        tabIndex={-1}
        accept={accept}
        aria-describedby={hintId}
        aria-invalid={error ? 'true' : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onChange([...files, file]);
          // The same file can be chosen again after removing it.
          event.target.value = '';
        }}
      />
      <div>
        <Button leadingVisual={PaperclipIcon} size="small" onClick={() => input.current?.click()}>
          Adjuntar archivo
        </Button>
      </div>
      <span id={hintId} className={error ? styles.error : styles.hint} role={error ? 'alert' : undefined}>
        {error ?? hint ?? 'También puedes pegar un archivo desde el portapapeles.'}
      </span>
      {files.length > 0 && (
        <ul className={styles.list} aria-label="Archivos adjuntos">
          {files.map((file, index) => (
            <AttachmentRow
              key={keyOf(file)}
              file={file}
              error={fileError?.(file)}
              onRemove={() => onChange(files.filter((_, at) => at !== index))}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
