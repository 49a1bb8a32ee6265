import { mkdtempSync, rmSync } from 'node:fs';
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
