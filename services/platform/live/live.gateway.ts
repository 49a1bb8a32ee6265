import type { IncomingMessage } from 'node:http';
import { Inject, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { type OnGatewayConnection, type OnGatewayDisconnect, WebSocketGateway } from '@nestjs/websockets';
import type { WebSocket } from 'ws';
import { PROJECT_MEMBERS, USER_SESSIONS, USERS } from '../../contracts/collections';
import { type LiveMessage, liveKindOf } from '../../contracts/live-kinds';
import { ACTOR_PORT, type ActorPort } from '../commands/actor';
import { type DocumentChange, READ_STORE, type ReadStore } from '../read-store/read-store.port';
import { type ChangeBatch, type Listener, messageFor, requestCommandId } from './audience';
import { LIVE_SESSIONS, type LiveSessions } from './live-sessions.port';

export const HEARTBEAT_MS = 25_000;
const AUTH_TIMEOUT_MS = 10_000;
/**
 * A command's changes are sent once none has come for this long, so each listener gets one message
 * per command, not one per document written. One step's changes arrive together (embedded, in one
 * turn of the event loop; from a MongoDB change stream, within milliseconds), but a command of
 * several steps (a project and its first members) writes them step by step, apart on a busy server.
 */
export const QUIET_MS = 50;
/** ...and at the latest this long after its first change, however long the command goes on. */
export const MAX_GATHER_MS = 250;
/** Changes whose cause the read store does not know gather under this key, per window. */
const UNKNOWN_CAUSE = '';

/** The close code of a connection without a valid session: the client signs out (client/src/lib/live.ts). */
const UNAUTHORIZED = 4001;

interface Connection {
  socket: WebSocket;
  /** Checked again when the user's sessions end, and at each heartbeat. */
  token: string;
  userId: string;
  /** Resolved again when the user's memberships or profile change. */
  listener: Listener;
  alive: boolean;
}

/** A command's changes heard and not yet sent. */
interface Gathering {
  changes: DocumentChange[];
  /** When its first change was heard (epoch ms). */
  firstAt: number;
  timer: NodeJS.Timeout | undefined;
}

/**
 * Pushes read-model changes to the signed-in clients allowed to hear of them. The client sends
 * `{ type: 'auth', token }` first; the gateway answers `{ type: 'ready', user_id }` and then one
 * `{ type: 'changes', command_id?, changes }` message per command, each change named by its item
 * kind (services/contracts/live-kinds).
 * Changes arrive from the read store, so with MongoDB every replica hears of writes made by any
 * other. So does the end of a user's sessions (a replaced password: the `user_sessions` read
 * model): each replica checks its connections of that user again and closes those whose token is
 * no longer good, and every heartbeat checks them all, for an end it did not hear of.
 */
@WebSocketGateway({ path: '/ws' })
export class LiveGateway implements OnGatewayConnection, OnGatewayDisconnect, OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('LiveGateway');
  private readonly connections = new Map<WebSocket, Connection>();
  private unsubscribe?: () => void;
  private heartbeat?: NodeJS.Timeout;
  /** Changes not sent yet, by the command that caused them. */
  private readonly pending = new Map<string, Gathering>();
  /** Sending awaits look-ups: batches go out one after another, in the order their commands went quiet. */
  private sending: Promise<void> = Promise.resolve();

  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(LIVE_SESSIONS) private readonly sessions: LiveSessions,
    @Inject(ACTOR_PORT) private readonly actors: ActorPort,
  ) {}

  onModuleInit(): void {
    this.unsubscribe = this.reads.onChange((change) => this.hear(change));
    this.heartbeat = setInterval(() => this.checkHeartbeats(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
    clearInterval(this.heartbeat);
    for (const gathering of this.pending.values()) clearTimeout(gathering.timer);
    for (const socket of this.connections.keys()) socket.terminate();
  }

  handleConnection(socket: WebSocket, _request: IncomingMessage): void {
    const timeout = setTimeout(() => socket.close(UNAUTHORIZED, 'auth timeout'), AUTH_TIMEOUT_MS);
    socket.once('message', (raw) => {
      clearTimeout(timeout);
      void this.authenticate(socket, raw.toString());
    });
  }

  handleDisconnect(socket: WebSocket): void {
    this.connections.delete(socket);
  }

  private async authenticate(socket: WebSocket, raw: string): Promise<void> {
    try {
      const message = JSON.parse(raw) as { type?: string; token?: string };
      if (message.type !== 'auth' || typeof message.token !== 'string') throw new Error('auth expected');
      const userId = await this.sessions.verify(message.token);
      const listener = await this.actors.resolve(userId);
      const connection: Connection = { socket, token: message.token, userId, listener, alive: true };
      socket.on('pong', () => {
        connection.alive = true;
      });
      this.connections.set(socket, connection);
      socket.send(JSON.stringify({ type: 'ready', user_id: userId } satisfies LiveMessage));
    } catch {
      socket.close(UNAUTHORIZED, 'unauthorized');
    }
  }

  /** Closes the connection unless its token is still a live session's. */
  private async checkSession(connection: Connection): Promise<void> {
    try {
      await this.sessions.verify(connection.token);
    } catch {
      if (!this.connections.delete(connection.socket)) return;
      this.logger.debug(`closing a connection of ${connection.userId}: its session ended`);
      connection.socket.close(UNAUTHORIZED, 'session ended');
    }
  }

  private sessionsEnded(userId: string): void {
    for (const connection of this.connections.values()) {
      if (connection.userId === userId) void this.checkSession(connection);
    }
  }

  private async projectsOf(userId: string): Promise<Set<string>> {
    const entries = await this.reads
      .collection(PROJECT_MEMBERS)
      .find({ user_id: userId }, { projection: { project_id: 1 } });
    return new Set(entries.map((entry) => String(entry.project_id)));
  }

  private hear(change: DocumentChange): void {
    if (change.collection === USER_SESSIONS) {
      this.sessionsEnded(change.id);
      return;
    }
    if (!liveKindOf(change.collection) || this.connections.size === 0) return;
    const cause = change.commandId ? requestCommandId(change.commandId) : UNKNOWN_CAUSE;
    const now = Date.now();
    const gathering = this.pending.get(cause) ?? { changes: [], firstAt: now, timer: undefined };
    gathering.changes.push(change);
    clearTimeout(gathering.timer);
    const wait = Math.max(0, Math.min(QUIET_MS, gathering.firstAt + MAX_GATHER_MS - now));
    gathering.timer = setTimeout(() => this.flush(cause), wait);
    this.pending.set(cause, gathering);
  }

  private flush(cause: string): void {
    const gathering = this.pending.get(cause);
    if (!gathering) return;
    this.pending.delete(cause);
    this.sending = this.sending
      .then(() => this.send(cause, gathering.changes))
      .catch((error: unknown) => this.logger.error(`live push failed: ${String(error)}`));
  }

  private async send(cause: string, changes: readonly DocumentChange[]): Promise<void> {
    // A user added to or removed from a project, or given another job or capabilities there, starts
    // or stops hearing of what these decide with this very batch.
    await this.refreshListeners(changes);
    if (this.connections.size === 0) return;
    const batch: ChangeBatch = {
      ...(cause === UNKNOWN_CAUSE ? {} : { commandId: cause }),
      changes: await Promise.all(
        changes.map(async (change) =>
          change.collection === USERS ? { change, userProjects: await this.projectsOf(change.id) } : { change },
        ),
      ),
    };
    for (const connection of this.connections.values()) {
      const message = messageFor(connection.listener, batch);
      if (message) connection.socket.send(JSON.stringify(message));
    }
  }

  private async refreshListeners(changes: readonly DocumentChange[]): Promise<void> {
    const userIds = new Set<unknown>();
    for (const change of changes) {
      if (change.collection === PROJECT_MEMBERS) userIds.add(change.doc?.user_id);
      if (change.collection === USERS) userIds.add(change.id);
    }
    for (const connection of this.connections.values()) {
      if (userIds.has(connection.userId)) connection.listener = await this.actors.resolve(connection.userId);
    }
  }

  private checkHeartbeats(): void {
    for (const [socket, connection] of this.connections) {
      if (!connection.alive) {
        this.logger.debug(`terminating silent connection of ${connection.userId}`);
        socket.terminate();
        this.connections.delete(socket);
        continue;
      }
      connection.alive = false;
      socket.ping();
      void this.checkSession(connection);
    }
  }
}
