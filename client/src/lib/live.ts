import { useEffect, useSyncExternalStore } from 'react';
import { mutate } from 'swr';
import { expireSession } from './session';

/** The one WebSocket that tells this tab which read models changed, so SWR can refetch them. */

export type LiveStatus = 'offline' | 'connecting' | 'connected' | 'reconnecting';

type ServerMessage = { type: 'ready' } | { type: 'change'; collection: string; id: string; project_id?: string };

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
const UNAUTHORIZED = 4001;

/** API paths (the first element of an SWR key) to revalidate per read-model collection. */
const pathsByCollection = new Map<string, Set<string>>();

/**
 * Declares that queries on `path` read the `collection` read model: every change pushed for it
 * revalidates those queries, whatever their other key parts.
 */
export function revalidateOnChange(collection: string, path: string): void {
  const paths = pathsByCollection.get(collection) ?? new Set<string>();
  paths.add(path);
  pathsByCollection.set(collection, paths);
}

function keyPath(key: unknown): unknown {
  return Array.isArray(key) ? key[0] : key;
}

/**
 * Refetches every query on these paths, whatever their other key parts. A tab calls it after its
 * own command, to show the change without waiting for the live push.
 */
export function revalidatePaths(paths: Iterable<string>): Promise<unknown> {
  const wanted = new Set(paths);
  return mutate((key) => wanted.has(keyPath(key) as string));
}

function revalidateCollection(collection: string): void {
  const paths = pathsByCollection.get(collection);
  if (paths) void revalidatePaths(paths);
}

function revalidateEverything(): void {
  void mutate(() => true);
}

function parseMessage(raw: unknown): ServerMessage | null {
  if (typeof raw !== 'string') return null;
  try {
    const message = JSON.parse(raw) as { type?: unknown; collection?: unknown };
    if (message.type === 'ready') return { type: 'ready' };
    if (message.type === 'change' && typeof message.collection === 'string') return message as ServerMessage;
    return null;
  } catch {
    return null;
  }
}

let status: LiveStatus = 'offline';
const statusListeners = new Set<() => void>();

function setStatus(next: LiveStatus): void {
  status = next;
  for (const listener of statusListeners) listener();
}

class LiveConnection {
  private socket: WebSocket | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private attempts = 0;
  private everConnected = false;
  private stopped = false;

  constructor(private readonly token: string) {
    window.addEventListener('online', this.reconnectNow);
    this.open();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    window.removeEventListener('online', this.reconnectNow);
    this.socket?.close(1000, 'signed out');
    this.socket = null;
    setStatus('offline');
  }

  private readonly reconnectNow = (): void => {
    if (this.stopped || this.socket) return;
    clearTimeout(this.retryTimer);
    this.open();
  };

  private open(): void {
    setStatus(this.everConnected ? 'reconnecting' : 'connecting');
    const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(`${protocol}//${window.location.host}/ws`);
    this.socket = socket;
    socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token: this.token }));
    socket.onmessage = (event: MessageEvent) => this.receive(event.data);
    socket.onclose = (event: CloseEvent) => this.closed(socket, event.code);
  }

  private receive(raw: unknown): void {
    const message = parseMessage(raw);
    if (message?.type === 'change') revalidateCollection(message.collection);
    if (message?.type !== 'ready') return;
    this.attempts = 0;
    // Changes made while we were away were never pushed: refetch everything on screen.
    if (this.everConnected) revalidateEverything();
    this.everConnected = true;
    setStatus('connected');
  }

  private closed(socket: WebSocket, code: number): void {
    if (this.stopped || socket !== this.socket) return;
    this.socket = null;
    if (code === UNAUTHORIZED) {
      expireSession();
      return;
    }
    setStatus('reconnecting');
    const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** this.attempts);
    this.attempts += 1;
    this.retryTimer = setTimeout(() => this.open(), delay);
  }
}

let current: LiveConnection | null = null;

function subscribeStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/** Keeps the live connection open while `token` is set; returns its status. */
export function useLiveConnection(token: string | null): LiveStatus {
  useEffect(() => {
    if (!token) return;
    current?.stop();
    current = new LiveConnection(token);
    return () => {
      current?.stop();
      current = null;
    };
  }, [token]);
  return useSyncExternalStore(subscribeStatus, () => status);
}
