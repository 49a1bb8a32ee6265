import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FsBlobStore } from '../../services/platform/blob-store/fs-blob-store';
import { blobStoreConformance } from './blob-store.conformance';

describe('BlobStore conformance: files (embedded)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'faena-blobs-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  blobStoreConformance(async () => new FsBlobStore(dir));
});
