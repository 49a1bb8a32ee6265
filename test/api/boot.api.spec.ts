import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeBootLog } from '../../bench/boot-log';
import { SqliteEventStore } from '../../services/platform/event-store/sqlite-event-store';
import { startTestServer, type TestServer } from '../support/test-server';

const STARTING = 'Faena se está iniciando. Cargando la información, vuelve a intentarlo en unos segundos.';

describe('boot on a long log', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'faena-boot-'));
  let server: TestServer | undefined;
  let events = 0;
  beforeAll(async () => {
    const store = new SqliteEventStore(join(dataDir, 'events.sqlite'));
    // Many events per append: few durable commits, so the log is written in a second or two.
    events = await writeBootLog(store, { events: 150_000, updatesPerUser: 48 });
    await store.close();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

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

    let answer = await fetch(`${server.url}/api/health`);
    while (answer.status === 503) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      answer = await fetch(`${server.url}/api/health`);
    }
    expect(answer.status).toBe(200);
    // The log, and the marker the one-time membership migration leaves on a log it has not seen.
    expect(await answer.json()).toEqual({ code: 200, status: 'ok', position: events + 1, degraded: [] });
    // The user is projected now: a wrong password is refused as such, not as "starting".
    const { status, body } = await server.call('/auth/login', {
      email: 'usuario.1@boot.constructora.cl',
      password: 'equivocada',
    });
    expect(status).toBe(401);
    expect(body.message).not.toBe(STARTING);
  }, 60_000);
});
