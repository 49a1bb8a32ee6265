import { DeviceCameraIcon, FileIcon, PaperclipIcon, XIcon } from '@primer/octicons-react';
import { Button, IconButton } from '@primer/react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import type { UploadType } from '../../../services/contracts/uploads';
import { acceptedFiles, pickedFileRefusal } from '../lib/uploads/upload-rules';
import styles from './attachments-picker.module.css';
import { Thumbnail } from './thumbnail';

/** Spec 5: the paste listener starts 1 s after the picker opens, so the keystroke that opened it pastes nothing. */
export const PASTE_LISTENER_DELAY_MS = 1_000;

interface AttachmentsPickerProps {
  label: string;
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** Where the files go: the types and sizes it takes, offered by the input and checked as each is picked. */
  uploadType: UploadType;
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

function AttachmentRow({ file, onRemove }: { file: File; onRemove: () => void }) {
  const preview = useImagePreview(file);
  return (
    <li className={styles.item}>
      <Thumbnail src={preview} alt={`Vista previa de ${file.name}`} icon={FileIcon} size={40} />
      <div className={styles.text}>
        <span className={styles.name}>{file.name}</span>
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
 * the clipboard anywhere on the page; images show a preview, and each can be removed. A file the
 * upload type does not take is not added: the picker says why at once, naming it (issue 31).
 */
export function AttachmentsPicker({ label, files, onChange, uploadType, hint, error }: AttachmentsPickerProps) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  // On site a photo is taken there and then: the phone opens its camera (issue 32).
  const takesPhotos = /\.(jpe?g|png)\b/.test(acceptedFiles(uploadType));
  const [refused, setRefused] = useState<string | null>(null);
  const add = (file: File) => {
    const refusal = pickedFileRefusal(uploadType, file);
    setRefused(refusal);
    if (!refusal) latest.current.onChange([...latest.current.files, file]);
  };
  const latest = useRef({ files, onChange, add });
  latest.current = { files, onChange, add };

  useEffect(() => {
    const paste = (event: ClipboardEvent) => {
      const file = pastedFile(event);
      if (!file) return;
      // A pasted picture becomes an attachment, not text in the field that had the focus.
      event.preventDefault();
      latest.current.add(file);
    };
    const timer = setTimeout(() => document.addEventListener('paste', paste), PASTE_LISTENER_DELAY_MS);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('paste', paste);
    };
  }, []);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) add(file);
    // The same file can be chosen again after removing it.
    event.target.value = '';
  };

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
        accept={acceptedFiles(uploadType)}
        aria-describedby={hintId}
        aria-invalid={error ? 'true' : undefined}
        onChange={pick}
      />
      {takesPhotos && (
        <input
          ref={camera}
          className={styles.native}
          type="file"
          tabIndex={-1}
          accept="image/*"
          capture="environment"
          aria-label="Tomar foto"
          onChange={pick}
        />
      )}
      <div>
        <Button leadingVisual={PaperclipIcon} size="small" onClick={() => input.current?.click()}>
          Adjuntar archivo
        </Button>
        {takesPhotos && (
          <Button leadingVisual={DeviceCameraIcon} size="small" onClick={() => camera.current?.click()}>
            Tomar foto
          </Button>
        )}
      </div>
      <span id={hintId} className={error ? styles.error : styles.hint} role={error ? 'alert' : undefined}>
        {error ?? hint ?? 'También puedes pegar un archivo desde el portapapeles.'}
      </span>
      {refused && (
        <span className={styles.error} role="alert">
          {refused}
        </span>
      )}
      {files.length > 0 && (
        <ul className={styles.list} aria-label="Archivos adjuntos">
          {files.map((file, index) => (
            <AttachmentRow
              key={keyOf(file)}
              file={file}
              onRemove={() => onChange(files.filter((_, at) => at !== index))}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
