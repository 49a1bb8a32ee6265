import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeBootLog } from '../../bench/boot-log';
import { userDirectoryProjection } from '../../projections/users/user-directory.projection';
import { SqliteEventStore } from '../../services/platform/event-store/sqlite-event-store';
import { READ_STORE, type ReadStore } from '../../services/platform/read-store/read-store.port';
import { eventually } from '../support/eventually';
import { startTestServer, type TestServer } from '../support/test-server';

const STARTING = 'Faena se está iniciando. Cargando la información, vuelve a intentarlo en unos segundos.';

// Behaviour, not speed (bench:boot measures that): the two boots get room on a busy CI machine.
describe('boot on a long log', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'faena-boot-'));
  let server: TestServer | undefined;
  let events = 0;
  beforeAll(async () => {
    const store = new SqliteEventStore(join(dataDir, 'events.sqlite'));
    // Many events per append: few durable commits, so the log is written in a second or two.
    events = await writeBootLog(store, { events: 150_000, updatesPerUser: 48 });
    await store.close();
    // A slow or busy disk (CI's other workers) has taken a minute to write it.
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('closes at once when stopped during the catch-up, and the next start goes on from there', async () => {
    const starting = await startTestServer({ dataDir, env: { FAENA_DEMO_DATA: 'false' } });
    expect((await fetch(`${starting.url}/api/health`)).status).toBe(503);
    // Before, what waited for the read models (the log's check, the daily e-mails) held the close forever.
    await starting.close();
  }, 120_000);

  it('answers 503 with Retry-After on every route but health until the read models have caught up, then serves', async () => {
    server = await startTestServer({ dataDir, env: { FAENA_DEMO_DATA: 'false' } });
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(503);
    expect(health.headers.get('retry-after')).toBe('2');
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'usuario.1@boot.constructora.cl', password: 'equivocada' }),
    });
    expect(login.status).toBe(503);
    expect(login.headers.get('retry-after')).toBe('2');
    expect(await login.json()).toEqual({ code: 503, message: STARTING, error: 'server.starting' });

    // A poll may meet a connection the busy server is closing (ECONNRESET): that is "not yet", as
    // for any client that retries.
    const answer = await eventually(
      () => fetch(`${server!.url}/api/health`).catch(() => null),
      (health) => health !== null && health.status !== 503,
      { timeout: 200_000, every: 50 },
    );
    if (!answer) throw new Error('the server never answered its health');
    expect(answer.status).toBe(200);
    // The log, and the marker the one-time membership migration leaves on a log it has not seen.
    // The check of the log's chain starts once the read models are ready: it never held the start up.
    expect(await answer.json()).toEqual({
      code: 200,
      status: 'ok',
      position: events + 1,
      degraded: [],
      dead_letters: { count: 0, projections: [] },
      building: [],
      log: expect.stringMatching(/^(checking|ok)$/),
    });
    // The user is projected now: a wrong password is refused as such, not as "starting".
    const { status, body } = await server.call('/auth/login', {
      email: 'usuario.1@boot.constructora.cl',
      password: 'equivocada',
    });
    expect(status).toBe(401);
    expect(body.message).not.toBe(STARTING);
  }, 240_000);

  it('serves at once after a projection’s version changed, from the old version, and swaps in the new one once built', async () => {
    await server?.close();
    server = undefined;
    // The snapshot the first start wrote, as an older release left it: another version of the user
    // directory, whose documents differ from what the current code folds.
    const file = join(dataDir, 'read-models.snapshot');
    const [head = '', ...rows] = readFileSync(file, 'utf8').split('\n');
    const { collections } = JSON.parse(head) as { collections: string[] };
    const older = rows.map((row) => {
      if (!row) return row;
      const [index, doc] = JSON.parse(row) as [number, Record<string, unknown>];
      if (collections[index] === '_checkpoints' && doc._id === 'user-directory') doc.version = 0;
      if (collections[index] === 'users' && doc._id === 'boot-user-1') doc.name = 'Nombre de la versión anterior';
      return JSON.stringify([index, doc]);
    });
    writeFileSync(file, [head, ...older].join('\n'));

    server = await startTestServer({ dataDir, env: { FAENA_DEMO_DATA: 'false' } });
    // Before, the bumped projection was folded from the start of the log while every route answered 503.
    const first = await fetch(`${server.url}/api/health`);
    expect(first.status).toBe(200);
    const users = () => (server!.app.get(READ_STORE) as ReadStore).collection('users');
    let health = (await first.json()) as { building: Array<{ name: string; version: number }> };
    if (health.building.length > 0) {
      expect(health.building).toEqual([
        expect.objectContaining({ name: 'user-directory', version: userDirectoryProjection.version }),
      ]);
      // Still the old version answering.
      expect(await users().get('boot-user-1')).toMatchObject({ name: 'Nombre de la versión anterior' });
    }
    health = await eventually(
      async () => (await (await fetch(`${server!.url}/api/health`)).json()) as typeof health,
      (now) => now.building.length === 0,
      { timeout: 200_000, every: 50 },
    );
    expect(health.building).toEqual([]);
    expect(await users().get('boot-user-1')).toMatchObject({ name: 'Usuario 1' });
    const checkpoints = (server.app.get(READ_STORE) as ReadStore).collection('_checkpoints');
    expect(await checkpoints.get('user-directory')).toMatchObject({
      version: userDirectoryProjection.version,
      position: events + 1,
    });
    expect(await checkpoints.get('user-directory@next')).toBeNull();
  }, 240_000);
});
