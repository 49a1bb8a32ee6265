import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ProjectionEngine } from '../../projections/runtime/projection-engine';
import { userCompanies } from '../../services/companies/user-companies.query';
import { allProjections } from '../../services/manifests';
import { verifyLog } from '../../services/platform/event-store/hash-chain';
import { SqliteEventStore } from '../../services/platform/event-store/sqlite-event-store';
import { MemoryReadStore } from '../../services/platform/read-store/memory-read-store';
import { until } from '../support/eventually';

const MAIN = resolve(__dirname, '../../dist/services/main.js');
const PORT = 3900 + Math.floor(Math.random() * 90);
const BASE = `http://127.0.0.1:${PORT}/api`;

function startServer(dataDir: string): ChildProcess {
  return spawn(process.execPath, [MAIN], {
    env: { ...process.env, PORT: String(PORT), FAENA_DATA_DIR: dataDir, FAENA_CLIENT_DIR: join(dataDir, 'no-client') },
    stdio: 'ignore',
  });
}

async function waitForHealth(): Promise<void> {
  const healthy = async () => {
    try {
      return (await fetch(`${BASE}/health`)).status === 200;
    } catch {
      return false; // not listening yet
    }
  };
  await until('the server healthy', healthy, { timeout: 30_000, every: 100 });
}

const post = (path: string, body: object, headers: Record<string, string> = {}) =>
  fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('crash recovery', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'faena-crash-'));
  let server: ChildProcess | undefined;
  afterAll(() => {
    server?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged command through a SIGKILL, the hash chain whole, and read models equal a fresh rebuild', async () => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run "npm run build:server" first`);
    server = startServer(dataDir);
    await waitForHealth();
    const login = (await (await post('/auth/login', { email: 'admin@faena.cl', password: 'faena1234' })).json()) as {
      access_token: string;
    };
    const auth = { authorization: `Bearer ${login.access_token}` };

    const acknowledged: string[] = [];
    let sent = 0;
    let killed = false;
    const worker = async (lane: number) => {
      while (!killed) {
        const commandId = `crash-${lane}-${sent++}`;
        const target = ['demo-admin', 'demo-jefe-ot', 'demo-ito'][sent % 3]!;
        try {
          const response = await post(
            '/user/update',
            { user_id: target, name: `Nombre ${commandId}`, phone: String(sent), address: 'Santiago' },
            { ...auth, 'x-command-id': commandId },
          );
          if (response.status === 200) acknowledged.push(commandId);
        } catch {
          // the connection died with the server: not acknowledged
        }
      }
    };
    const lanes = [0, 1, 2, 3, 4, 5].map(worker);
    try {
      await until('150 commands acknowledged', () => acknowledged.length >= 150, { timeout: 60_000, every: 5 });
    } finally {
      server.kill('SIGKILL');
      killed = true;
    }
    await Promise.all(lanes);

    server = startServer(dataDir);
    await waitForHealth();

    const log = new SqliteEventStore(join(dataDir, 'events.sqlite'));
    try {
      for (const commandId of acknowledged) {
        expect((await log.readByCommand('demo-admin', commandId)).length).toBe(1);
      }
      // Every event written before and after the kill is chained: nothing half-written broke it.
      expect(await verifyLog(log)).toEqual({
        ok: true,
        checked: await log.lastPosition(),
        first_broken_position: null,
      });
      const fresh = new MemoryReadStore();
      await new ProjectionEngine(log, fresh, allProjections).rebuild();
      const demoLogins = {
        'demo-admin': 'admin@faena.cl',
        'demo-jefe-ot': 'jefe.ot@faena.cl',
        'demo-ito': 'ito@faena.cl',
      };
      for (const [userId, email] of Object.entries(demoLogins)) {
        const session = (await (await post('/auth/login', { email, password: 'faena1234' })).json()) as {
          access_token: string;
        };
        const details = await post('/user/details', {}, { authorization: `Bearer ${session.access_token}` });
        const { user } = (await details.json()) as { user: Record<string, unknown> };
        const { _id, ...expected } = (await fresh.collection('users').get(userId))!;
        // The restarted server's view of each user equals what a fresh rebuild of the log gives.
        expect(user).toEqual({ ...expected, companies: await userCompanies(fresh, userId) });
      }
    } finally {
      await log.close();
    }
  }, 90_000);
});
