import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { BLOB_STORE, type BlobStore, isSafeBlobKey } from '../platform/blob-store/blob-store.port';
import { notFound } from '../platform/domain-error';
import { IMAGE_CONTENT_TYPES } from '../platform/http/image-upload';
import { Public } from '../platform/http/public.decorator';

/**
 * Images of projects, companies and users, by key. Public, because an <img> cannot send a bearer
 * token; the keys hold a random UUID, so a file can be reached only by whoever was shown its key
 * (docs/decisions.md).
 */
@Controller('files')
export class FilesController {
  constructor(@Inject(BLOB_STORE) private readonly blobs: BlobStore) {}

  @Public()
  @Get('*key')
  async file(@Param('key') key: string | string[], @Res() response: Response): Promise<void> {
    const path = Array.isArray(key) ? key.join('/') : key;
    const found = isSafeBlobKey(path) ? await this.blobs.get(path) : null;
    if (!found) throw notFound('Archivo no encontrado.');
    response.setHeader('content-type', found.info.contentType);
    response.setHeader('content-length', String(found.info.size));
    response.setHeader('cache-control', 'private, max-age=86400, immutable');
    // A user's file never runs as a page of the app: the browser takes its declared type, and
    // anything but a checked image is a download, in a sandbox if it is opened all the same.
    response.setHeader('x-content-type-options', 'nosniff');
    response.setHeader('content-security-policy', "default-src 'none'; sandbox");
    if (!IMAGE_CONTENT_TYPES.has(found.info.contentType)) response.setHeader('content-disposition', 'attachment');
    found.stream.pipe(response);
  }
}
