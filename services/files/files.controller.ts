import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { BLOB_STORE, type BlobStore, isSafeBlobKey } from '../platform/blob-store/blob-store.port';
import { notFound } from '../platform/domain-error';
import { Public } from '../platform/http/public.decorator';
import { fileHeaders } from './file-serving';

/**
 * Images of projects, companies and users, by key. Public, because an <img> cannot send a bearer
 * token; the keys hold a random UUID, so a file can be reached only by whoever was shown its key
 * (docs/decisions.md). Attachments and models are served through signed links instead.
 */
@Controller('files')
export class FilesController {
  constructor(@Inject(BLOB_STORE) private readonly blobs: BlobStore) {}

  @Public()
  @Get('*key')
  async file(@Param('key') key: string | string[], @Res() response: Response): Promise<void> {
    const path = Array.isArray(key) ? key.join('/') : key;
    // Uploaded files live under projects/<id>/files/ and are reached by their links only.
    const found = isSafeBlobKey(path) && !path.includes('/files/') ? await this.blobs.get(path) : null;
    if (!found) throw notFound('Archivo no encontrado.');
    fileHeaders(response, found.info, null, false);
    response.setHeader('cache-control', 'private, max-age=86400, immutable');
    found.stream.pipe(response);
  }
}
