import { useSyncExternalStore } from 'react';
import type { UploadType } from '../../../../services/contracts/uploads';
import { newCommandId } from '../command-id';
import { announceFileUploaded } from './file-uploaded';
import { sendUpload } from './send-upload';
import { type UploadItem, type UploadPayload, uploadsToStart } from './upload-rules';

/** How long a stored file stays in the queue, marked done, before it leaves the list. */
const DONE_SHOWN_MS = 5_000;

let items: readonly UploadItem[] = [];
/** Cancels the request of each running upload. */
const running = new Map<string, () => void>();
const listeners = new Set<() => void>();

function publish(next: readonly UploadItem[]): void {
  items = next;
  for (const listener of listeners) listener();
}

function update(uuid: string, change: Partial<UploadItem>): void {
  if (!items.some((item) => item.uuid === uuid)) return;
  publish(items.map((item) => (item.uuid === uuid ? { ...item, ...change } : item)));
}

function forget(uuid: string): void {
  running.get(uuid)?.();
  running.delete(uuid);
  publish(items.filter((item) => item.uuid !== uuid));
}

function finish(uuid: string, change: Partial<UploadItem>): void {
  running.delete(uuid);
  update(uuid, change);
  startWaiting();
}

function start(item: UploadItem): void {
  update(item.uuid, { status: 'uploading', start: Date.now(), loaded: 0, error: null });
  // The uuid is the upload's command id: every try of this file is the same command.
  const cancel = sendUpload(item, item.uuid, {
    onProgress: (loaded, total) => update(item.uuid, { loaded, total }),
    onDone: (file) => {
      finish(item.uuid, { status: 'done', loaded: item.total });
      announceFileUploaded({ type: item.type, payload: item.payload, file });
      setTimeout(() => forget(item.uuid), DONE_SHOWN_MS);
    },
    onFailed: (reason) => finish(item.uuid, { status: 'failed', error: reason }),
  });
  running.set(item.uuid, cancel);
}

function startWaiting(): void {
  for (const uuid of uploadsToStart(items)) {
    const item = items.find((candidate) => candidate.uuid === uuid);
    if (item) start(item);
  }
}

export interface UploadTarget {
  type: UploadType;
  /** The upload type's payload fields: the item's ids and project_id. */
  payload: UploadPayload;
  description?: string;
}

/**
 * Queues files to upload in the background, each on its own (spec 9): an item form calls it after
 * the item exists, with the files `splitByInlineLimit` left out of its command. Returns their uuids.
 */
export function enqueueUploads(files: readonly File[], { type, payload, description = '' }: UploadTarget): string[] {
  const queued = files.map<UploadItem>((file) => ({
    uuid: newCommandId(),
    type,
    payload,
    file,
    description,
    total: file.size,
    loaded: 0,
    status: 'waiting',
    start: null,
    error: null,
  }));
  publish([...items, ...queued]);
  startWaiting();
  return queued.map((item) => item.uuid);
}

/** Sends a failed upload again, with the same command id. */
export function retryUpload(uuid: string): void {
  update(uuid, { status: 'waiting', error: null, loaded: 0, start: null });
  startWaiting();
}

/** Takes a file out of the queue, stopping it if it is being sent. */
export function removeUpload(uuid: string): void {
  forget(uuid);
  startWaiting();
}

/** Whether leaving the page now would lose a file: one is waiting or being sent. */
export const hasPendingUploads = (): boolean =>
  items.some((item) => item.status === 'waiting' || item.status === 'uploading');

/** The queue, first queued first. */
export function useUploadQueue(): readonly UploadItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => items,
  );
}
