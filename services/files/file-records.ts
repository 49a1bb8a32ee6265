import { PROJECT_STORAGE, type ProjectStorageDocument } from '../../projections/files/files.projection';
import type { FileOwner } from '../contracts/uploads';
import { type CommandContext, createdId } from '../platform/commands/command-context';
import type { AddressedCommand } from '../platform/commands/handle-command';
import type { ReadStore } from '../platform/read-store/read-store.port';
import { projectFacts } from '../projects/project-command';
import type { FileCommand } from './file.decider';

/** Where one upload's bytes are kept: under the project and the file, one object per version. */
export const blobKeyFor = (projectId: string, fileId: string, context: CommandContext) =>
  `projects/${projectId}/files/${fileId}/${createdId(context, 'upload')}`;

export async function storageUsed(reads: ReadStore, projectId: string): Promise<number> {
  return (await reads.collection<ProjectStorageDocument>(PROJECT_STORAGE).get(projectId))?.total_size ?? 0;
}

/** One file as an upload records it. */
export interface FileRecord {
  fileId: string;
  projectId: string;
  owner: FileOwner;
  name: string;
  description: string;
  size: number;
  mimetype: string;
  blobKey: string;
  /** Whether the item exists and the actor may attach to it (see UploadFacts). */
  ownerFound: boolean;
  /** What seals the item's files, if anything does (see UploadFacts). */
  sealedBy: string | null;
}

/** The file command recording an upload, with what it must know of the project read now. */
export async function uploadRequest(
  reads: ReadStore,
  context: CommandContext,
  record: FileRecord,
): Promise<AddressedCommand<FileCommand>> {
  return {
    aggregateId: record.fileId,
    command: {
      type: 'UploadFile',
      ...record,
      project: await projectFacts(reads, record.projectId),
      storageUsed: await storageUsed(reads, record.projectId),
    },
    context: { ...context, projectId: record.projectId },
  };
}
