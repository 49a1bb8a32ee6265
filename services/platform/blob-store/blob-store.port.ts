import type { Readable } from 'node:stream';

export interface BlobInfo {
  key: string;
  size: number;
  contentType: string;
}

/** What a blob is written from: small files arrive whole, uploads arrive as a stream. */
export type BlobContent = Buffer | Readable;

export interface PutOptions {
  /** Past this many bytes the write fails with BlobTooLargeError and nothing is kept. */
  maxBytes?: number;
}

/** Files kept outside the event log: avatars, logos, project images, documents, models. */
export interface BlobStore {
  /** Writes the whole blob or nothing: a failed or refused write leaves no object behind. */
  put(key: string, content: BlobContent, contentType: string, options?: PutOptions): Promise<BlobInfo>;
  get(key: string): Promise<{ info: BlobInfo; stream: Readable } | null>;
  delete(key: string): Promise<void>;
}

export const BLOB_STORE = Symbol('BlobStore');

export class BlobTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The blob is larger than ${maxBytes} bytes`);
    this.name = 'BlobTooLargeError';
  }
}

/** Keys are paths of safe segments; anything else could escape the store. */
export const isSafeBlobKey = (key: string) =>
  /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(key) && !key.split('/').includes('..');

export function assertSafeBlobKey(key: string): void {
  if (!isSafeBlobKey(key)) throw new Error(`Unsafe blob key: ${key}`);
}
