import { formatSize } from '../contracts/number-format';
import { type FileOwner, PROJECT_STORAGE_QUOTA } from '../contracts/uploads';
import { openProjectRefusal, projectClosed, projectNotFound, refusal } from '../organisation/refusal';
import type { Actor } from '../platform/commands/actor';
import { SYSTEM_ACTOR } from '../platform/commands/command-context';
import type { AggregateType, Decider } from '../platform/commands/decider';
import { DomainError } from '../platform/domain-error';
import type { FileEvent, FileVersion } from './file.events';

/** What an upload knows of the world, read by the handler: the project, the item, the space used. */
export interface UploadFacts {
  project: { closed: boolean } | null;
  /** Whether the item the file is attached to exists and the actor may attach to it. */
  ownerFound: boolean;
  /** What seals the item's files (a signed folio), in words for the refusal; null while they may change. */
  sealedBy: string | null;
  /** Bytes the project's files take now, every version counted. */
  storageUsed: number;
}

export type FileCommand =
  | ({
      type: 'UploadFile';
      fileId: string;
      projectId: string;
      owner: FileOwner;
      name: string;
      description: string;
      size: number;
      mimetype: string;
      blobKey: string;
    } & UploadFacts)
  | { type: 'DeleteFile'; fileId: string; sealedBy: string | null }
  | TranslationCommand;

/** What the Autodesk translation of a model's version came to (recorded by the system only). */
export type TranslationCommand =
  | { type: 'RecordTranslationRequested'; fileId: string; version: number; urn: string }
  | { type: 'RecordTranslationFailed'; fileId: string; version: number; reason: string };

/**
 * A file is one stream (`file-<id>`): a file uploaded again under the same name to the same item
 * becomes its next version, so an attachment or a model keeps its id while it changes.
 */
export interface FileState {
  projectId: string | null;
  owner: FileOwner | null;
  uploadedBy: string | null;
  versions: FileVersion[];
  deleted: boolean;
}

const notFound = () => new DomainError('file.not_found', 'El archivo no existe.', 404);

/** The refusal of a file that does not fit in what is left of the project's quota. */
export const quotaExceeded = () =>
  new DomainError(
    'file.quota_exceeded',
    `El proyecto no tiene espacio para este archivo: sus archivos pueden ocupar hasta ${formatSize(PROJECT_STORAGE_QUOTA)}.`,
    413,
  );

/** A sealed file (part of a signed folio, its SHA-256 in the seal) keeps its bytes as they were signed. */
const sealed = (sealedBy: string, change: string) =>
  new DomainError('file.sealed', `El archivo es parte de ${sealedBy} y no puede ${change}.`, 409);

function mayDelete(state: FileState, actor: Actor, projectId: string): boolean {
  if (state.owner?.type === 'model') return actor.can('delete_forge_model', projectId);
  return actor.administrator || state.uploadedBy === actor.id;
}

/**
 * Translations are the system's own record of what Autodesk was asked: no user sends them. A
 * translation of a deleted file, or of a version a newer upload replaced, has nothing to record.
 */
function decideTranslation(command: TranslationCommand, state: FileState, actor: Actor): FileEvent[] {
  if (actor.id !== SYSTEM_ACTOR)
    throw new DomainError('file.translation_by_system', 'Solo el sistema registra las traducciones de modelos.', 403);
  const { projectId } = state;
  if (projectId === null) throw notFound();
  if (state.deleted || state.versions.length !== command.version) return [];
  const { fileId, version } = command;
  return command.type === 'RecordTranslationRequested'
    ? [{ type: 'FileTranslationRequested', data: { fileId, projectId, version, urn: command.urn } }]
    : [{ type: 'FileTranslationFailed', data: { fileId, projectId, version, reason: command.reason } }];
}

export const fileDecider: Decider<FileCommand, FileEvent, FileState> = {
  initialState: { projectId: null, owner: null, uploadedBy: null, versions: [], deleted: false },

  decide(command, state, actor) {
    if (command.type === 'RecordTranslationRequested' || command.type === 'RecordTranslationFailed') {
      return decideTranslation(command, state, actor);
    }
    if (command.type === 'DeleteFile') {
      const { projectId } = state;
      if (projectId === null || state.deleted || !actor.sees(projectId)) throw notFound();
      if (!mayDelete(state, actor, projectId)) {
        throw state.owner?.type === 'model'
          ? refusal('delete_forge_model')
          : new DomainError('file.not_uploader', 'Solo quien subió el archivo puede eliminarlo.', 403);
      }
      if (command.sealedBy) throw sealed(command.sealedBy, 'eliminarse');
      const blobKeys = state.versions.map((version) => version.blobKey);
      return [{ type: 'FileDeleted', data: { fileId: command.fileId, projectId, blobKeys } }];
    }

    const { fileId, projectId, project, owner } = command;
    if (!project || !actor.sees(projectId)) throw projectNotFound();
    if (project.closed) throw projectClosed();
    const refused =
      owner.type === 'model'
        ? openProjectRefusal(actor, { projectId, closed: project.closed }, 'add_forge_model')
        : null;
    if (refused) throw refused;
    if (!command.ownerFound) {
      throw new DomainError('file.owner_not_found', 'El elemento al que se adjunta el archivo no existe.', 404);
    }
    if (state.deleted) throw notFound();
    if (command.sealedBy) {
      // A name already there would become the file's next version: the signed one replaced.
      if (state.versions.length > 0) throw sealed(command.sealedBy, 'reemplazarse');
      throw new DomainError('file.sealed', `No se pueden agregar archivos a ${command.sealedBy}.`, 409);
    }
    if (command.storageUsed + command.size > PROJECT_STORAGE_QUOTA) throw quotaExceeded();
    const { name, description, size, mimetype, blobKey } = command;
    const version = state.versions.length + 1;
    return [
      {
        type: 'FileUploaded',
        data: { fileId, projectId, owner, name, description, uploadedBy: actor.id, version, size, mimetype, blobKey },
      },
    ];
  },

  evolve(state, event) {
    if (event.type === 'FileDeleted') return { ...state, deleted: true };
    if (event.type === 'FileTranslationRequested' || event.type === 'FileTranslationFailed') return state;
    const { projectId, owner, uploadedBy, version, size, mimetype, blobKey } = event.data;
    return {
      ...state,
      projectId,
      owner,
      uploadedBy: state.uploadedBy ?? uploadedBy,
      versions: [...state.versions, { version, size, mimetype, blobKey }],
    };
  },
};

export const fileAggregate: AggregateType<FileCommand, FileEvent, FileState> = {
  name: 'file',
  schemaVersions: { FileUploaded: 1, FileDeleted: 1, FileTranslationRequested: 1, FileTranslationFailed: 1 },
  decider: fileDecider,
};
