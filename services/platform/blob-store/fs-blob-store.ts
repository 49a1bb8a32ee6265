import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeBlobKey, type BlobContent, type BlobInfo, type BlobStore, type PutOptions } from './blob-store.port';
import { asStream, ByteLimit } from './byte-limit';

/** Embedded blob store: one file per blob under a folder, with its content type beside it. */
export class FsBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertSafeBlobKey(key);
    return join(this.root, key);
  }

  async put(key: string, content: BlobContent, contentType: string, options: PutOptions = {}): Promise<BlobInfo> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Written aside and renamed into place, so a reader never sees half a file and a failed write
    // leaves nothing behind.
    const partial = `${path}.${randomUUID()}.partial`;
    const counted = new ByteLimit(options.maxBytes);
    try {
      // Chunks that arrive while one is written go down together (writev), in fewer system calls.
      await pipeline(asStream(content), counted, createWriteStream(partial, { highWaterMark: 1024 * 1024 }));
      await writeFile(`${path}.type`, contentType);
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return { key, size: counted.bytes, contentType };
  }

  async get(key: string): Promise<{ info: BlobInfo; stream: Readable } | null> {
    const path = this.pathOf(key);
    try {
      const [stats, contentType] = await Promise.all([stat(path), readFile(`${path}.type`, 'utf8')]);
      return { info: { key, size: stats.size, contentType }, stream: createReadStream(path) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    await rm(path, { force: true });
    await rm(`${path}.type`, { force: true });
  }
}
