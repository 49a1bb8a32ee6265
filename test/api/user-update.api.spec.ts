import { startTestServer, type TestServer } from '../support/test-server';

const profile = { name: 'Javiera Soto R.', phone: '+56 9 1111 2222', address: 'Av. Matta 100, Santiago' };

describe('/user/update', () => {
  let server: TestServer;
  let admin: string;
  let jefe: string;
  let terreno: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login();
    jefe = await server.login('jefe.ot@faena.cl');
    terreno = await server.login('terreno@faena.cl');
  });
  afterAll(() => server.close());

  const update = (token: string, body: object, commandId?: string) =>
    fetch(`${server.url}/api/user/update`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        ...(commandId ? { 'x-command-id': commandId } : {}),
      },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));

  it('lets a user edit their own profile and shows it at once', async () => {
    const { status, body } = await update(jefe, { user_id: 'demo-jefe-ot', ...profile });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ name: 'Javiera Soto R.', info: { phone: '+56 9 1111 2222' } });
    expect((await server.call('/user/details', {}, jefe)).body.user).toMatchObject({ name: 'Javiera Soto R.' });
  });

  it("refuses to edit another user's profile without edit_users in a project they share", async () => {
    const { status, body } = await update(terreno, { user_id: 'demo-ito', ...profile });
    expect(status).toBe(403);
    expect(body.message).toBe('No tienes permiso para editar este usuario.');
    const administrator = await update(jefe, { user_id: 'demo-admin', ...profile });
    expect(administrator.status).toBe(403);
    const own = await update(jefe, { user_id: 'demo-jefe-ot', ...profile, default_job: 1 });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('Solo un administrador puede cambiar el cargo por defecto.');
  });

  it('lets a holder of edit_users edit the users of their projects', async () => {
    const { status, body } = await update(jefe, { user_id: 'demo-terreno', ...profile, name: 'Pedro Rojas M.' });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ name: 'Pedro Rojas M.' });
  });

  it('lets an administrator edit anyone, but never the e-mail', async () => {
    expect((await update(admin, { user_id: 'demo-ito', ...profile, default_job: 4 })).status).toBe(200);
    const email = await update(admin, { user_id: 'demo-ito', ...profile, email: 'otro@faena.cl' });
    expect(email.status).toBe(422);
    expect(email.body.message).toBe('El email de un usuario no se puede modificar.');
    const missing = await update(admin, { user_id: 'nadie', ...profile });
    expect(missing.status).toBe(404);
  });

  it('validates every field sent, in Spanish (a field left out stays as it is)', async () => {
    const { status, body } = await update(admin, { user_id: 'demo-ito', name: '', phone: '1', address: '' });
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      { field: 'name', message: 'Campo requerido' },
      { field: 'address', message: 'Campo requerido' },
    ]);
  });

  it('runs a command id once, however often the client retries', async () => {
    const position = async () =>
      ((await (await fetch(`${server.url}/api/health`)).json()) as { position: number }).position;
    const first = await update(
      jefe,
      { user_id: 'demo-jefe-ot', ...profile, name: 'Javiera Una Vez' },
      'cmd-retry-0001',
    );
    const at = await position();
    const again = await update(
      jefe,
      { user_id: 'demo-jefe-ot', ...profile, name: 'Javiera Una Vez' },
      'cmd-retry-0001',
    );
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(await position()).toBe(at);
    const bad = await update(jefe, { user_id: 'demo-jefe-ot', ...profile }, 'no válido!');
    expect(bad).toEqual({
      status: 400,
      body: {
        code: 400,
        message: 'El identificador del comando no es válido.',
        error: 'command.bad_id',
        errors: [{ field: 'X-Command-Id', message: 'El identificador del comando no es válido.' }],
      },
    });
  });
});
