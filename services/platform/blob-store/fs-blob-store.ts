import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { type BlobInfo, type BlobStore, isSafeBlobKey } from './blob-store.port';

/** Embedded blob store: one file per blob under a folder, with its content type beside it. */
export class FsBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!isSafeBlobKey(key)) throw new Error(`Unsafe blob key: ${key}`);
    return join(this.root, key);
  }

  async put(key: string, content: Buffer, contentType: string): Promise<BlobInfo> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, content);
    await writeFile(`${path}.type`, contentType);
    return { key, size: content.length, contentType };
  }

  async get(key: string): Promise<{ info: BlobInfo; stream: ReturnType<typeof createReadStream> } | null> {
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
