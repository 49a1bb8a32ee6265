import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoCredentialStore } from '../../services/platform/credentials/mongo-credential-store';
import { SqliteCredentialStore } from '../../services/platform/credentials/sqlite-credential-store';
import { describeWithMongo } from '../support/docker';
import { credentialStoreConformance } from './credential-store.conformance';

describe('CredentialStore conformance: SQLite file (embedded)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'faena-credentials-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  credentialStoreConformance(async () => new SqliteCredentialStore(join(dir, `${randomUUID()}.sqlite`)));
});

describeWithMongo('CredentialStore conformance: MongoDB', (url) => {
  // A database of its own per test: every test starts from an empty store.
  credentialStoreConformance(() => {
    const base = new URL(url());
    base.pathname = `/faena_credentials_${randomUUID().slice(0, 8)}`;
    base.searchParams.set('directConnection', 'true');
    return MongoCredentialStore.connect(base.toString());
  });
});
