import { useEffect, useRef } from 'react';
import type { UploadType } from '../../../../services/contracts/uploads';
import type { UploadedFile } from './send-upload';
import type { UploadPayload } from './upload-rules';

/** A queued file is stored: what it was attached to, and the server's record of it. */
export interface FileUploaded {
  type: UploadType;
  payload: UploadPayload;
  file: UploadedFile;
}

/** Spec 9: the open item reloads 800 ms after the last of a burst of completed uploads. */
export const RELOAD_DEBOUNCE_MS = 800;

const listeners = new Set<(event: FileUploaded) => void>();

/** Tells whoever listens that a queued file is stored (spec 9: the completed-file event). */
export function announceFileUploaded(event: FileUploaded): void {
  for (const listener of listeners) listener(event);
}

/** Listens to completed uploads; returns the function that stops listening. */
export function onFileUploaded(listener: (event: FileUploaded) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Calls `reload` once, 800 ms after the last completed upload that `concerns` the open item, so
 * an item whose five files arrive together reloads once.
 */
export function useReloadOnFileUploaded(concerns: (event: FileUploaded) => boolean, reload: () => void): void {
  const latest = useRef({ concerns, reload });
  latest.current = { concerns, reload };
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onFileUploaded((event) => {
      if (!latest.current.concerns(event)) return;
      clearTimeout(timer);
      timer = setTimeout(() => latest.current.reload(), RELOAD_DEBOUNCE_MS);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, []);
}
