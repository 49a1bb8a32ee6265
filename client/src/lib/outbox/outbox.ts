import { useSyncExternalStore } from 'react';
import { appMutate } from '../app-mutate';
import { newCommandId } from '../command-id';
import { isOffline, onReconnect } from '../connection';
import { ApiError, request } from '../http';
import { countUnsentChangesWith, getToken } from '../session';
import { UNEXPECTED_ERROR } from '../use-form';
import {
  afterRefusal,
  afterRetryableFailure,
  type ChangeTarget,
  createdIdIn,
  dependantsOf,
  isParentRef,
  nextToSend,
  outcomeOf,
  type ParentRef,
  type QueuedBody,
  type QueuedChange,
  readyNow,
  retried,
  withParentId,
} from './outbox-rules';
import { addChange, readChanges, writeChanges } from './outbox-store';
import { uploadBodies } from './queued-body';

/**
 * The outbox: changes made without signal wait on the device and are replayed in order, each
 * with the command id it got when the person acted, so the server stores each exactly once.
 * One tab replays at a time; every tab shows the same queue.
 */

/** How a change waiting in the outbox is marked, and the list of those the server refused. */
export const PENDING_TEXT = 'Pendiente de envío';
export const REFUSED_TEXT = 'No se pudo enviar';

let changes: readonly QueuedChange[] = [];
const listeners = new Set<() => void>();
// Other tabs of this browser hear of every change to the queue.
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('faena-outbox');

async function reload(): Promise<void> {
  changes = getToken() ? await readChanges().catch(() => []) : [];
  for (const listener of listeners) listener();
}

async function saved(put: readonly QueuedChange[], remove: readonly string[] = []): Promise<void> {
  // A refusal of the session (401) deleted the outbox with it: nothing is written back.
  if (!getToken()) return;
  await writeChanges(put, remove);
  await reload();
  channel?.postMessage('changed');
}

/** Every change on the device, pending or refused, in creation order; re-renders when it changes. */
export function useOutbox(): readonly QueuedChange[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => changes,
  );
}

/** The changes on the device now, outside React (the sign-out's question). */
export const currentOutbox = (): readonly QueuedChange[] => changes;

// An ended session deletes the outbox: the sign-in screen then says how many changes went with it.
countUnsentChangesWith(() => changes.length);

/** How a change was made: what the person did, on what, and what it waits for. */
export interface ChangeMeta {
  label: string;
  /** What the marks show of the change: the reply's text, the new task's title. */
  preview: string;
  target: ChangeTarget;
  dependsOn?: string | null;
  createdIdAt?: readonly string[] | null;
  editableField?: string | null;
}

/** Puts a change in the outbox and, while online, starts sending it. */
export async function queueChange(
  commandId: string,
  path: string,
  body: QueuedBody,
  meta: ChangeMeta,
  madeAt = new Date().toISOString(),
): Promise<QueuedChange> {
  const stored = await addChange({
    commandId,
    madeAt,
    path,
    body,
    label: meta.label,
    preview: meta.preview,
    target: meta.target,
    dependsOn: meta.dependsOn ?? null,
    createdIdAt: meta.createdIdAt ?? null,
    editableField: meta.editableField ?? null,
    state: 'pending',
    attempts: 0,
    nextTryAt: 0,
    refusal: null,
  });
  await reload();
  channel?.postMessage('changed');
  if (!isOffline()) void replay();
  return stored;
}

/** A command kept in the outbox, to be sent when the signal returns. */
export interface Queued {
  queued: true;
  change: QueuedChange;
}

export const isQueued = (value: unknown): value is Queued =>
  typeof value === 'object' && value !== null && 'queued' in value && value.queued === true;

/** What a command sent now or later gives back: the server's answer, or the change waiting in the outbox. */
export type SentOrQueued<T> = { queued: false; answer: T } | Queued;

/**
 * Sends a command now, or queues it when there is no signal, when the call gets no answer, or
 * while older changes still wait (so nothing overtakes them). The command id is the one the
 * person's action got: a call that reached the server before its answer was lost lands once.
 */
export async function sendOrQueue<T>(
  path: string,
  body: QueuedBody,
  meta: ChangeMeta,
  commandId: string = newCommandId(),
): Promise<SentOrQueued<T>> {
  const madeAt = new Date().toISOString();
  const waiting = changes.some((change) => change.state === 'pending');
  if (!isOffline() && !waiting && !hasParentRef(body)) {
    try {
      return {
        queued: false,
        answer: await request<T>(path, { method: 'POST', body: toRequestBody(body), commandId }),
      };
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 0) throw error;
    }
  }
  return { queued: true, change: await queueChange(commandId, path, body, meta, madeAt) };
}

const hasParentRef = (body: QueuedBody): boolean =>
  body.kind === 'json'
    ? Object.values(body.value).some(isParentRef)
    : body.fields.some(([, value]) => isParentRef(value));

function toRequestBody(body: QueuedBody): unknown {
  if (body.kind === 'json') return body.value;
  const form = new FormData();
  for (const [name, value] of body.fields) {
    if (typeof value === 'string') form.append(name, value);
    else if ('blob' in value) form.append(name, value.blob, value.name);
    else throw new Error(`Campo ${name} sin el id de su elemento.`);
  }
  return form;
}

/** The HTTP status that decides a failed call's fate: 0 for no answer, the body's code on an HTTP 200. */
const failureStatus = (error: ApiError): number => (error.status === 200 ? error.code : error.status);

/** Sends one change and records what its answer means; true when the replay may go on. */
async function sendOne(change: QueuedChange): Promise<boolean> {
  try {
    const answer = await request<unknown>(change.path, {
      method: 'POST',
      body: toRequestBody(change.body),
      commandId: change.commandId,
      madeAt: change.madeAt,
    });
    const createdId = change.createdIdAt ? createdIdIn(answer, change.createdIdAt) : null;
    const dependants = createdId
      ? changes
          .filter((other) => other.dependsOn === change.commandId)
          .map((other) => withParentId(other, change.commandId, createdId))
      : [];
    await saved(dependants, [change.commandId]);
    return true;
  } catch (error) {
    // Not an answer (a body that cannot be built): shown as refused rather than retried for ever.
    if (!(error instanceof ApiError)) {
      await saved([afterRefusal(change, UNEXPECTED_ERROR)]);
      return true;
    }
    if (outcomeOf(failureStatus(error)) === 'refused') {
      await saved([afterRefusal(change, error.message || UNEXPECTED_ERROR)]);
      return true;
    }
    await saved([afterRetryableFailure(change, Date.now())]);
    return false;
  }
}

let retryTimer: ReturnType<typeof setTimeout> | null = null;

function retryLater(): void {
  if (retryTimer) clearTimeout(retryTimer);
  const next = changes.filter((change) => change.state === 'pending').map((change) => change.nextTryAt);
  if (!next.length) return;
  retryTimer = setTimeout(() => void replay(), Math.max(0, Math.min(...next) - Date.now()));
}

/** Sends what may go, in order, until the queue is empty, a change must wait, or the signal is gone. */
async function drain(): Promise<void> {
  await reload();
  let sentAny = false;
  for (;;) {
    const next = nextToSend(changes, Date.now());
    if (!next) break;
    sentAny = true;
    if (!(await sendOne(next))) break;
  }
  retryLater();
  // Lists and details read again: the stored changes replace their pending marks.
  if (sentAny) await appMutate(() => true);
}

let running: Promise<void> | null = null;
let again = false;

/**
 * Replays the outbox; a call while it runs asks for one more pass. Tabs take turns through a
 * Web Lock, so two tabs never send the same change at once (each would land once anyway).
 */
export function replay(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  const pass = async (): Promise<void> => {
    // Web Locks exist only on https and localhost; elsewhere this tab replays alone.
    if (typeof navigator !== 'undefined' && navigator.locks)
      await navigator.locks.request('faena-outbox-replay', drain);
    else await drain();
  };
  running = (async () => {
    do {
      again = false;
      await pass();
    } while (again);
  })().finally(() => {
    running = null;
  });
  return running;
}

/** Sends a refused change again, as it was or with an edited body; same command id. */
export async function retryChange(change: QueuedChange, body?: QueuedBody): Promise<void> {
  await saved([retried(change, body)]);
  void replay();
}

/** Drops a refused change and what waited for it, which could never be sent without it. */
export async function discardChange(change: QueuedChange): Promise<void> {
  const dropped = [change, ...dependantsOf(change.commandId, changes)].map((other) => other.commandId);
  await saved([], dropped);
}

/** The larger files of an item or reply made offline: each an upload that waits for it, naming it through `parent`. */
export async function queueUploadsAfter(
  parent: QueuedChange,
  files: readonly File[],
  { type, payload }: { type: number; payload: Readonly<Record<string, string | number | ParentRef>> },
): Promise<void> {
  for (const [index, body] of uploadBodies(files, type, payload).entries()) {
    await queueChange(newCommandId(), '/files/upload', body, {
      label: 'Subir archivo',
      preview: files[index]?.name ?? '',
      target: parent.target,
      dependsOn: parent.commandId,
    });
  }
}

/** Starts the outbox for the signed-in person: replays now, when the signal returns, and when another tab changes it. */
export function startOutbox(): () => void {
  const resume = async () => {
    await reload();
    const ready = readyNow(changes);
    if (ready.length) await saved(ready);
    void replay();
  };
  void resume();
  const stopReconnect = onReconnect(() => void resume());
  const onMessage = () => void reload();
  channel?.addEventListener('message', onMessage);
  return () => {
    stopReconnect();
    channel?.removeEventListener('message', onMessage);
    if (retryTimer) clearTimeout(retryTimer);
  };
}
