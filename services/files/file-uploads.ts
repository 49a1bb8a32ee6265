import { basename } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { FILES, type FileDocument } from '../../projections/files/files.projection';
import { type FileOwner, PROJECT_STORAGE_QUOTA, UPLOAD_TYPES, type UploadType } from '../contracts/uploads';
import { BLOB_STORE, type BlobStore, BlobTooLargeError } from '../platform/blob-store/blob-store.port';
import { ACTOR_PORT, type ActorPort } from '../platform/commands/actor';
import { type CommandContext, createdId } from '../platform/commands/command-context';
import { notFound } from '../platform/domain-error';
import type { StreamedForm } from '../platform/http/streamed-form';
import { ValidationFailed, validationPipe } from '../platform/http/validation';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { UploadFieldsDto } from './dto/files.dto';
import { quotaExceeded } from './file.decider';
import { FileCommands } from './file-commands';
import { contentTypeOf, peek, SAMPLE_BYTES } from './file-content';
import { blobKeyFor, storageUsed, uploadRequest } from './file-records';
import { FILE_TAKING_ITEMS, type FileTakingItems, sealerOf, takerOf } from './file-taking-items';

/** What an upload answers (spec: `file` {id, name, size, mimetype}). */
export interface UploadedFile {
  id: string;
  name: string;
  size: number;
  mimetype: string;
}

const required = (field: string) => new ValidationFailed([{ field, message: 'Campo requerido' }]);

/** The item the upload names through its type's payload fields. */
function ownerOf(type: UploadType, fields: UploadFieldsDto): FileOwner {
  const { item, fields: names } = UPLOAD_TYPES[type];
  const ids: Record<string, string> = {};
  for (const name of names) {
    const value = fields[name];
    if (!value) throw required(name);
    ids[name] = value;
  }
  return { type: item, ids };
}

/** The name a user gave the file, without any path a browser or a tool put before it. */
function fileName(raw: string): string {
  const name = basename(raw.replaceAll('\\', '/')).trim().slice(0, 255);
  if (!name) throw required('file');
  return name;
}

const sameOwner = (file: FileDocument, owner: FileOwner) =>
  file.owner_type === owner.type && JSON.stringify(file.owner_ids) === JSON.stringify(owner.ids);

/**
 * An upload, streamed from the request to the BlobStore: checked before a byte is stored
 * (fields, permission, project, item, quota, then the file's first bytes), stored under a key of
 * project and file id, then recorded. What fails on the way leaves neither object nor record.
 */
@Injectable()
export class FileUploads {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(ACTOR_PORT) private readonly actors: ActorPort,
    @Inject(FILE_TAKING_ITEMS) private readonly fileTaking: readonly FileTakingItems[],
    private readonly files: FileCommands,
  ) {}

  async upload(context: CommandContext, form: StreamedForm): Promise<UploadedFile> {
    const fields: UploadFieldsDto = await validationPipe.transform(plainToInstance(UploadFieldsDto, form.fields), {
      type: 'body',
      metatype: UploadFieldsDto,
    });
    const type = fields.type as UploadType;
    const owner = ownerOf(type, fields);
    const name = fileName(form.file.name);
    const projectId = fields.project_id;
    if (context.repeat) return this.recordedBefore(projectId, owner, name, form);
    const fileId = (await this.sameFile(projectId, owner, name))?._id ?? createdId(context, 'file');
    const blobKey = blobKeyFor(projectId, fileId, context);
    const ownerFound = await this.ownerFound(context.actorId, projectId, owner);
    const sealedBy = await sealerOf(this.fileTaking, this.reads, owner);
    const request = (size: number, mimetype: string) =>
      uploadRequest(this.reads, context, {
        fileId,
        projectId,
        owner,
        name,
        description: fields.description ?? '',
        size,
        mimetype,
        blobKey,
        ownerFound,
        sealedBy,
      });

    await this.files.check(await request(0, 'application/octet-stream'));
    const { head, stream } = await peek(form.file.stream, SAMPLE_BYTES);
    const mimetype = await contentTypeOf(type, name, head);
    const stored = await this.blobs
      .put(blobKey, stream, mimetype, { maxBytes: PROJECT_STORAGE_QUOTA - (await storageUsed(this.reads, projectId)) })
      .catch((error: unknown) => {
        throw error instanceof BlobTooLargeError ? quotaExceeded() : error;
      });
    try {
      await this.files.execute(await request(stored.size, mimetype));
    } catch (error) {
      await this.blobs.delete(blobKey);
      throw error;
    }
    return { id: fileId, name, size: stored.size, mimetype };
  }

  /**
   * A repeated upload stores nothing: its digest is its path alone, so its bytes may not be the
   * first's. Its answer is the file its first run recorded, as it is now.
   */
  private async recordedBefore(
    projectId: string,
    owner: FileOwner,
    name: string,
    form: StreamedForm,
  ): Promise<UploadedFile> {
    form.file.stream.resume();
    const file = await this.sameFile(projectId, owner, name);
    if (!file) throw notFound('El archivo no existe.');
    return { id: file.id, name: file.name, size: file.size, mimetype: file.mimetype };
  }

  /** A live file of the same name on the same item: the upload becomes its next version. */
  private async sameFile(projectId: string, owner: FileOwner, name: string): Promise<FileDocument | undefined> {
    const namesakes = await this.reads
      .collection<FileDocument>(FILES)
      .find({ project_id: projectId, owner_type: owner.type, name });
    return namesakes.find((file) => sameOwner(file, owner));
  }

  /**
   * Whether the item exists and the actor may attach to it. Models belong to the project; items
   * answer by their type (`FileTakingItems`). Other items take files once they exist in the product.
   */
  private async ownerFound(actorId: string, projectId: string, owner: FileOwner): Promise<boolean> {
    if (owner.type === 'model') return true;
    const items = takerOf(this.fileTaking, owner);
    if (!items) return false;
    return items.takesFile(this.reads, { owner, projectId, actor: () => this.actors.resolve(actorId) });
  }
}
