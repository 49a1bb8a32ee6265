import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { FILES, type FileDocument } from '../../projections/files/files.projection';
import type { SiteBookEntryAnswer } from '../contracts/site-book-answers';
import { FileLinks } from '../files/file-links';
import { BLOB_STORE, type BlobStore } from '../platform/blob-store/blob-store.port';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';

const filesOf = (reads: ReadStore, entryId: string): Promise<FileDocument[]> =>
  reads
    .collection<FileDocument>(FILES)
    .find({ owner_type: 'site_book_entry', 'owner_ids.entry_id': entryId }, { sort: { name: 1 } });

/**
 * An entry's files as its answer lists them, with links signed for the reader (who has read the
 * entry), from `reads`: the live store, or the one of a past date (only the files uploaded by then).
 */
export async function entryFileList(
  reads: ReadStore,
  links: FileLinks,
  entryId: string,
  readerId: string,
): Promise<SiteBookEntryAnswer['files']> {
  return (await filesOf(reads, entryId)).map((file) => ({
    id: file.id,
    name: file.name,
    size: file.size,
    content_type: file.mimetype,
    url: links.file({ file_id: file.id, user_id: readerId, download: '0' }, file.name),
  }));
}

/** An entry's files (upload type 9): as its answer lists them, and what its seal covers of them. */
@Injectable()
export class EntryFiles {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly links: FileLinks,
  ) {}

  /** The files with links signed for the reader (who has read the entry). */
  listed(entryId: string, readerId: string): Promise<SiteBookEntryAnswer['files']> {
    return entryFileList(this.reads, this.links, entryId, readerId);
  }

  /** SHA-256 (hex) of each file's latest version as stored, in name order: what the seal covers. */
  async hashes(entryId: string): Promise<string[]> {
    const hashes: string[] = [];
    for (const file of await filesOf(this.reads, entryId)) {
      const blob = await this.blobs.get(file.blob_key);
      const hash = createHash('sha256');
      if (blob) for await (const chunk of blob.stream) hash.update(chunk as Buffer);
      hashes.push(hash.digest('hex'));
    }
    return hashes;
  }
}
