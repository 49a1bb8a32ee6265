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
  /**
   * What seals the owner's files, in words for the refusal ('un folio firmado'), or null while they may
   * change: a sealed owner's files are neither deleted nor replaced, and it takes no new ones. Absent
   * when the type never seals its files.
   */
  sealedBy?(reads: ReadStore, owner: FileOwner): Promise<string | null>;
  /**
   * Its files' live changes reach their uploader alone: files taken only by a draft's author, whom
   * nobody else may know of, and sealed (unchanging) once the draft is signed.
   */
  heardByUploaderOnly?: true;
}

/** The item type that answers for the owner's files, if any takes them. */
export const takerOf = (items: readonly FileTakingItems[], owner: FileOwner) =>
  items.find(({ owners }) => owners.includes(owner.type));

/** What seals the owner's files now (see `FileTakingItems.sealedBy`), null when nothing does. */
export async function sealerOf(
  items: readonly FileTakingItems[],
  reads: ReadStore,
  owner: FileOwner,
): Promise<string | null> {
  return (await takerOf(items, owner)?.sealedBy?.(reads, owner)) ?? null;
}

/** The item types that take files: the composition root provides them. */
export const FILE_TAKING_ITEMS = Symbol('FileTakingItems');
