import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD, DEMO_USERS } from '../../services/demo/demo-data';
import { PasswordHasher } from '../../services/platform/credentials/password-hasher';
import type { NewEvent } from '../../services/platform/event-store/event-store.port';
import { SqliteEventStore } from '../../services/platform/event-store/sqlite-event-store';
import { startTestServer, type TestServer } from '../support/test-server';

/** The bytes of a SQLite file (the log by default) as they lie on disk, its write-ahead file included. */
const logBytes = (dataDir: string, name = 'events.sqlite'): string =>
  [name, `${name}-wal`]
    .map((file) => join(dataDir, file))
    .filter(existsSync)
    .map((file) => readFileSync(file).toString('latin1'))
    .join('');

const ARGON2 = '$argon2';
/** Starting servers and checking argon2 hashes takes a while on a busy machine. */
jest.setTimeout(30_000);

describe('credentials stay out of the event log', () => {
  it('keeps password hashes in the credential store, never in the log file', async () => {
    const server = await startTestServer();
    try {
      await server.login('jefe.ot@faena.cl');
      expect(logBytes(server.config.dataDir)).not.toContain(ARGON2);
      // The search is sound: the store beside the log holds the hashes.
      expect(logBytes(server.config.dataDir, 'credentials.sqlite')).toContain(ARGON2);
    } finally {
      await server.close();
    }
  });

  describe('a data folder written before the credential store existed', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'faena-legacy-'));
    const legacyToken = randomUUID().replaceAll('-', '');
    const legacyTokenHash = createHash('sha256').update(legacyToken).digest('hex');
    let server: TestServer;

    /** The user events as version 1 wrote them: argon2 hashes and token hashes in the payloads. */
    beforeAll(async () => {
      const passwordHash = await new PasswordHasher().hash(DEMO_PASSWORD);
      const log = new SqliteEventStore(join(dataDir, 'events.sqlite'));
      const metadata = (commandId: string) => ({
        actorId: 'system',
        commandId,
        correlationId: commandId,
        causationId: commandId,
        occurredAt: new Date().toISOString(),
        schemaVersion: 1,
      });
      const event = (type: string, data: object): NewEvent => ({ type, data, metadata: metadata(randomUUID()) });
      for (const { id, ...profile } of DEMO_USERS) {
        await log.append(`user-${id}`, [event('UserCreated', { userId: id, ...profile, avatar: null })], -1);
        await log.append(`user-${id}`, [event('UserPasswordSet', { userId: id, passwordHash })], 0);
      }
      const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
      await log.append(
        'user-demo-ito',
        [event('PasswordTokenIssued', { userId: 'demo-ito', purpose: 'reset', tokenHash: legacyTokenHash, expiresAt })],
        1,
      );
      await log.close();
      expect(logBytes(dataDir)).toContain(ARGON2);
      server = await startTestServer({ dataDir });
    });
    afterAll(async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('signs the demo users in with the demo password after the upgrade', async () => {
      for (const { email } of DEMO_USERS) {
        await expect(server.login(email, DEMO_PASSWORD)).resolves.toEqual(expect.any(String));
      }
    });

    it('takes every hash out of the log file itself', () => {
      const bytes = logBytes(dataDir);
      expect(bytes).not.toContain(ARGON2);
      expect(bytes).not.toContain(legacyTokenHash);
      expect(bytes).toContain('UserPasswordSet');
    });

    it('keeps the log verifiable: the chain is recomputed from the first rewritten event', async () => {
      const admin = await server.login('admin@faena.cl', DEMO_PASSWORD);
      const { body } = await server.call('/admin/verifyLog', {}, admin);
      expect(body).toMatchObject({ ok: true, first_broken_position: null });
      expect(body.checked).toBeGreaterThanOrEqual(DEMO_USERS.length * 2 + 1);
    });

    it('still honours a reset link mailed before the upgrade, once', async () => {
      expect((await server.call('/auth/checktoken', { token: legacyToken })).status).toBe(200);
      const reset = await server.call('/auth/resetpass', {
        token: legacyToken,
        password: 'nueva-clave-1',
        password_confirmation: 'nueva-clave-1',
      });
      expect(reset.status).toBe(200);
      await expect(server.login('ito@faena.cl', 'nueva-clave-1')).resolves.toEqual(expect.any(String));
      expect((await server.call('/auth/checktoken', { token: legacyToken })).status).toBe(400);
    });

    it('keeps the new password across a restart (the migration runs once)', async () => {
      await server.close();
      server = await startTestServer({ dataDir });
      await expect(server.login('ito@faena.cl', 'nueva-clave-1')).resolves.toEqual(expect.any(String));
      await expect(server.login('admin@faena.cl', DEMO_PASSWORD)).resolves.toEqual(expect.any(String));
    });
  });
});
