import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { type FileHandle, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Logger } from '@nestjs/common';
import { assertSafeBlobKey, type BlobContent, type BlobInfo, type BlobStore, type PutOptions } from './blob-store.port';
import { asStream, ByteLimit } from './byte-limit';

/** A write in progress: the blob's path, the write's id, `.partial` (see `put`). */
const PARTIAL = /\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.partial$/;

const logger = new Logger('BlobStore');

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Embedded blob store: one file per blob under a folder, with its content type beside it. */
export class FsBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  /**
   * The store of the one process that writes the folder, first rid of the writes a killed
   * process left half-done: at start no write is under way, so every `.partial` file is one.
   */
  static async open(root: string): Promise<FsBlobStore> {
    const store = new FsBlobStore(root);
    const { files, bytes } = await store.removeUnfinishedWrites();
    if (files > 0) logger.warn(`Removed ${files} unfinished blob writes (${bytes} bytes) left by an earlier stop`);
    return store;
  }

  /** Removes every `.partial` file under the folder; only while no write is under way. */
  async removeUnfinishedWrites(): Promise<{ files: number; bytes: number }> {
    let names: string[];
    try {
      names = await readdir(this.root, { recursive: true });
    } catch (error) {
      if (isMissing(error)) return { files: 0, bytes: 0 };
      throw error;
    }
    let bytes = 0;
    const partials = names.filter((name) => PARTIAL.test(name));
    for (const name of partials) {
      const path = join(this.root, name);
      bytes += (await stat(path)).size;
      await rm(path, { force: true });
    }
    return { files: partials.length, bytes };
  }

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

  /**
   * The file is open before this answers: a stream that opened its path later could meet it
   * deleted meanwhile and fail after the caller was told the blob exists.
   */
  async get(key: string): Promise<{ info: BlobInfo; stream: Readable } | null> {
    const path = this.pathOf(key);
    let file: FileHandle;
    try {
      file = await open(path, 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      const [stats, contentType] = await Promise.all([file.stat(), readFile(`${path}.type`, 'utf8')]);
      return { info: { key, size: stats.size, contentType }, stream: file.createReadStream() };
    } catch (error) {
      await file.close();
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    await rm(path, { force: true });
    await rm(`${path}.type`, { force: true });
  }
}
