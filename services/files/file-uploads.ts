import { basename } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { mayAttachToAdditional } from '../../projections/additionals/additionals.policy';
import {
  ADDITIONAL_REVISIONS,
  ADDITIONALS,
  type AdditionalDocument,
  type AdditionalRevisionDocument,
} from '../../projections/additionals/additionals.projection';
import { FILES, type FileDocument } from '../../projections/files/files.projection';
import { mayAttachToRdi } from '../../projections/rdi/rdi.policy';
import { RDIS, type RdiDocument } from '../../projections/rdi/rdi.projection';
import { TASK_DETAILS, type TaskDetailDocument } from '../../projections/tasks/task-details.projection';
import { mayAttachToTask } from '../../projections/tasks/tasks.policy';
import { type FileOwner, PROJECT_STORAGE_QUOTA, UPLOAD_TYPES, type UploadType } from '../contracts/uploads';
import { BLOB_STORE, type BlobStore, BlobTooLargeError } from '../platform/blob-store/blob-store.port';
import { ACTOR_PORT, type ActorPort } from '../platform/commands/actor';
import { type CommandContext, createdId } from '../platform/commands/command-context';
import type { StreamedForm } from '../platform/http/streamed-form';
import { ValidationFailed, validationPipe } from '../platform/http/validation';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { UploadFieldsDto } from './dto/files.dto';
import { quotaExceeded } from './file.decider';
import { FileCommands } from './file-commands';
import { contentTypeOf, peek, SAMPLE_BYTES } from './file-content';
import { blobKeyFor, storageUsed, uploadRequest } from './file-records';

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
    const fileId = (await this.sameFile(projectId, owner, name))?._id ?? createdId(context, 'file');
    const blobKey = blobKeyFor(projectId, fileId, context);
    const ownerFound = await this.ownerFound(context.actorId, projectId, owner);
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

  /** An RDI (type 3) or one of its interactions (type 4) takes files from whoever may interact with it. */
  private async rdiFound(actorId: string, projectId: string, owner: FileOwner): Promise<boolean> {
    const rdi = await this.reads.collection<RdiDocument>(RDIS).get(owner.ids.rdi_id ?? '');
    if (!rdi || rdi.project_id !== projectId || !mayAttachToRdi(await this.actors.resolve(actorId), rdi)) return false;
    return (
      owner.type === 'rdi' || rdi.interactions.some((interaction) => interaction.id === owner.ids.rdi_interaction_id)
    );
  }

  /** An additional (type 5) or one of its revisions (type 6) takes files from whoever may revise it, or its creator. */
  private async additionalFound(actorId: string, projectId: string, owner: FileOwner): Promise<boolean> {
    const additional = await this.reads.collection<AdditionalDocument>(ADDITIONALS).get(owner.ids.additional_id ?? '');
    if (!additional || additional.project_id !== projectId) return false;
    if (!mayAttachToAdditional(await this.actors.resolve(actorId), additional)) return false;
    if (owner.type === 'additional') return true;
    const revisions = this.reads.collection<AdditionalRevisionDocument>(ADDITIONAL_REVISIONS);
    const revision = await revisions.get(owner.ids.additional_revision_id ?? '');
    return revision?.additional_id === additional.id;
  }

  /** A live file of the same name on the same item: the upload becomes its next version. */
  private async sameFile(projectId: string, owner: FileOwner, name: string): Promise<FileDocument | undefined> {
    const namesakes = await this.reads
      .collection<FileDocument>(FILES)
      .find({ project_id: projectId, owner_type: owner.type, name });
    return namesakes.find((file) => sameOwner(file, owner));
  }

  /**
   * Whether the item exists and the actor may attach to it. Models belong to the project; a task
   * (types 1 and 7) or one of its interactions (type 2) takes files from whoever may interact with
   * it, also after it was finished: its uploads were queued while it was open. Other items take
   * files once they exist in the product.
   */
  private async ownerFound(actorId: string, projectId: string, owner: FileOwner): Promise<boolean> {
    if (owner.type === 'model') return true;
    if (owner.type === 'rdi' || owner.type === 'rdi_interaction') return this.rdiFound(actorId, projectId, owner);
    if (owner.type === 'additional' || owner.type === 'additional_revision') {
      return this.additionalFound(actorId, projectId, owner);
    }
    if (owner.type !== 'task' && owner.type !== 'task_interaction' && owner.type !== 'possible_additional') {
      return false;
    }
    const task = await this.reads.collection<TaskDetailDocument>(TASK_DETAILS).get(owner.ids.task_id ?? '');
    if (!task || task.project_id !== projectId || !mayAttachToTask(await this.actors.resolve(actorId), task))
      return false;
    if (owner.type === 'possible_additional') return task.is_posible_additional;
    return (
      owner.type === 'task' || task.interactions.some((interaction) => interaction.id === owner.ids.tr_interaction_id)
    );
  }
}
