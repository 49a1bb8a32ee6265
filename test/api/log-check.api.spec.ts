import { join } from 'node:path';
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
