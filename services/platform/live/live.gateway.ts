import type { IncomingMessage } from 'node:http';
import { Inject, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { type OnGatewayConnection, type OnGatewayDisconnect, WebSocketGateway } from '@nestjs/websockets';
import type { WebSocket } from 'ws';
import { Sessions } from '../../auth/sessions';
import { type DocumentChange, READ_STORE, type ReadStore } from '../read-store/read-store.port';
import { changeMessage, type Listener, mayHear } from './audience';

export const HEARTBEAT_MS = 25_000;
/** The read model that says who belongs to which project (projections/organisation). */
const MEMBERSHIPS = 'project_members';
/** User profiles: heard by the user and by whoever shares a project with them. */
const USERS = 'users';
const AUTH_TIMEOUT_MS = 10_000;

interface Connection extends Listener {
  socket: WebSocket;
  projectIds: Set<string>;
  alive: boolean;
}

/**
 * Pushes every read-model change to the signed-in clients allowed to hear of it. The client
 * sends `{ type: 'auth', token }` first; the gateway answers `{ type: 'ready' }` and then
 * `{ type: 'change', collection, id, project_id }` messages. Changes arrive from the read
 * store, so with MongoDB every replica hears of writes made by any other.
 */
@WebSocketGateway({ path: '/ws' })
export class LiveGateway implements OnGatewayConnection, OnGatewayDisconnect, OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('LiveGateway');
  private readonly connections = new Map<WebSocket, Connection>();
  private unsubscribe?: () => void;
  private heartbeat?: NodeJS.Timeout;

  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    private readonly sessions: Sessions,
  ) {}

  onModuleInit(): void {
    this.unsubscribe = this.reads.onChange((change) => this.broadcast(change));
    this.heartbeat = setInterval(() => this.checkHeartbeats(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
    clearInterval(this.heartbeat);
    for (const socket of this.connections.keys()) socket.terminate();
  }

  handleConnection(socket: WebSocket, _request: IncomingMessage): void {
    const timeout = setTimeout(() => socket.close(4001, 'auth timeout'), AUTH_TIMEOUT_MS);
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
      const connection: Connection = { socket, userId, projectIds: await this.projectsOf(userId), alive: true };
      socket.on('pong', () => {
        connection.alive = true;
      });
      this.connections.set(socket, connection);
      socket.send(JSON.stringify({ type: 'ready' }));
    } catch {
      socket.close(4001, 'unauthorized');
    }
  }

  private async projectsOf(userId: string): Promise<Set<string>> {
    const entries = await this.reads
      .collection(MEMBERSHIPS)
      .find({ user_id: userId }, { projection: { project_id: 1 } });
    return new Set(entries.map((entry) => String(entry.project_id)));
  }

  private broadcast(change: DocumentChange): void {
    if (change.collection === MEMBERSHIPS) void this.refreshMemberships(change);
    if (this.connections.size === 0) return;
    if (change.collection === USERS) void this.projectsOf(change.id).then((projects) => this.send(change, projects));
    else this.send(change);
  }

  private send(change: DocumentChange, userProjects?: ReadonlySet<string>): void {
    const message = JSON.stringify(changeMessage(change));
    for (const connection of this.connections.values()) {
      if (mayHear(connection, change, userProjects)) connection.socket.send(message);
    }
  }

  /** A user added to or removed from a project starts or stops hearing of it at once. */
  private async refreshMemberships(change: DocumentChange): Promise<void> {
    const userId = change.doc?.user_id;
    for (const connection of this.connections.values()) {
      if (connection.userId === userId) connection.projectIds = await this.projectsOf(userId);
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
    }
  }
}
