import {
  extensionOf,
  PROJECT_STORAGE_QUOTA,
  type UploadType,
  uploadExtensions,
  wrongExtensionMessage,
} from '../../../../services/contracts/uploads';
import { formatNumber } from '../format';

/** Spec 9: files under 1000 bytes travel inline with the item's own command. */
export const INLINE_LIMIT_BYTES = 1_000;
/** Spec (tasks-rdi, files on send): an RDI's creation takes files under 100000 bytes inline. */
export const RDI_CREATION_INLINE_LIMIT_BYTES = 100_000;
/** Spec 9: at most 3 uploads run at once. */
export const MAX_RUNNING_UPLOADS = 3;

/** Where an upload stands: waiting its turn, sending, stored, or refused (with the reason shown). */
export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed';

/** What an item form sends with a queued file: the upload type's payload fields (spec 3). */
export type UploadPayload = Readonly<Record<string, string | number>>;

/** One file of the upload queue (spec tasks-rdi 3: uuid, type, payload, file, description, total, loaded, status, start). */
export interface UploadItem {
  uuid: string;
  type: UploadType;
  payload: UploadPayload;
  file: File;
  description: string;
  /** Bytes to send, the file's size until the browser knows the whole request's. */
  total: number;
  loaded: number;
  status: UploadStatus;
  /** When sending began (ms since the epoch), for the speed; null while waiting. */
  start: number | null;
  /** Why the last try failed, in the server's words. */
  error: string | null;
}

/** The file input's accept list of an upload type ('.pdf,.png,…'), from the server's own list. */
export const acceptedFiles = (type: UploadType): string =>
  uploadExtensions(type)
    .map((extension) => `.${extension}`)
    .join(',');

/**
 * Why a picked file cannot be sent, naming it; null when it may. Checked as it is picked, before
 * anything is sent (issue 31: a reply went out and only then was its file refused), by the
 * server's list of extensions and its limit: no project holds more than its quota. The server
 * still checks each file's bytes and the space the project has left.
 */
export function pickedFileRefusal(type: UploadType, file: { name: string; size: number }): string | null {
  if (!uploadExtensions(type).includes(extensionOf(file.name)))
    return `No se puede adjuntar «${file.name}». ${wrongExtensionMessage(type)}`;
  if (file.size > PROJECT_STORAGE_QUOTA)
    return `No se puede adjuntar «${file.name}»: pesa más de ${formatGigabytes(PROJECT_STORAGE_QUOTA)}, lo que caben todos los archivos de un proyecto.`;
  return null;
}

const formatGigabytes = (bytes: number) => `${bytes / 1024 ** 3} GB`;

/** Where the queue stands as a whole: something still on its way, something refused, or all stored. */
export type QueuePhase = 'working' | 'failed' | 'done';

export function queuePhase(items: readonly Pick<UploadItem, 'status'>[]): QueuePhase {
  if (items.some((item) => item.status === 'failed')) return 'failed';
  if (items.some((item) => item.status === 'waiting' || item.status === 'uploading')) return 'working';
  return 'done';
}

/** The upload center's header: what is still on its way and what failed ('1 carga fallida'). */
export function queueSummary(items: readonly Pick<UploadItem, 'status'>[]): string {
  const pending = items.filter((item) => item.status === 'waiting' || item.status === 'uploading').length;
  const failed = items.filter((item) => item.status === 'failed').length;
  const parts = [
    ...(pending > 0 ? [`${pending} pendiente${pending === 1 ? '' : 's'}`] : []),
    ...(failed > 0 ? [`${failed} carga${failed === 1 ? '' : 's'} fallida${failed === 1 ? '' : 's'}`] : []),
  ];
  return parts.length > 0 ? parts.join(' · ') : 'Sin cargas pendientes';
}

/** The files an item's command carries inline, and those that follow it through the upload queue. */
export function splitByInlineLimit<F extends { size: number }>(
  files: readonly F[],
  limitBytes: number = INLINE_LIMIT_BYTES,
): { inline: F[]; queued: F[] } {
  return {
    inline: files.filter((file) => file.size < limitBytes),
    queued: files.filter((file) => file.size >= limitBytes),
  };
}

/**
 * The waiting uploads to start now, first queued first. Spec 9 says at most 3 run and "a new one
 * starts when fewer than 4 are unstarted"; read literally, a queue of 4 or more would never start,
 * so the second rule is read as the first one counted with the upload about to start
 * (docs/decisions.md): one starts while fewer than 4 would then be running.
 */
export function uploadsToStart(items: readonly Pick<UploadItem, 'uuid' | 'status'>[]): string[] {
  const running = items.filter((item) => item.status === 'uploading').length;
  const free = Math.max(0, MAX_RUNNING_UPLOADS - running);
  return items
    .filter((item) => item.status === 'waiting')
    .slice(0, free)
    .map((item) => item.uuid);
}

/** Spec 9: a speed in megabits per second (bits / 1e6), one decimal: "8 Mbps", "1,5 Mbps". */
export const formatMbps = (bytesPerSecond: number): string => `${formatNumber((bytesPerSecond * 8) / 1e6, 1)} Mbps`;

/** Bytes per second sent since `start`; nothing yet in the first instant. */
export function uploadSpeed(loaded: number, start: number | null, now: number): number {
  if (start === null || now <= start) return 0;
  return (loaded * 1000) / (now - start);
}

/** The share sent, 0 to 100. */
export const uploadPercent = (loaded: number, total: number): number =>
  total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;

/**
 * The multipart fields of an upload, in the order the server reads them: the fields first (type,
 * payload, description), the file last, so the server knows where it goes before the bytes arrive.
 */
export function uploadFields(item: Pick<UploadItem, 'type' | 'payload' | 'description'>): [string, string][] {
  const fields: [string, string][] = [['type', String(item.type)]];
  for (const [name, value] of Object.entries(item.payload)) fields.push([name, String(value)]);
  if (item.description.trim() !== '') fields.push(['description', item.description.trim()]);
  return fields;
}

interface RefusalBody {
  message?: unknown;
  errors?: unknown;
}

const firstFieldMessage = (errors: unknown): string | null => {
  if (!Array.isArray(errors)) return null;
  const [first] = errors as { message?: unknown }[];
  return typeof first?.message === 'string' ? first.message : null;
};

/** Why an upload failed, as the user reads it: the server's own message when it sent one. */
export function uploadFailureReason(status: number, body: unknown): string {
  if (status === 0) return 'No hay conexión con el servidor.';
  const refusal: RefusalBody = typeof body === 'object' && body !== null ? body : {};
  const fieldMessage = firstFieldMessage(refusal.errors);
  if (fieldMessage) return fieldMessage;
  if (typeof refusal.message === 'string' && refusal.message.trim() !== '') return refusal.message;
  return `El servidor no aceptó el archivo (error ${status}).`;
}
