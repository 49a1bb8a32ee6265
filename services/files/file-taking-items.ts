import type { ItemFileAccess } from '../../projections/files/files.policy';
import type { FileOwner } from '../contracts/uploads';
import type { Actor } from '../platform/commands/actor';
import type { ReadStore } from '../platform/read-store/read-store.port';

/** What an upload asks of the item type that owns the file: the owner's ids, its project, who uploads. */
export interface FileOwnerQuery {
  owner: FileOwner;
  projectId: string;
  /** The uploader, resolved only once the item is found in the project. */
  actor(): Promise<Actor>;
}

/** What uploads and the files' read policy need of one item type that takes files (tasks, RDI, additionals), from its manifest. */
export interface FileTakingItems extends ItemFileAccess {
  /** Whether the owner exists in that project and the uploader may attach files to it. */
  takesFile(reads: ReadStore, query: FileOwnerQuery): Promise<boolean>;
}

/** The item types that take files: the composition root provides them. */
export const FILE_TAKING_ITEMS = Symbol('FileTakingItems');
