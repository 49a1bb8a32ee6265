import { useEffect, useRef, useSyncExternalStore } from 'react';
import { type Middleware, unstable_serialize } from 'swr';
import type { LiveChange, LiveKind, LiveMessage } from '../../../services/contracts/live-kinds';
import { appMutate } from './app-mutate';
import { isOwnCommand } from './command-id';
import { expireSession } from './session';

/** The one WebSocket that tells this tab which items changed, so SWR can refetch the queries on screen. */

export type LiveStatus = 'offline' | 'connecting' | 'connected' | 'reconnecting';

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
const UNAUTHORIZED = 4001;

/** An SWR key's parts: the API path first, then what the query asks for (a project id, a page…). */
type KeyParts = readonly unknown[];

/** Whether a change can alter the answer to the query of this key; `me` is the signed-in user. */
export type Touches = (key: KeyParts, change: LiveChange, me: string | null) => boolean;

/** Queries whose key names a project (`[path, projectId, …]`) hear of that project's documents only. */
export const sameProject: Touches = (key, change) => change.project_id === key[1];
/** Queries whose key names a user (`[path, userId, …]`) hear of that user's entries only. */
export const sameUser: Touches = (key, change) => change.user_id === key[1];
/** Queries about the signed-in user hear of their own profile and their own entries only. */
export const aboutMe: Touches = (_key, change, me) => me !== null && (change.id === me || change.user_id === me);

/** The kinds of item a query reads, each with which of their changes touch it (`true`: all). */
export type Refreshes = Partial<Record<LiveKind, Touches | true>>;

interface Reader {
  key: KeyParts;
  refreshes: Refreshes;
}

/** The queries on screen that refresh live, one entry per mounted hook. */
const readers = new Set<Reader>();

const keyParts = (key: unknown): KeyParts => (Array.isArray(key) ? key : [key]);

/**
 * An SWR middleware that refetches the query while it is on screen whenever the server pushes a
 * change of a kind it reads that touches it: `useSWR(key, fetch, { use: [refreshOn({ task: sameProject })] })`.
 */
export const refreshOn =
  (refreshes: Refreshes): Middleware =>
  (useSWRNext) =>
  (key, fetcher, config) => {
    const serialized = unstable_serialize(key);
    // The serialization stands for the key: a new array with the same parts is the same query.
    const latestKey = useRef(key);
    latestKey.current = key;
    useEffect(() => {
      if (!serialized) return;
      const reader: Reader = { key: keyParts(latestKey.current), refreshes };
      readers.add(reader);
      return () => {
        readers.delete(reader);
      };
    }, [serialized]);
    return useSWRNext(key, fetcher, config);
  };

/**
 * Refetches every query on these paths, whatever their other key parts. A tab calls it after its
 * own command, to show the change without waiting for the live push.
 */
export function revalidatePaths(paths: Iterable<string>): Promise<unknown> {
  const wanted = new Set(paths);
  return appMutate((key) => wanted.has(keyParts(key)[0] as string));
}

/** The signed-in user, as the live connection was told. */
let me: string | null = null;

const touches = (reader: Reader, change: LiveChange): boolean => {
  const touch = reader.refreshes[change.kind];
  return touch === true || touch?.(reader.key, change, me) === true;
};

/** Refetches the queries on screen that these changes touch, each once, and no other. */
function revalidateTouched(changes: readonly LiveChange[]): void {
  const touched = new Map<string, KeyParts>();
  for (const reader of readers) {
    if (changes.some((change) => touches(reader, change))) touched.set(unstable_serialize(reader.key), reader.key);
  }
  for (const key of touched.values()) void appMutate(key);
}

function revalidateEverything(): void {
  void appMutate(() => true);
}

function parseMessage(raw: unknown): LiveMessage | null {
  if (typeof raw !== 'string') return null;
  try {
    const message = JSON.parse(raw) as Partial<Record<string, unknown>>;
    if (message.type === 'ready' && typeof message.user_id === 'string') return message as LiveMessage;
    if (message.type === 'changes' && Array.isArray(message.changes)) return message as LiveMessage;
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
    me = null;
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
    if (message?.type === 'changes') {
      // The echo of this tab's own command: it refetched what it shows when the answer came.
      if (message.command_id && isOwnCommand(message.command_id)) return;
      revalidateTouched(message.changes);
      return;
    }
    if (message?.type !== 'ready') return;
    me = message.user_id;
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
