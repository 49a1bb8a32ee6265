import WebSocket from 'ws';
import { TokenService } from '../../services/auth/token.service';
import { projectForm, userForm } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

/** Opens /ws and collects every message; resolves once the socket is open. */
async function connect(server: TestServer) {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws`);
  const messages: Array<Record<string, unknown>> = [];
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('message', (raw) => messages.push(JSON.parse(raw.toString()) as Record<string, unknown>));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const next = async (predicate: (m: Record<string, unknown>) => boolean, timeout = 5000) => {
    const deadline = Date.now() + timeout;
    while (Date.now() < deadline) {
      const found = messages.find(predicate);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no such message; got ${JSON.stringify(messages)}`);
  };
  return { socket, messages, closed, next };
}

type Listener = Awaited<ReturnType<typeof connect>>;

describe('live pushes over /ws', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('pushes a profile change to its user and to who shares a project with them, and no one else', async () => {
    const admin = await server.login();
    const jefe = await server.login('jefe.ot@faena.cl');
    const ito = await server.login('ito@faena.cl');
    // An outsider: a user whose only project has neither the Jefe OT nor the ITO in it.
    const project = await server.form('/project/create', projectForm({ internal_id: 'AISLADO' }), admin);
    const projectId = (project.body.project as { id: string }).id;
    const created = await server.form('/user/create', userForm({ project_id: JSON.stringify([projectId]) }), admin);
    const outsider = server.app.get(TokenService).issue((created.body.user as { id: string }).id).access_token;

    const listeners = await Promise.all(
      [jefe, ito, outsider].map(async (token) => {
        const listener = await connect(server);
        listener.socket.send(JSON.stringify({ type: 'auth', token }));
        await listener.next((m) => m.type === 'ready');
        return listener;
      }),
    );
    const [mine, colleague, stranger] = listeners as [Listener, Listener, Listener];

    const update = { user_id: 'demo-jefe-ot', name: 'Javiera en vivo', phone: '1', address: 'Santiago' };
    expect((await server.call('/user/update', update, jefe)).status).toBe(200);
    const heard = { type: 'change', collection: 'users', id: 'demo-jefe-ot' };
    expect(await mine.next((m) => m.type === 'change')).toEqual(heard);
    expect(await colleague.next((m) => m.collection === 'users')).toEqual(heard);
    await new Promise((r) => setTimeout(r, 200));
    expect(stranger.messages.filter((m) => m.collection === 'users')).toEqual([]);
    for (const listener of listeners) listener.socket.close();
  });

  it('tells members of a project created or closed by someone else, and no one outside it', async () => {
    const admin = await server.login();
    const jefe = await server.login('jefe.ot@faena.cl');
    const terreno = await server.login('terreno@faena.cl');
    const member = await connect(server);
    member.socket.send(JSON.stringify({ type: 'auth', token: jefe }));
    await member.next((m) => m.type === 'ready');
    const outsider = await connect(server);
    outsider.socket.send(JSON.stringify({ type: 'auth', token: terreno }));
    await outsider.next((m) => m.type === 'ready');

    const created = await server.form('/project/create', projectForm({ jefe_ot_user: 'demo-jefe-ot' }), admin);
    const projectId = (created.body.project as { id: string }).id;
    await member.next((m) => m.collection === 'project_members' && m.project_id === projectId);
    await server.call('/project/closeProject', { project_id: projectId, reason: 'Prueba' }, admin);
    await member.next((m) => m.collection === 'projects' && m.id === projectId && m.project_id === projectId);
    await new Promise((r) => setTimeout(r, 200));
    expect(outsider.messages.filter((m) => m.project_id === projectId)).toEqual([]);
    member.socket.close();
    outsider.socket.close();
  });

  it('closes a socket that does not sign in with a valid token', async () => {
    const { socket, closed } = await connect(server);
    socket.send(JSON.stringify({ type: 'auth', token: 'not-a-token' }));
    expect(await closed).toBe(4001);
  });

  it('closes a socket whose first message is not JSON', async () => {
    const { socket, closed } = await connect(server);
    socket.send('hola');
    expect(await closed).toBe(4001);
  });
});
