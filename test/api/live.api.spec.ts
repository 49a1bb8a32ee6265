import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { TokenService } from '../../services/auth/token.service';
import { PasswordTokens } from '../../services/users/password-tokens';
import { until } from '../support/eventually';
import { projectForm, userForm } from '../support/fixtures';
import { projectsOf } from '../support/listed-projects';
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
  const next = (predicate: (m: Record<string, unknown>) => boolean, timeout = 5000) =>
    until(
      () => `such a message; got ${JSON.stringify(messages)}`,
      () => messages.find(predicate),
      { timeout },
    );
  return { socket, messages, closed, next };
}

type Listener = Awaited<ReturnType<typeof connect>>;

/** A listener signed in as the holder of `token`, past the gateway's `ready`. */
async function listen(server: TestServer, token: string): Promise<Listener> {
  const listener = await connect(server);
  listener.socket.send(JSON.stringify({ type: 'auth', token }));
  await listener.next((m) => m.type === 'ready');
  return listener;
}

type HeardChange = { kind: string; id: string; project_id?: string; user_id?: string };
type Message = Record<string, unknown>;
/** Every change in these messages, whichever message brought it. */
const changesIn = (messages: Message[]) =>
  messages.flatMap((m) => (m.type === 'changes' ? (m.changes as HeardChange[]) : []));
const heardChange = (predicate: (change: HeardChange) => boolean) => (m: Message) =>
  m.type === 'changes' && (m.changes as HeardChange[]).some(predicate);

const LATER = 'later-command-';
/**
 * What each listener had heard before a later command reached it. Each listener's user changes
 * their own phone, a command they hear; the gateway sends its batches one after another in the
 * order it heard them, so once a listener hears any of these later commands, every push of an
 * earlier command meant for it has arrived. Tests check what did not arrive against this, not
 * after a pause "long enough".
 */
async function heardBeforeLaterCommands(server: TestServer, listeners: Array<[Listener, string]>) {
  await Promise.all(
    listeners.map(async ([, token]) => {
      const { user } = (await server.call('/user/details', {}, token)).body as {
        user: { id: string; name: string; info: { address: string } };
      };
      const profile = { user_id: user.id, name: user.name, phone: randomUUID(), address: user.info.address };
      const changed = await server.call('/user/update', profile, token, { 'x-command-id': `${LATER}${randomUUID()}` });
      expect(changed.status).toBe(200);
    }),
  );
  const later = (m: Message) => m.type === 'changes' && String(m.command_id).startsWith(LATER);
  return Promise.all(
    listeners.map(async ([listener]) =>
      listener.messages.slice(0, listener.messages.indexOf(await listener.next(later))),
    ),
  );
}

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

    const listeners = await Promise.all([jefe, ito, outsider].map((token) => listen(server, token)));
    const [mine, colleague, stranger] = listeners as [Listener, Listener, Listener];

    const update = { user_id: 'demo-jefe-ot', name: 'Javiera en vivo', phone: '1', address: 'Santiago' };
    expect((await server.call('/user/update', update, jefe)).status).toBe(200);
    const heard = { kind: 'user', id: 'demo-jefe-ot' };
    const profile = heardChange((change) => change.kind === 'user');
    // The same command renames the user in their projects' member lists: one message holds both.
    expect(await mine.next(profile)).toMatchObject({ changes: expect.arrayContaining([heard]) });
    expect(await colleague.next(profile)).toMatchObject({ changes: expect.arrayContaining([heard]) });
    const [strangerHeard] = await heardBeforeLaterCommands(server, [[stranger, outsider]]);
    expect(changesIn(strangerHeard!).filter((change) => change.kind === 'user')).toEqual([]);
    for (const listener of listeners) listener.socket.close();
  });

  it('tells members of a project created or closed by someone else, and no one outside it', async () => {
    const admin = await server.login();
    const jefe = await server.login('jefe.ot@faena.cl');
    const terreno = await server.login('terreno@faena.cl');
    const member = await listen(server, jefe);
    const outsider = await listen(server, terreno);

    const created = await server.form('/project/create', projectForm({ jefe_ot_user: 'demo-jefe-ot' }), admin);
    const projectId = (created.body.project as { id: string }).id;
    await member.next(heardChange((c) => c.kind === 'project_member' && c.project_id === projectId));
    await server.call('/project/closeProject', { project_id: projectId, reason: 'Prueba' }, admin);
    await member.next(heardChange((c) => c.kind === 'project' && c.id === projectId && c.project_id === projectId));
    const [outsiderHeard] = await heardBeforeLaterCommands(server, [[outsider, terreno]]);
    expect(changesIn(outsiderHeard!).filter((change) => change.project_id === projectId)).toEqual([]);
    member.socket.close();
    outsider.socket.close();
  });

  it('sends one message per command to each listener who may hear of it, and none to anyone else', async () => {
    const admin = await server.login();
    const [jefeToken, terreno] = [await server.login('jefe.ot@faena.cl'), await server.login('terreno@faena.cl')];
    const writer = await listen(server, admin);
    const jefe = await listen(server, jefeToken);
    const outsider = await listen(server, terreno);
    expect(writer.messages).toEqual([{ type: 'ready', user_id: 'demo-admin' }]);

    // One command that writes several documents: the project, and the creator's and the Jefe OT's places in it.
    const commandId = 'push-count-0001';
    const data = new FormData();
    for (const [name, value] of Object.entries(projectForm({ internal_id: 'UNO', jefe_ot_user: 'demo-jefe-ot' }))) {
      data.append(name, String(value));
    }
    const response = await fetch(`${server.url}/api/project/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'x-command-id': commandId },
      body: data,
    });
    expect(response.status).toBe(200);
    const projectId = ((await response.json()) as { project: { id: string } }).project.id;

    for (const listener of [writer, jefe]) await listener.next((m) => m.type === 'changes');
    const [writerHeard, jefeHeard, outsiderHeard] = await heardBeforeLaterCommands(server, [
      [writer, admin],
      [jefe, jefeToken],
      [outsider, terreno],
    ]);
    const pushes = (messages: Message[] | undefined) => (messages ?? []).filter((m) => m.type === 'changes');
    expect(pushes(writerHeard)).toHaveLength(1);
    expect(pushes(jefeHeard)).toHaveLength(1);
    expect(pushes(outsiderHeard)).toEqual([]);
    // The message names the command, so the writing tab knows its own echo, and each document once.
    const [heard] = pushes(jefeHeard) as [{ command_id: string; changes: HeardChange[] }];
    expect(heard.command_id).toBe(commandId);
    expect(heard.changes).toContainEqual({ kind: 'project', id: projectId, project_id: projectId });
    expect(heard.changes).toContainEqual(
      expect.objectContaining({ kind: 'project_member', project_id: projectId, user_id: 'demo-jefe-ot' }),
    );
    const documents = heard.changes.map((change) => `${change.kind}/${change.id}`);
    expect(new Set(documents).size).toBe(documents.length);
    for (const listener of [writer, jefe, outsider]) listener.socket.close();
  });

  it("names a task's change by its item kind, 'task', not by the collections it was written to", async () => {
    const jefe = await server.login('jefe.ot@faena.cl');
    const projects = await projectsOf(server, jefe);
    const projectId = projects[0]!.id;
    const fields = {
      project_id: projectId,
      title: 'Cota de losa',
      priority: 2,
      code_id: 1,
      description: '<p>¿Qué cota tiene la losa?</p>',
      responsable: 'demo-ito',
      participants: JSON.stringify(['demo-terreno']),
      subtareas: JSON.stringify([]),
      reminder: JSON.stringify([]),
      reminder_repeatable: 'false',
      critical_date: '2026-12-15',
    };
    const created = await server.form('/tasks/create', fields, jefe);
    expect(created.body).toHaveProperty('task.id');
    const taskId = (created.body.task as { id: string }).id;
    const listener = await listen(server, jefe);

    const reply = await server.form('/tasks/addInteraction', { task_id: taskId, message: 'Revisada en terreno' }, jefe);
    expect(reply.status).toBe(200);
    const pushed = await listener.next(heardChange((c) => c.id === taskId));
    // The list's and the detail's documents are one change of the task.
    const aboutTask = changesIn([pushed]).filter((change) => change.id === taskId);
    expect(aboutTask).toEqual([{ kind: 'task', id: taskId, project_id: projectId }]);
    listener.socket.close();
  });

  it('closes the sockets of the sessions a password reset ends, within a second, and refuses their token after', async () => {
    const before = await server.login('terreno@faena.cl');
    const [first, second] = [await listen(server, before), await listen(server, before)];
    const colleague = await listen(server, await server.login('jefe.ot@faena.cl'));
    const link = await server.app
      .get(PasswordTokens)
      .issue('demo-terreno', 'reset', { actorId: 'demo-terreno', commandId: randomUUID() });

    const reset = await server.call('/auth/resetpass', {
      token: link,
      password: 'nueva-clave-1',
      password_confirmation: 'nueva-clave-1',
    });
    expect(reset.status).toBe(200);
    const withinASecond = (closed: Promise<number>) =>
      Promise.race([closed, new Promise((resolve) => setTimeout(() => resolve('still open'), 1000))]);
    expect(await Promise.all([withinASecond(first.closed), withinASecond(second.closed)])).toEqual([4001, 4001]);
    expect((await server.call('/user/details', {}, before)).status).toBe(401);
    // A new socket with the old token is refused; another user's stays open; a new sign-in listens again.
    const late = await connect(server);
    late.socket.send(JSON.stringify({ type: 'auth', token: before }));
    expect(await late.closed).toBe(4001);
    expect(colleague.socket.readyState).toBe(WebSocket.OPEN);
    const after = await listen(server, await server.login('terreno@faena.cl', 'nueva-clave-1'));
    expect(after.socket.readyState).toBe(WebSocket.OPEN);
    for (const listener of [colleague, after]) listener.socket.close();
  }, 15_000);

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
