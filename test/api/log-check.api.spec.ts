import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { until } from '../support/eventually';
import { projectForm } from '../support/fixtures';
import { tamperLog } from '../support/tamper-log';
import { startTestServer, type TestServer } from '../support/test-server';

describe('/admin/verifyLog', () => {
  let server: TestServer;
  let admin: string;
  let jefe: string;
  beforeAll(async () => {
    server = await startTestServer();
    ({ admin, jefe } = await server.demoTokens());
  });
  afterAll(() => server.close());

  it('is for administrators only', async () => {
    const { status, body } = await server.call('/admin/verifyLog', {}, jefe);
    expect(status).toBe(403);
    expect(body.message).toBe('Solo un administrador puede verificar el registro de eventos.');
  });

  it('answers a whole log, then names the first broken position after each change to the file', async () => {
    const whole = await server.call('/admin/verifyLog', {}, admin);
    expect(whole.body).toEqual({ code: 200, ok: true, checked: expect.any(Number), first_broken_position: null });
    const checked = whole.body.checked as number;
    expect(checked).toBeGreaterThan(20);

    const tamper = tamperLog(join(server.config.dataDir, 'events.sqlite'));
    const last = tamper.lastPosition();
    const broken = async () => (await server.call('/admin/verifyLog', {}, admin)).body;

    tamper.swap(last - 2, last - 1);
    expect(await broken()).toEqual({ code: 200, ok: false, checked: last - 3, first_broken_position: last - 2 });
    tamper.delete(10);
    expect(await broken()).toEqual({ code: 200, ok: false, checked: 9, first_broken_position: 11 });
    tamper.editData(5, { edited: true });
    expect(await broken()).toEqual({ code: 200, ok: false, checked: 4, first_broken_position: 5 });
  });
});

describe('the check of the log at start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'faena-log-start-'));
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** What health says of the log once the check at start has finished. */
  const checkedLog = (running: TestServer) =>
    until(
      'the check of the log at start',
      async () => {
        const health = (await (await fetch(`${running.url}/api/health`)).json()) as Record<string, unknown>;
        return health.code === 200 && health.log !== 'checking' ? health : null;
      },
      { timeout: 30_000 },
    );
  const restart = async () => {
    await server?.close();
    server = await startTestServer({ dataDir });
    return checkedLog(server);
  };

  it('says the log is whole, then names where a stored event was altered while the server was stopped', async () => {
    expect(await restart()).toMatchObject({ status: 'ok', log: 'ok' });
    // Events written after the check: the next start checks them.
    const admin = await server!.login();
    expect((await server!.form('/project/create', projectForm({ internal_id: 'CADENA' }), admin)).status).toBe(200);
    expect(await restart()).toMatchObject({ status: 'ok', log: 'ok' });

    await server!.form('/project/create', projectForm({ internal_id: 'ALTERADO' }), admin);
    await server!.close();
    server = undefined;
    const tamper = tamperLog(join(dataDir, 'events.sqlite'));
    const altered = tamper.lastPosition();
    tamper.editMetadata(altered, 'actorId', 'otra-persona');

    expect(await restart()).toMatchObject({ status: 'degraded', log: `broken at ${altered}` });
    // Every start says so again, until the log is whole.
    expect(await restart()).toMatchObject({ status: 'degraded', log: `broken at ${altered}` });
  }, 60_000);
});
