import { FILES, MAIN_MODELS, PROJECT_STORAGE, TASK_FILE_READERS } from '../../services/contracts/collections';
import type { ModelTranslation } from '../../services/contracts/model-answers';
import { type ItemType, NO_STORAGE_USED, type StorageFigures } from '../../services/contracts/uploads';
import type { FileEvent } from '../../services/files/file.events';
import type { MainModelEvent } from '../../services/files/main-model.events';
import { FactReader } from '../../services/items/fact-translation';
import { type AudienceFact, type AudienceFacts } from '../../services/items/item-facts';
import { isEventOf, type StoredEvent } from '../../services/platform/event-store/event-store.port';
import type { ReadStore } from '../../services/platform/read-store/read-store.port';
import type { Projection } from '../runtime/projection';
import { type FileReaders, type ItemFileReadersDocument, nextAudience, readersOfItemFile } from './item-file-readers';

export { FILES, MAIN_MODELS, PROJECT_STORAGE };

/** A file as lists show it: its latest version, and what its older versions take. */
export interface FileDocument {
  _id: string;
  id: string;
  project_id: string;
  owner_type: ItemType;
  /** The ids of the item it belongs to, by payload field (task_id, rdi_id…). */
  owner_ids: Record<string, string>;
  name: string;
  description: string;
  size: number;
  mimetype: string;
  version: number;
  blob_key: string;
  uploaded_by: string;
  created_at: string;
  updated_at: string;
  /** Bytes and count of the versions before the latest. */
  older_versions_size: number;
  older_versions_count: number;
  /** A private item's files (a task's): its only readers, as the item has them. */
  visible_to?: string[];
  /** The Autodesk translation of the latest version: set once it was sent (or failed to be). */
  urn?: string;
  translation?: ModelTranslation;
  [key: string]: unknown;
}

/** A project's storage use, by the project's id. */
export type ProjectStorageDocument = { _id: string; project_id: string; [key: string]: unknown } & StorageFigures;

/** The model a project opens first. */
export interface MainModelDocument {
  _id: string;
  project_id: string;
  file_id: string;
  [key: string]: unknown;
}

type StorageChange = Partial<StorageFigures>;

const FILE_EVENTS: readonly (FileEvent | MainModelEvent)['type'][] = [
  'FileUploaded',
  'FileDeleted',
  'MainModelSet',
  'MainModelCleared',
  'FileTranslationRequested',
  'FileTranslationFailed',
];

/** Where a file's live pushes may go: a private item's file goes no further than its item. */
function fileReaders(
  store: ReadStore,
  audiences: readonly AudienceFacts[],
  owner: { ids: Record<string, string> },
  uploadedBy: string,
): Promise<FileReaders> {
  for (const facts of audiences) {
    const itemId = owner.ids[facts.ownerKey];
    if (itemId) return readersOfItemFile(store, facts, itemId, uploadedBy);
  }
  return Promise.resolve({});
}

/** An item's privacy or responsible changed: its files follow, and so do their pushes. */
async function followAudience(store: ReadStore, facts: AudienceFacts, fact: AudienceFact): Promise<void> {
  const audience = await nextAudience(store, fact);
  if (!audience) return;
  await store.collection<ItemFileReadersDocument>(TASK_FILE_READERS).upsert(audience);
  const readers = facts.privateReaders(audience);
  const files = store.collection<FileDocument>(FILES);
  for (const file of await files.find({ [`owner_ids.${facts.ownerKey}`]: audience._id })) {
    await files.update(file._id, readers ? { $set: { visible_to: readers } } : { $unset: { visible_to: '' } });
  }
}

async function addToStorage(store: ReadStore, projectId: string, change: StorageChange): Promise<void> {
  const storage = store.collection<ProjectStorageDocument>(PROJECT_STORAGE);
  const counted = await storage.update(projectId, { $inc: change });
  if (counted) return;
  await storage.handOver({ _id: projectId, project_id: projectId, ...NO_STORAGE_USED, ...change });
}

/**
 * The files, their versions and each project's storage. Items come in as audience facts, each item
 * type's own translation (`services/items/item-facts.ts`, listed in its manifest), so a private
 * item's files follow its readers without this projection naming any item type.
 */
export const filesProjection = (
  audiences: readonly AudienceFacts[],
  uploaderOnlyOwners: readonly string[],
): Projection => {
  const audienceFacts = new FactReader<AudienceFact, AudienceFacts>(audiences);
  return {
    name: 'files',
    version: 4,
    collections: [FILES, PROJECT_STORAGE, MAIN_MODELS, TASK_FILE_READERS],
    handles: [...FILE_EVENTS, ...audienceFacts.handles],

    async setup(store: ReadStore) {
      await store.collection(FILES).ensureIndex(['project_id', 'owner_type', 'name']);
      for (const { ownerKey } of audiences) await store.collection(FILES).ensureIndex([`owner_ids.${ownerKey}`]);
    },

    async apply(event: StoredEvent, store: ReadStore) {
      const itemFacts = audienceFacts.translationOf(event);
      if (itemFacts) {
        const fact = itemFacts.factOf(event);
        if (fact) await followAudience(store, itemFacts, fact);
        return;
      }
      if (!isEventOf<FileEvent | MainModelEvent>(event, FILE_EVENTS)) return;
      const files = store.collection<FileDocument>(FILES);
      const mainModels = store.collection<MainModelDocument>(MAIN_MODELS);
      if (event.type === 'MainModelSet') {
        const { projectId, fileId } = event.data;
        await mainModels.handOver({ _id: projectId, project_id: projectId, file_id: fileId });
        return;
      }
      if (event.type === 'MainModelCleared') {
        await mainModels.delete(event.data.projectId);
        return;
      }
      if (event.type === 'FileTranslationRequested' || event.type === 'FileTranslationFailed') {
        const { fileId, version } = event.data;
        // A newer version (written later in the log) has a translation of its own to wait for.
        if ((await files.getShared(fileId))?.version !== version) return;
        const translation: ModelTranslation =
          event.type === 'FileTranslationRequested'
            ? { status: 'requested' }
            : { status: 'failed', reason: event.data.reason };
        const urn = event.type === 'FileTranslationRequested' ? { urn: event.data.urn } : {};
        await files.update(fileId, { $set: { ...urn, translation } });
        return;
      }
      if (event.type === 'FileDeleted') {
        const file = await files.getShared(event.data.fileId);
        if (!file) return;
        await files.delete(file._id);
        // A deleted model is no project's main model any more.
        if ((await mainModels.getShared(file.project_id))?.file_id === file._id)
          await mainModels.delete(file.project_id);
        await addToStorage(store, file.project_id, {
          total_size: -(file.size + file.older_versions_size),
          total_count: -(1 + file.older_versions_count),
          total_files_size: -file.size,
          total_files_count: -1,
          total_files_version_size: -file.older_versions_size,
          total_files_version_count: -file.older_versions_count,
        });
        return;
      }
      const { fileId, projectId, owner, name, description, size, mimetype, version, blobKey, uploadedBy } = event.data;
      const at = event.metadata.occurredAt;
      const previous = await files.getShared(fileId);
      await files.upsert({
        _id: fileId,
        id: fileId,
        project_id: projectId,
        owner_type: owner.type,
        owner_ids: owner.ids,
        name,
        description,
        size,
        mimetype,
        version,
        blob_key: blobKey,
        uploaded_by: previous?.uploaded_by ?? uploadedBy,
        created_at: previous?.created_at ?? at,
        updated_at: at,
        older_versions_size: previous ? previous.older_versions_size + previous.size : 0,
        older_versions_count: previous ? previous.older_versions_count + 1 : 0,
        ...(uploaderOnlyOwners.includes(owner.type)
          ? { visible_to: [previous?.uploaded_by ?? uploadedBy] }
          : await fileReaders(store, audiences, owner, previous?.uploaded_by ?? uploadedBy)),
      });
      // A new version moves the one it replaces from the files to their versions.
      await addToStorage(store, projectId, {
        total_size: size,
        total_count: 1,
        total_files_size: size - (previous?.size ?? 0),
        total_files_count: previous ? 0 : 1,
        total_files_version_size: previous?.size ?? 0,
        total_files_version_count: previous ? 1 : 0,
      });
    },
  };
};
