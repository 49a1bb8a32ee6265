import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  mixin,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Observable } from 'rxjs';
import { formatSize } from '../contracts/number-format';
import type { FileOwner, UploadType } from '../contracts/uploads';
import { BLOB_STORE, type BlobStore } from '../platform/blob-store/blob-store.port';
import type { CommandsOf } from '../platform/commands/aggregate-commands';
import { type CommandContext, commandStep, createdId } from '../platform/commands/command-context';
import type { AddressedCommand } from '../platform/commands/handle-command';
import { parseMultipart } from '../platform/http/multipart';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { FileCommands } from './file-commands';
import { contentTypeOf } from './file-content';
import { blobKeyFor, type FileRecord, uploadRequest } from './file-records';

/** Spec 4 and 9: task and interaction files under 1000 bytes go with the command; larger ones through uploads. */
export const INLINE_FILE_BYTES = 1000;
/** Spec 4: an RDI's own files under 100 000 bytes go with its creation. */
export const RDI_INLINE_FILE_BYTES = 100_000;
/** Spec 4 and 9: an additional's and a revision's files under 1000 bytes go with the form. */
export const ADDITIONAL_INLINE_FILE_BYTES = 1000;
const MAX_INLINE_FILES = 20;
/** Beside the files, the largest form: a description of 100 000 characters and lists as JSON. */
const FORM_FIELDS_BYTES = 512 * 1024;

/**
 * A multipart form (or a JSON body) whose `field` carries files under `fileBytes` (1000 unless
 * told), kept in memory in `request.files`; a larger file is refused before the route runs.
 */
export const InlineFiles = (field: string, fileBytes = INLINE_FILE_BYTES): Type<NestInterceptor> => {
  const limits = {
    fields: 30,
    fieldSize: 256 * 1024,
    fieldNameSize: 100,
    files: MAX_INLINE_FILES,
    parts: 30 + MAX_INLINE_FILES,
    fileSize: fileBytes - 1,
  };
  @Injectable()
  class InlineFilesInterceptor implements NestInterceptor {
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      await parseMultipart(http.getRequest<Request>(), http.getResponse<Response>(), {
        fileField: field,
        maxFiles: MAX_INLINE_FILES,
        limits,
        maxBytes: MAX_INLINE_FILES * fileBytes + FORM_FIELDS_BYTES,
        fileTooLarge: `Los archivos adjuntos deben pesar menos de ${formatSize(fileBytes)}; los más grandes se suben aparte.`,
        fileFilter: (_request, _file, accept) => accept(null, true),
      });
      return next.handle();
    }
  }
  return mixin(InlineFilesInterceptor);
};

/** An inline file checked by name and content, ready to be recorded. */
export interface InlineFile {
  name: string;
  content: Buffer;
  mimetype: string;
}

/** The files of the request, each checked as an upload of `type` would be (name and bytes). */
export async function checkedInlineFiles(type: UploadType, files: Express.Multer.File[] = []): Promise<InlineFile[]> {
  return Promise.all(
    files.map(async (file) => ({
      name: file.originalname,
      content: file.buffer,
      mimetype: await contentTypeOf(type, file.originalname, file.buffer),
    })),
  );
}

/** Files planned for an item: each is its own step of the request, so a retry records none twice. */
export interface PlannedFiles {
  fileIds: string[];
  /** Stores and records the files; the item's own command runs after it. */
  record(): Promise<void>;
}

/**
 * Files sent inline with an item's command (a task, an interaction), recorded as uploads of that
 * item: stored under the same keys as the upload center's, and recorded by the file decider.
 */
@Injectable()
export class InlineFileRecorder {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly files: FileCommands,
  ) {}

  /**
   * Decides every file's recording first (project, quota), so a refused one leaves nothing. The
   * item does not exist yet: its command runs right after, in the same request, which has checked it.
   */
  async plan(context: CommandContext, projectId: string, owner: FileOwner, files: InlineFile[]): Promise<PlannedFiles> {
    const records = files.map((file, index): { step: CommandContext; record: FileRecord; content: Buffer } => {
      const step = commandStep(context, `file-${index}`);
      const fileId = createdId(step, 'file');
      return {
        step,
        content: file.content,
        record: {
          fileId,
          projectId,
          owner,
          name: file.name,
          description: '',
          size: file.content.length,
          mimetype: file.mimetype,
          blobKey: blobKeyFor(projectId, fileId, step),
          ownerFound: true,
          sealedBy: null,
        },
      };
    });
    for (const { step, record } of records) {
      await this.files.check(await uploadRequest(this.reads, step, record));
    }
    return {
      fileIds: records.map(({ record }) => record.fileId),
      record: async () => {
        for (const { step, record, content } of records) {
          // A repeated request stored its files the first time.
          if (!step.repeat) await this.blobs.put(record.blobKey, content, record.mimetype);
          await this.files.execute(await uploadRequest(this.reads, step, record));
        }
      },
    };
  }

  /**
   * An item's command naming the files sent with it (a reply, say): the command is checked first,
   * so a refusal records no file; then the files are recorded, then the command runs naming them.
   */
  async runNamingFiles<C>(
    context: CommandContext,
    projectId: string,
    owner: FileOwner,
    files: InlineFile[],
    item: { commands: CommandsOf<C>; request: (fileIds: string[]) => AddressedCommand<C> },
  ): Promise<void> {
    await item.commands.check(item.request([]));
    const planned = await this.plan(context, projectId, owner, files);
    await planned.record();
    await item.commands.execute(item.request(planned.fileIds));
  }
}
