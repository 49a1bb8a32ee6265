import type { FileOwner } from '../contracts/uploads';

/**
 * What happens to a file, one stream per file (`file-<id>`): the contract between the file decider
 * and the read models.
 */

/** One stored version of a file. */
export interface FileVersion {
  version: number;
  size: number;
  mimetype: string;
  blobKey: string;
}

export type FileEvent =
  | {
      type: 'FileUploaded';
      data: {
        fileId: string;
        projectId: string;
        owner: FileOwner;
        name: string;
        description: string;
        uploadedBy: string;
      } & FileVersion;
    }
  | { type: 'FileDeleted'; data: { fileId: string; projectId: string; blobKeys: string[] } }
  | { type: 'FileTranslationRequested'; data: { fileId: string; projectId: string; version: number; urn: string } }
  | { type: 'FileTranslationFailed'; data: { fileId: string; projectId: string; version: number; reason: string } };
