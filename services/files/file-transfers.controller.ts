import { once } from 'node:events';
import { Body, Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import archiver from 'archiver';
import type { Request, Response } from 'express';
import { readableFiles } from '../../projections/files/files.policy';
import { UPLOAD_TIMEOUT_MS } from '../contracts/uploads';
import { BLOB_STORE, type BlobStore } from '../platform/blob-store/blob-store.port';
import { ACTOR_PORT, type Actor, type ActorPort } from '../platform/commands/actor';
import type { CommandContext } from '../platform/commands/command-context';
import { notFound } from '../platform/domain-error';
import { ApiCall } from '../platform/http/api-response';
import { CommandMeta } from '../platform/http/command-context.decorator';
import { Public } from '../platform/http/public.decorator';
import { ApiCommand } from '../platform/http/request-idempotency';
import { Requester } from '../platform/http/requester.decorator';
import { readStreamedForm } from '../platform/http/streamed-form';
import { settleUnreadBody } from '../platform/http/unread-body';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { FileUrlsDto, ZipDto } from './dto/files.dto';
import { FileLinks } from './file-links';
import { contentDisposition, fileHeaders } from './file-serving';
import { FILE_TAKING_ITEMS, type FileTakingItems } from './file-taking-items';
import { FileUploads } from './file-uploads';

/** Names inside a zip are unique: a second 'plano.pdf' becomes 'plano (2).pdf'. */
function uniqueNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    if (count === 1) return name;
    const dot = name.lastIndexOf('.');
    return dot > 0 ? `${name.slice(0, dot)} (${count})${name.slice(dot)}` : `${name} (${count})`;
  });
}

/** Uploads into the project's storage, and the signed links attachments are read through. */
@Controller('files')
export class FileTransfersController {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(FILE_TAKING_ITEMS) private readonly fileTaking: readonly FileTakingItems[],
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(ACTOR_PORT) private readonly actors: ActorPort,
    private readonly uploads: FileUploads,
    private readonly links: FileLinks,
  ) {}

  @ApiCommand('upload')
  async upload(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @CommandMeta() context: CommandContext,
  ) {
    request.setTimeout(UPLOAD_TIMEOUT_MS);
    // A refused upload is answered at once, without reading the rest of a large body (unread-body.ts).
    settleUnreadBody(request, response);
    const form = await readStreamedForm(request, { fileField: 'file', fields: 20, fieldSize: 4096 });
    return { code: 200, file: await this.uploads.upload(context, form) };
  }

  @ApiCall('getUrls')
  async urls(@Body() body: FileUrlsDto, @Requester() actor: Actor) {
    const files = await readableFiles(this.reads, this.fileTaking, actor, body.attachments);
    const download = body.force_download ? '1' : '0';
    return {
      code: 200,
      files: files.map((file) => ({
        id: file.id,
        name: file.name,
        url: this.links.file({ file_id: file.id, user_id: actor.id, download }, file.name),
      })),
    };
  }

  @ApiCall('zip')
  async zip(@Body() body: ZipDto, @Requester() actor: Actor) {
    await readableFiles(this.reads, this.fileTaking, actor, body.files_to_zip);
    return { code: 200, fileurl: this.links.zip({ files: body.files_to_zip.join(','), user_id: actor.id }) };
  }

  @Public()
  @Get('link/:link/:name')
  async open(@Param('link') link: string, @Res() response: Response): Promise<void> {
    const claims = this.links.openFile(link);
    // Still allowed to read the file when the link is opened.
    const [file] = await readableFiles(this.reads, this.fileTaking, await this.actors.resolve(claims.user_id), [
      claims.file_id,
    ]);
    const found = await this.blobs.get(file!.blob_key);
    if (!found) throw notFound('El archivo no existe.');
    fileHeaders(response, found.info, file!.name, claims.download === '1');
    response.setHeader('cache-control', 'private, no-store');
    found.stream.pipe(response);
  }

  /** 'Descargar Todo': the files stream one after another into the zip, none held whole. */
  @Public()
  @Get('zip/:link')
  async downloadZip(@Param('link') link: string, @Res() response: Response): Promise<void> {
    const claims = this.links.openZip(link);
    const actor = await this.actors.resolve(claims.user_id);
    const files = await readableFiles(this.reads, this.fileTaking, actor, claims.files.split(','));
    response.setHeader('content-type', 'application/zip');
    response.setHeader('content-disposition', contentDisposition('attachment', 'archivos.zip'));
    response.setHeader('x-content-type-options', 'nosniff');
    response.setHeader('cache-control', 'private, no-store');
    const zip = archiver('zip', { store: true });
    zip.on('error', () => response.destroy());
    zip.pipe(response);
    const names = uniqueNames(files.map((file) => file.name));
    for (const [index, file] of files.entries()) {
      const found = await this.blobs.get(file.blob_key);
      if (!found) continue;
      // One file open at a time: the next is fetched once this one is in the zip.
      const added = once(zip, 'entry');
      zip.append(found.stream, { name: names[index]! });
      await added;
    }
    await zip.finalize();
  }
}
