import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import jwt from 'jsonwebtoken';
import { startTestServer, type TestServer } from '../support/test-server';

describe('sign-in and the API conventions', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('reports health once the read models are ready', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ code: 200, status: 'ok' });
  });

  it('signs in the demo administrator and returns a bearer token', async () => {
    const { status, body } = await server.call('/auth/login', { email: 'admin@faena.cl', password: 'faena1234' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 200, token_type: 'bearer' });
    expect(typeof body.access_token).toBe('string');
  });

  it('answers 401 with the spec message for a wrong password or an unknown e-mail', async () => {
    for (const credentials of [
      { email: 'admin@faena.cl', password: 'incorrecta' },
      { email: 'nadie@faena.cl', password: 'faena1234' },
    ]) {
      const { status, body } = await server.call('/auth/login', credentials);
      expect(status).toBe(401);
      expect(body).toEqual({
        code: 401,
        message: 'Email o contraseña incorrectos. Por favor verifica los datos ingresados.',
        error: 'auth.bad_credentials',
      });
    }
  });

  it('validates the login form with the spec texts', async () => {
    expect((await server.call('/auth/login', { password: 'x' })).body.errors).toEqual([
      { field: 'email', message: 'Email es obligatorio' },
    ]);
    expect((await server.call('/auth/login', { email: 'no-es-email', password: 'x' })).body.errors).toEqual([
      { field: 'email', message: 'Email debe ser válido' },
    ]);
    expect((await server.call('/auth/login', { email: 'admin@faena.cl' })).body.errors).toEqual([
      { field: 'password', message: 'Contraseña es requerida' },
    ]);
  });

  it('returns the signed-in user from /user/details', async () => {
    const token = await server.login();
    const { status, body } = await server.call('/user/details', {}, token);
    expect(status).toBe(200);
    expect(body.user).toMatchObject({
      id: 'demo-admin',
      email: 'admin@faena.cl',
      info: { default_job: 1 },
      companies: [{ company_id: 'demo-company', company: { name: 'Constructora Cordillera S.A.' } }],
    });
  });

  it('refuses a missing, forged or expired token with a Spanish message', async () => {
    const missing = await server.call('/user/details', {});
    expect(missing.status).toBe(401);
    expect(missing.body.message).toBe('Tu sesión no es válida o ha expirado. Por favor ingresa nuevamente.');
    const token = await server.login();
    const forged = await server.call('/user/details', {}, `${token.slice(0, -2)}xx`);
    expect(forged.status).toBe(401);
    const secret = readFileSync(join(server.config.dataDir, 'token-secret'), 'utf8');
    const expired = jwt.sign({ exp: Math.floor(Date.now() / 1000) - 60 }, secret, { subject: 'demo-admin' });
    const late = await server.call('/user/details', {}, expired);
    expect(late.status).toBe(401);
    expect(late.body.message).toBe('Tu sesión no es válida o ha expirado. Por favor ingresa nuevamente.');
  });

  it('refuses malformed JSON, unknown fields and oversized bodies, changing nothing', async () => {
    const before = await fetch(`${server.url}/api/health`).then((r) => r.json() as Promise<{ position: number }>);
    const malformed = await server.call('/auth/login', '{"email": ');
    expect(malformed).toEqual({
      status: 400,
      body: {
        code: 400,
        message: 'El cuerpo de la solicitud no es un JSON válido.',
        errors: [{ field: 'body', message: 'El cuerpo de la solicitud no es un JSON válido.' }],
      },
    });
    const unknown = await server.call('/auth/login', { email: 'admin@faena.cl', password: 'faena1234', admin: true });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ field: 'admin', message: 'El campo «admin» no está permitido.' }]);
    const oversized = await server.call('/auth/login', {
      email: 'admin@faena.cl',
      password: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(oversized).toEqual({ status: 413, body: { code: 413, message: 'La solicitud es demasiado grande.' } });
    const after = await fetch(`${server.url}/api/health`).then((r) => r.json() as Promise<{ position: number }>);
    expect(after.position).toBe(before.position);
  });

  it('tells the browser the map token and whether mail goes to the outbox, without a session', async () => {
    const response = await fetch(`${server.url}/api/client-config`);
    expect(await response.json()).toEqual({ code: 200, mapbox_token: null, mail_outbox: true });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const { status, body } = await server.call('/no/existe', {});
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, message: 'Recurso no encontrado.' });
  });
});
