import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { FsBlobStore } from '../../services/platform/blob-store/fs-blob-store';
import { S3BlobStore, type S3Settings } from '../../services/platform/blob-store/s3-blob-store';
import { describeWithDocker } from '../support/docker';
import { blobStoreConformance } from './blob-store.conformance';

describe('BlobStore conformance: files (embedded)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'faena-blobs-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  blobStoreConformance(async () => new FsBlobStore(dir));
});

/** A blob's size, its read stream closed at once so no open outlives the test's folder. */
async function sizeOf(store: FsBlobStore, key: string): Promise<number | undefined> {
  const found = await store.get(key);
  found?.stream.destroy();
  return found?.info.size;
}

describe('files blob store: writes cut off by a killed process', () => {
  const dir = mkdtempSync(join(tmpdir(), 'faena-blobs-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('removes the half-written files a killed write left when it opens, and nothing else', async () => {
    const before = await FsBlobStore.open(dir);
    await before.put('projects/p1/files/f1/u1', Buffer.from('modelo entero'), 'application/octet-stream');
    // What `put` writes aside before renaming into place, as a SIGKILL mid-upload leaves it.
    const folder = join(dir, 'projects/p1/files/f2');
    mkdirSync(folder, { recursive: true });
    const cut = join(folder, 'u2.3f2b8c1e-9a4d-4c1b-8e2f-0a1b2c3d4e5f.partial');
    writeFileSync(cut, Buffer.alloc(1024 * 1024, 1));
    // A blob whose own key merely ends in '.partial' is a blob.
    await before.put('legacy/informe.partial', Buffer.from('informe'), 'text/plain');

    const reopened = await FsBlobStore.open(dir);
    expect(existsSync(cut)).toBe(false);
    expect(readdirSync(folder)).toEqual([]);
    expect(await sizeOf(reopened, 'projects/p1/files/f1/u1')).toBe(13);
    expect(await sizeOf(reopened, 'legacy/informe.partial')).toBe(7);
  });

  it('opens on a folder that does not exist yet', async () => {
    await expect(FsBlobStore.open(join(dir, 'nueva'))).resolves.toBeInstanceOf(FsBlobStore);
  });
});

describe('files blob store: a blob found is open', () => {
  const dir = mkdtempSync(join(tmpdir(), 'faena-blobs-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads a found blob whole even when its file is removed right after', async () => {
    const store = await FsBlobStore.open(dir);
    await store.put('planos/p1.pdf', Buffer.from('plano completo'), 'application/pdf');
    const found = await store.get('planos/p1.pdf');
    // Before the stream is read: a stream that opened its path only now would fail with ENOENT.
    rmSync(join(dir, 'planos'), { recursive: true });
    const chunks: Buffer[] = [];
    for await (const chunk of found?.stream ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('plano completo');
  });
});

describe('BlobStore conformance: S3 (an S3-protocol server from npm)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'faena-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir });
  let settings: S3Settings;
  beforeAll(async () => {
    const { port } = await server.run();
    settings = {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'faena-conformance',
      // s3rver's fixed development credentials.
      accessKey: 'S3RVER',
      secretKey: 'S3RVER',
      region: 'us-east-1',
    };
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });
  blobStoreConformance(() => S3BlobStore.open(settings));
});

describeWithDocker('BlobStore conformance: S3 (MinIO)', process.env.S3_ENDPOINT, () => {
  let settings: S3Settings;
  let stop: () => Promise<unknown> = async () => {};
  beforeAll(async () => {
    if (process.env.S3_ENDPOINT) {
      settings = {
        endpoint: process.env.S3_ENDPOINT,
        bucket: 'faena-conformance',
        accessKey: process.env.S3_ACCESS_KEY ?? '',
        secretKey: process.env.S3_SECRET_KEY ?? '',
        region: process.env.S3_REGION ?? 'us-east-1',
      };
      return;
    }
    const { MinioContainer } = await import('@testcontainers/minio');
    const container = await new MinioContainer('minio/minio:RELEASE.2025-04-22T22-12-26Z').start();
    settings = {
      endpoint: container.getConnectionUrl(),
      bucket: 'faena-conformance',
      accessKey: container.getUsername(),
      secretKey: container.getPassword(),
      region: 'us-east-1',
    };
    stop = () => container.stop();
  }, 180_000);
  afterAll(() => stop());
  blobStoreConformance(() => S3BlobStore.open(settings));
});
