import type { Readable } from 'node:stream';

export interface BlobInfo {
  key: string;
  size: number;
  contentType: string;
}

/** Files kept outside the event log: avatars, logos, project images, documents, models. */
export interface BlobStore {
  put(key: string, content: Buffer, contentType: string): Promise<BlobInfo>;
  get(key: string): Promise<{ info: BlobInfo; stream: Readable } | null>;
  delete(key: string): Promise<void>;
}

export const BLOB_STORE = Symbol('BlobStore');

/** Keys are paths of safe segments; anything else could escape the store. */
export const isSafeBlobKey = (key: string) =>
  /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(key) && !key.split('/').includes('..');
