import type { Response } from 'express';
import type { BlobInfo } from '../platform/blob-store/blob-store.port';
import { shownInline } from './file-content';

/** `filename*` carries any name; the plain `filename` is its ASCII shadow for old clients. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii =
    name
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'archivo';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * The headers of a user's file: the browser takes its checked type and never sniffs another, it
 * never runs as a page of the app, and only images, video, audio and PDF are shown rather than saved.
 */
export function fileHeaders(response: Response, info: BlobInfo, name: string | null, download: boolean): void {
  response.setHeader('content-type', info.contentType);
  response.setHeader('content-length', String(info.size));
  response.setHeader('x-content-type-options', 'nosniff');
  response.setHeader('content-security-policy', "default-src 'none'; sandbox");
  const inline = shownInline(info.contentType) && !download;
  if (name !== null)
    response.setHeader('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', name));
  else if (!inline) response.setHeader('content-disposition', 'attachment');
}
